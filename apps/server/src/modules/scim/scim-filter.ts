/**
 * RFC 7644 §3.4.2.2's filter grammar, parsed into a tree by a tokenizer and a recursive-descent
 * parser (never matched by regular expressions), then evaluated against a resource:
 *
 *   FILTER    = attrExp / logExp / valuePath / *1"not" "(" FILTER ")"
 *   valuePath = attrPath "[" valFilter "]"
 *   attrExp   = (attrPath SP "pr") / (attrPath SP compareOp SP compValue)
 *   logExp    = FILTER SP ("and" / "or") SP FILTER     ("and" binds tighter than "or")
 *   compValue = false / null / true / number / string
 *   attrPath  = [URI ":"] ATTRNAME *1subAttr
 *
 * Operators and attribute names are case-insensitive. A filter has a budget: at most
 * `maxFilterLength` characters and `maxDepth` nested groups, so a hostile one costs bounded work.
 */

export const compareOperators = ['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'lt', 'ge', 'le'] as const;
export type CompareOperator = (typeof compareOperators)[number];
export type FilterValue = string | number | boolean | null;

/** An attribute path, lower-cased: [URI ":"] name ["." subAttribute]. */
export type AttributePath = { uri?: string; name: string; sub?: string };

export type Filter =
  | { kind: 'and' | 'or'; left: Filter; right: Filter }
  | { kind: 'not'; filter: Filter }
  | { kind: 'present'; path: AttributePath }
  | { kind: 'compare'; path: AttributePath; operator: CompareOperator; value: FilterValue }
  | { kind: 'valuePath'; path: AttributePath; filter: Filter };

export const maxFilterLength = 2000;
const maxDepth = 16;

/** A filter that does not follow the grammar: SCIM's invalidFilter (400). */
export class InvalidFilter extends Error {}

type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: 'number'; value: number; at: number }
  | { type: '(' | ')' | '[' | ']'; at: number };

const isWordStart = (char: string) => /[A-Za-z]/.test(char);
// Attribute paths may carry a schema URI (urn:ietf:params:scim:schemas:core:2.0:User:userName).
const isWordChar = (char: string) => /[A-Za-z0-9_:.$-]/.test(char);

function readString(text: string, start: number): { value: string; end: number } {
  let end = start + 1;
  while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
  if (end >= text.length) throw new InvalidFilter(`unterminated string at ${start}`);
  try {
    return { value: JSON.parse(text.slice(start, end + 1)) as string, end: end + 1 };
  } catch {
    throw new InvalidFilter(`malformed string at ${start}`);
  }
}

/** Splits the filter into words, strings, numbers and brackets. */
export function tokenize(text: string): Token[] {
  if (text.length > maxFilterLength) throw new InvalidFilter(`longer than ${maxFilterLength} characters`);
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === ' ' || char === '\t') {
      at += 1;
    } else if (char === '(' || char === ')' || char === '[' || char === ']') {
      tokens.push({ type: char, at });
      at += 1;
    } else if (char === '"') {
      const { value, end } = readString(text, at);
      tokens.push({ type: 'string', value, at });
      at = end;
    } else if (/[-0-9]/.test(char)) {
      const match = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/.exec(text.slice(at, at + 64));
      if (!match) throw new InvalidFilter(`malformed number at ${at}`);
      tokens.push({ type: 'number', value: Number(match[0]), at });
      at += match[0].length;
    } else if (isWordStart(char)) {
      let end = at + 1;
      while (end < text.length && isWordChar(text[end])) end += 1;
      tokens.push({ type: 'word', text: text.slice(at, end), at });
      at = end;
    } else {
      throw new InvalidFilter(`unexpected '${char}' at ${at}`);
    }
  }
  return tokens;
}

/** attrPath: an optional schema URI, a name, an optional sub-attribute; lower-cased. */
export function parseAttributePath(text: string): AttributePath {
  let uri: string | undefined;
  let rest = text;
  const colon = text.lastIndexOf(':');
  if (colon >= 0) {
    uri = text.slice(0, colon).toLowerCase();
    rest = text.slice(colon + 1);
  }
  const parts = rest.split('.');
  const valid = (name: string | undefined) => name !== undefined && /^[A-Za-z$][A-Za-z0-9_$-]*$/.test(name);
  if (parts.length > 2 || !valid(parts[0]) || (parts.length === 2 && !valid(parts[1])))
    throw new InvalidFilter(`'${text}' is not an attribute path`);
  return {
    ...(uri ? { uri } : {}),
    name: parts[0].toLowerCase(),
    ...(parts[1] ? { sub: parts[1].toLowerCase() } : {}),
  };
}

/** The recursive-descent parser over the tokens. */
export function parseFilter(text: string): Filter {
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];
  const isWord = (token: Token | undefined, word: string): boolean =>
    token?.type === 'word' && token.text.toLowerCase() === word;
  const expect = (type: Token['type']) => {
    const token = next();
    if (token?.type !== type) throw new InvalidFilter(`expected '${type}' at ${token?.at ?? 'the end'}`);
  };

  function orExpression(depth: number): Filter {
    let left = andExpression(depth);
    while (isWord(peek(), 'or')) {
      next();
      left = { kind: 'or', left, right: andExpression(depth) };
    }
    return left;
  }
  function andExpression(depth: number): Filter {
    let left = unary(depth);
    while (isWord(peek(), 'and')) {
      next();
      left = { kind: 'and', left, right: unary(depth) };
    }
    return left;
  }
  function unary(depth: number): Filter {
    if (depth > maxDepth) throw new InvalidFilter(`nested deeper than ${maxDepth}`);
    const token = peek();
    if (isWord(token, 'not') && tokens[position + 1]?.type === '(') {
      next();
      return { kind: 'not', filter: grouped(depth + 1) };
    }
    if (token?.type === '(') return grouped(depth + 1);
    return attributeExpression(depth);
  }
  function grouped(depth: number): Filter {
    expect('(');
    const inner = orExpression(depth);
    expect(')');
    return inner;
  }
  function compareValue(): FilterValue {
    const token = next();
    if (token?.type === 'string' || token?.type === 'number') return token.value;
    if (token?.type === 'word') {
      const word = token.text.toLowerCase();
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
    }
    throw new InvalidFilter(`expected a value at ${token?.at ?? 'the end'}`);
  }
  function attributeExpression(depth: number): Filter {
    const token = next();
    if (token?.type !== 'word') throw new InvalidFilter(`expected an attribute at ${token?.at ?? 'the end'}`);
    const path = parseAttributePath(token.text);
    if (peek()?.type === '[') {
      if (path.sub) throw new InvalidFilter(`'${token.text}[…]' filters a sub-attribute`);
      next();
      const filter = orExpression(depth + 1);
      expect(']');
      // valuePath may be followed by a sub-attribute only in PATCH paths, not in filters.
      return { kind: 'valuePath', path, filter };
    }
    const operator = next();
    if (operator?.type !== 'word')
      throw new InvalidFilter(`expected an operator at ${operator?.at ?? 'the end'}`);
    const name = operator.text.toLowerCase();
    if (name === 'pr') return { kind: 'present', path };
    const found = compareOperators.find((known) => known === name);
    if (!found) throw new InvalidFilter(`'${operator.text}' is not an operator`);
    return { kind: 'compare', path, operator: found, value: compareValue() };
  }

  const filter = orExpression(0);
  if (position < tokens.length) throw new InvalidFilter(`unexpected '${text.slice(tokens[position].at)}'`);
  return filter;
}
