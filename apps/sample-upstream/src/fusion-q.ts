import type { Row } from './generate-data.ts';
import type { RowPredicate } from './query-rows.ts';

export class BadExpression extends Error {}

type Token = { kind: 'word' | 'string' | 'number' | 'op' | 'open' | 'close'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:(\()|(\))|'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|(<=|>=|!=|<>|=|<|>)|([\p{L}_][\p{L}\p{N}_.]*))/uy;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match)
      throw new BadExpression(`Unexpected text at position ${index}: ${source.slice(index, index + 20)}`);
    index = pattern.lastIndex;
    if (match[1]) tokens.push({ kind: 'open', text: '(' });
    else if (match[2]) tokens.push({ kind: 'close', text: ')' });
    else if (match[3] !== undefined) tokens.push({ kind: 'string', text: match[3].replaceAll("''", "'") });
    else if (match[4]) tokens.push({ kind: 'number', text: match[4] });
    else if (match[5]) tokens.push({ kind: 'op', text: match[5] });
    else tokens.push({ kind: 'word', text: match[6] });
  }
  return tokens;
}

/** SQL LIKE with backslash escapes: % any run, _ one character. */
function likeToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === '\\' && index + 1 < pattern.length) {
      index += 1;
      source += pattern[index].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    } else if (character === '%') source += '[\\s\\S]*';
    else if (character === '_') source += '[\\s\\S]';
    else source += character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'u');
}

/**
 * The subset of Oracle's REST q expressions the sample answers: comparisons (=, !=, <, >, <=,
 * >=, LIKE) on a field or upper(field), joined by AND / OR with parentheses.
 */
export function parseFusionExpression(source: string, fields: Set<string>): RowPredicate {
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const isWord = (word: string) => peek()?.kind === 'word' && peek().text.toLowerCase() === word;
  const expect = (kind: Token['kind']) => {
    const token = tokens[position++];
    if (!token || token.kind !== kind)
      throw new BadExpression(`Expected ${kind} in q near token ${position}`);
    return token;
  };
  const field = (name: string) => {
    if (!fields.has(name)) throw new BadExpression(`Attribute ${name} in q is not valid`);
    return name;
  };

  function comparison(): RowPredicate {
    let name: string;
    let upper = false;
    if (isWord('upper') && tokens[position + 1]?.kind === 'open') {
      position += 2;
      name = field(expect('word').text);
      expect('close');
      upper = true;
    } else name = field(expect('word').text);
    const read = (row: Row) => (upper ? String(row[name] ?? '').toUpperCase() : row[name]);
    if (isWord('like')) {
      position += 1;
      const regexp = likeToRegExp(expect('string').text);
      return (row) => regexp.test(String(read(row) ?? ''));
    }
    const operator = expect('op').text;
    const operand = tokens[position++];
    if (!operand || (operand.kind !== 'string' && operand.kind !== 'number')) {
      throw new BadExpression(`Expected a value after ${name} ${operator}`);
    }
    const numeric = operand.kind === 'number';
    const target = numeric ? Number(operand.text) : operand.text;
    return (row) => {
      const raw = read(row);
      if (raw === null || raw === undefined) return false;
      const value = numeric ? Number(raw) : String(raw);
      if (operator === '=') return value === target;
      if (operator === '!=' || operator === '<>') return value !== target;
      if (operator === '<') return value < target;
      if (operator === '>') return value > target;
      if (operator === '<=') return value <= target;
      return value >= target;
    };
  }

  function primary(): RowPredicate {
    if (peek()?.kind === 'open') {
      position += 1;
      const inner = disjunction();
      expect('close');
      return inner;
    }
    return comparison();
  }

  function conjunction(): RowPredicate {
    const parts = [primary()];
    while (isWord('and')) {
      position += 1;
      parts.push(primary());
    }
    return (row) => parts.every((part) => part(row));
  }

  function disjunction(): RowPredicate {
    const parts = [conjunction()];
    while (isWord('or')) {
      position += 1;
      parts.push(conjunction());
    }
    return (row) => parts.some((part) => part(row));
  }

  const predicate = disjunction();
  if (position < tokens.length) throw new BadExpression(`Unexpected ${tokens[position].text} in q`);
  return predicate;
}
