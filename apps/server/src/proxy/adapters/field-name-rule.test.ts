import { type NormalizedQuery, normalizedQuery, queryFieldNameRefusal } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import type { ProxyAdapter } from './adapter-types.ts';
import { defaultAdapter } from './default-adapter.ts';
import { fusionAdapter } from './fusion-adapter.ts';
import { jsonServerAdapter } from './jsonserver-adapter.ts';
import { odataAdapter } from './odata-adapter.ts';
import { oracleUnityAdapter } from './oracleunity-adapter.ts';

/*
 * DESIGN.md §6a: a field name can never change what a query means, and a value is only ever a
 * value. Each builder is given the query directly, as code that skipped the proxy's schema would.
 */

const adapters: Array<[string, ProxyAdapter]> = [
  ['default', defaultAdapter],
  ['jsonserver', jsonServerAdapter],
  ['odata', odataAdapter],
  ['fusion', fusionAdapter],
  ['oracleunity', oracleUnityAdapter],
];
const operatorNames = ['_embed', '$filter', 'a eq b', 'name_like', '__proto__', 'constructor', 'q', 'id_ne'];

/** A query that bypasses the schema, with `field` in one of the places a field name goes. */
const slots: Array<[string, (field: string) => Partial<NormalizedQuery>]> = [
  ['a text entry', (field) => ({ textSearch: { fields: [field], values: ['x'] } })],
  [
    'a free-text field',
    (field) => ({ freeTextFields: [field], textSearch: { fields: ['*'], values: ['x'] } }),
  ],
  [
    'a number filter',
    (field) => ({
      customFilters: [{ field, value: 1, valueRange: 5, isVisible: true, isVisibleRange: true }],
    }),
  ],
  ['an exact match', (field) => ({ filters: [{ field, value: 'x' }] })],
  ['the sort', (field) => ({ orderBy: field, sort: 'asc' as const })],
];
const queryWith = (parts: Partial<NormalizedQuery>): NormalizedQuery => ({
  ...normalizedQuery.parse({}),
  ...parts,
});

function refusal(build: () => unknown): AppError | undefined {
  try {
    build();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe.each(adapters)('the %s adapter refuses operator field names', (_name, adapter) => {
  for (const [slot, place] of slots) {
    it.each(operatorNames)(`in ${slot}: %s`, (field) => {
      for (const method of ['GET', 'POST'] as const) {
        const error = refusal(() => adapter.buildListRequest(queryWith(place(field)), { method }));
        expect(error?.code, `${field} ${method}`).toBe('validation');
        expect(error?.message).toBe(queryFieldNameRefusal(field));
      }
    });
  }

  it('builds the request for plain names', () => {
    const query = queryWith({ textSearch: { fields: ['customer.name'], values: ['x'] }, orderBy: 'city' });
    expect(refusal(() => adapter.buildListRequest(query, { method: 'GET' }))).toBeUndefined();
  });
});

const textValues = ['(a+)+$', '.*', "O'Neil", '%', '_'];
const textQuery = (value: string) => queryWith({ textSearch: { fields: ['name'], values: [value] } });
const pairOf = (adapter: ProxyAdapter, query: NormalizedQuery, key: string) =>
  adapter.buildListRequest(query, { method: 'GET' }).query.find(([name]) => name === key)?.[1];

describe('values typed by a person are matched as text', () => {
  it.each(textValues)('jsonserver: name_like for %s matches the literal text only, at once', (value) => {
    const pattern = pairOf(jsonServerAdapter, textQuery(value), 'name_like') ?? '';
    // json-server 0.17 reads F_like as new RegExp(value, 'i').
    const like = new RegExp(pattern, 'i');
    expect(like.test(`Mrs ${value.toUpperCase()} Ltd`)).toBe(true);
    const started = performance.now();
    expect(like.test(`${'a'.repeat(40)}b`)).toBe(false);
    expect(like.test('plain customer name')).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('odata: string literals have their quotes doubled; %, _ and regex characters are plain', () => {
    const filterOf = (value: string) => pairOf(odataAdapter, textQuery(value), '$filter');
    expect(filterOf("O'Neil")).toBe("contains(tolower(name),'o''neil')");
    expect(filterOf('(a+)+$')).toBe("contains(tolower(name),'(a+)+$')");
    expect(filterOf('%')).toBe("contains(tolower(name),'%')");
    const exact = queryWith({ filters: [{ field: 'name', value: "x' or 1 eq 1 or name eq '" }] });
    expect(pairOf(odataAdapter, exact, '$filter')).toBe("name eq 'x'' or 1 eq 1 or name eq '''");
  });

  it.each([
    ['fusion', fusionAdapter],
    ['oracleunity', oracleUnityAdapter],
  ])('%s: q quotes are doubled and LIKE wildcards escaped', (_name, adapter) => {
    const qOf = (value: string) => pairOf(adapter, textQuery(value), 'q');
    expect(qOf("O'Neil")).toBe("upper(name) LIKE '%O''NEIL%'");
    expect(qOf('%')).toBe("upper(name) LIKE '%\\%%'");
    expect(qOf('_')).toBe("upper(name) LIKE '%\\_%'");
    expect(qOf('.*')).toBe("upper(name) LIKE '%.*%'");
    expect(qOf('(a+)+$')).toBe("upper(name) LIKE '%(A+)+$%'");
    const exact = queryWith({ filters: [{ field: 'name', value: "x' or '1' = '1" }] });
    expect(pairOf(adapter, exact, 'q')).toBe("name = 'x'' or ''1'' = ''1'");
  });

  it.each(textValues)('default: %s travels as a value of the JSON query, never as a key', (value) => {
    const sent = defaultAdapter.buildListRequest(textQuery(value), { method: 'POST' }).body;
    expect(sent.textSearch).toEqual({ fields: ['name'], values: [value] });
    const textSearch = pairOf(defaultAdapter, textQuery(value), 'textSearch') ?? '';
    expect(JSON.parse(textSearch)).toEqual({ fields: ['name'], values: [value] });
  });
});
