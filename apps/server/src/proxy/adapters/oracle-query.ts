import { messages, type NormalizedQuery } from '@portal/contracts';
import { badRequest } from '../../errors.ts';
import { checkQueryFields } from './check-query-fields.ts';
import { formatNumber, readConditions, readSort } from './query-conditions.ts';

/**
 * A literal for a LIKE pattern in Oracle's REST q expressions: quotes doubled, and the LIKE
 * wildcards % and _ (and the escape character itself) escaped with a backslash, so a user's
 * "50%" matches the text "50%" and not "50 anything". Upper-cased to pair with upper(field).
 */
export function likeLiteral(value: string): string {
  const escaped = value.toUpperCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  return `'%${escaped.replaceAll("'", "''")}%'`;
}

const contains = (field: string, value: string) => `upper(${field}) LIKE ${likeLiteral(value)}`;

/**
 * A literal for an exact comparison: text quoted with its quotes doubled (no LIKE, so % and _
 * are plain characters), numbers as numbers. q has no boolean literal; Oracle's REST services
 * expose booleans as text, so true and false are compared as 'true' and 'false'.
 */
export function equalityLiteral(value: string | number | boolean): string {
  if (typeof value === 'number') return formatNumber(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * The q expression of Oracle's REST framework (Fusion's "advanced" syntax, framework version 2+):
 * case-insensitive contains per text entry, free text as an OR over the given fields, numbers as
 * equality or an inclusive range, exact matches as F = 'V'; everything ANDed. Undefined when nothing filters.
 */
export function oracleQueryExpression(query: NormalizedQuery): string | undefined {
  const { text, freeText, numbers, equals } = readConditions(query);
  const parts = text.map((entry) => contains(entry.field, entry.value));
  for (const value of freeText) {
    if (query.freeTextFields.length === 0) throw badRequest(messages.upstreamFreeTextNeedsFields);
    const alternatives = query.freeTextFields.map((field) => contains(field, value));
    parts.push(alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' or ')})`);
  }
  for (const condition of numbers) {
    if (condition.equals !== undefined) parts.push(`${condition.field} = ${formatNumber(condition.equals)}`);
    if (condition.min !== undefined) parts.push(`${condition.field} >= ${formatNumber(condition.min)}`);
    if (condition.max !== undefined) parts.push(`${condition.field} <= ${formatNumber(condition.max)}`);
  }
  for (const { field, value } of equals) parts.push(`${field} = ${equalityLiteral(value)}`);
  return parts.length > 0 ? parts.join(' and ') : undefined;
}

/** q, limit, offset, totalResults and orderBy as Oracle's REST conventions spell them. */
export function oracleQueryPairs(query: NormalizedQuery): [string, string][] {
  checkQueryFields(query);
  const pairs: [string, string][] = [];
  const expression = oracleQueryExpression(query);
  if (expression) pairs.push(['q', expression]);
  pairs.push(['limit', String(query.limit)], ['offset', String(query.offset)], ['totalResults', 'true']);
  const sort = readSort(query);
  if (sort) pairs.push(['orderBy', `${sort.field}:${sort.direction}`]);
  return pairs;
}
