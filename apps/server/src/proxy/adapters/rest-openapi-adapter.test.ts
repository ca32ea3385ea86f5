import {
  declaredParamsOf,
  type EndpointDescription,
  messages,
  normalizedQuery,
  restSettings,
  undeclaredParameterRefusal,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ticketDesk as desk } from '../../../test/proxy/desk-conventions.ts';
import { AppError } from '../../errors.ts';
import { createRestAdapter } from './rest-adapter.ts';
import { resolveRestConvention } from './rest-presets.ts';

const described: EndpointDescription = {
  fields: [],
  params: [
    { name: 'status', type: 'text', values: ['open', 'pending', 'closed'], multiple: true },
    { name: 'priority', type: 'text', values: ['low', 'normal', 'high'] },
    { name: 'order_by', type: 'text', values: ['id', '-id', 'hours_spent', '-hours_spent'] },
  ],
};
const params = [
  'page',
  'size',
  'status',
  'priority',
  'customer_id',
  'min_hours',
  'max_hours',
  'search',
  'order_by',
];
const declared = declaredParamsOf(
  params.map((name) => ({ name })),
  described,
);
const adapter = createRestAdapter(resolveRestConvention(restSettings.parse(desk)));
const pairsOf = (input: object) =>
  adapter.buildListRequest(normalizedQuery.parse(input), { method: 'GET', declared }).query;
const refusalOf = (input: object) => {
  try {
    pairsOf(input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('expected a refusal');
};
const number = (field: string, value: number, valueRange?: number) => ({
  field,
  type: 'Number',
  value,
  valueRange,
  isVisible: true,
  isVisibleRange: valueRange !== undefined,
});
const exact = (field: string, ...values: string[]) => ({ field, type: 'Exact', values, isVisible: true });

describe('a server whose conventions come from its OpenAPI document', () => {
  it("writes a range with the API's own parameters, and a number's equality as a range of one value", () => {
    expect(pairsOf({ offset: 0, limit: 20, customFilters: [number('hours_spent', 30, 40)] })).toEqual([
      ['page', '1'],
      ['size', '20'],
      ['min_hours', '30'],
      ['max_hours', '40'],
    ]);
    expect(pairsOf({ customFilters: [number('hours_spent', 30)] }).slice(2)).toEqual([
      ['min_hours', '30'],
      ['max_hours', '30'],
    ]);
  });

  it('writes an exact filter with several values by repeating its key, where the document says it takes a list', () => {
    expect(pairsOf({ customFilters: [exact('status', 'open', 'pending')] }).slice(2)).toEqual([
      ['status', 'open'],
      ['status', 'pending'],
    ]);
    expect(refusalOf({ customFilters: [exact('priority', 'low', 'high')] })).toBe(
      `${messages.exactSeveralUnsupported} priority`,
    );
  });

  it('writes one exact value, the search and a sort the document lists', () => {
    expect(
      pairsOf({
        customFilters: [exact('priority', 'high')],
        filters: [{ field: 'customer_id', value: 7 }],
        textSearch: { fields: ['*'], values: ['printer'] },
        orderBy: 'hours_spent',
        sort: 'desc',
      }).slice(2),
    ).toEqual([
      ['search', 'printer'],
      ['customer_id', '7'],
      ['priority', 'high'],
      ['order_by', '-hours_spent'],
    ]);
  });

  it('refuses a filter on a parameter the document does not declare, naming it, instead of sending it to be ignored', () => {
    expect(refusalOf({ customFilters: [number('amount', 5, 9)] })).toBe(
      `${messages.restUnsupported} a lower bound on a number (numberFrom).`,
    );
    expect(refusalOf({ filters: [{ field: 'title', value: 'x' }] })).toBe(
      undeclaredParameterRefusal('title', 'an exact filter on title'),
    );
    expect(refusalOf({ orderBy: 'title', sort: 'asc' })).toBe(
      undeclaredParameterRefusal('order_by=title', 'sorting by title'),
    );
  });

  it('refuses what the conventions cannot write at all', () => {
    expect(refusalOf({ textSearch: { fields: ['title'], values: ['x'] } })).toBe(
      `${messages.restUnsupported} text search in a field (contains).`,
    );
  });

  it('with no document known, writes what the templates say and refuses several values', () => {
    const free = createRestAdapter(resolveRestConvention(restSettings.parse(desk)));
    const query = normalizedQuery.parse({ filters: [{ field: 'title', value: 'x' }] });
    expect(free.buildListRequest(query, { method: 'GET' }).query.slice(2)).toEqual([['title', 'x']]);
    const several = normalizedQuery.parse({ customFilters: [exact('status', 'open', 'closed')] });
    expect(() => free.buildListRequest(several, { method: 'GET' })).toThrow(
      `${messages.exactSeveralUnsupported} status`,
    );
  });
});
