import { BadQuery } from './default-convention.ts';
import { parseFusionExpression } from './fusion-q.ts';
import type { Row } from './generate-data.ts';
import { equalsText, queryRows, type RowPredicate, type SortKey } from './query-rows.ts';

export const fusionVersion = '11.13.18.05';

function integer(name: string, value: string | null, fallback: number, max: number): number {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new BadQuery(`URL request parameter ${name} is not valid`);
  return Math.min(number, max);
}

/** Framework version 1 reads q as query-by-example (F=V;G=W); 2 and later as an expression. */
function predicateOf(q: string | null, version: number, fields: Set<string>): RowPredicate[] {
  if (!q) return [];
  if (version >= 2) return [parseFusionExpression(q, fields)];
  return q.split(';').map((part) => {
    const [name, ...rest] = part.split('=');
    if (!fields.has(name.trim())) throw new BadQuery(`Attribute ${name} in q is not valid`);
    return equalsText(name.trim(), rest.join('='));
  });
}

function sortOf(orderBy: string | null, fields: Set<string>): SortKey[] {
  if (!orderBy) return [];
  return orderBy.split(',').map((part) => {
    const [field, direction = 'asc'] = part.split(':');
    if (!fields.has(field))
      throw new BadQuery(`URL request parameter orderBy with value ${orderBy} is not valid`);
    return { field, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
  });
}

const selfLink = (href: string) => [{ rel: 'self', href, name: 'item', kind: 'item' }];

/** Oracle Fusion's REST framework collection answer: items, count, hasMore, limit, offset, totalResults. */
export function answerFusionList(
  rows: Row[],
  params: URLSearchParams,
  version: number,
  collectionUrl: string,
) {
  const fields = new Set(rows.length > 0 ? Object.keys(rows[0]) : []);
  const offset = integer('offset', params.get('offset'), 0, Number.MAX_SAFE_INTEGER);
  const limit = integer('limit', params.get('limit'), 25, 500) || 25;
  const predicates = predicateOf(params.get('q'), version, fields);
  const { page, total } = queryRows(rows, {
    predicates,
    sort: sortOf(params.get('orderBy'), fields),
    offset,
    limit,
  });
  const onlyData = params.get('onlyData') === 'true';
  const items = onlyData
    ? page
    : page.map((row) => ({ ...row, links: selfLink(`${collectionUrl}/${row.id}`) }));
  return {
    items,
    ...(params.get('totalResults') === 'true' ? { totalResults: total } : {}),
    count: page.length,
    hasMore: offset + page.length < total,
    limit,
    offset,
    ...(onlyData ? {} : { links: selfLink(collectionUrl) }),
  };
}

export function answerFusionItem(row: Row, params: URLSearchParams, itemUrl: string) {
  return params.get('onlyData') === 'true' ? row : { ...row, links: selfLink(itemUrl) };
}
