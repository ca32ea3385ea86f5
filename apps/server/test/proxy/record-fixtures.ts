// Records real upstream answers for the adapter tests: node apps/server/test/proxy/record-fixtures.ts
// The default and fusion answers come from the sample upstream, the jsonserver ones from json-server 0.17,
// the rest-django-rest-framework ones from a real Django REST framework (cases its preset refuses left out).
// A new case also needs its request as the upstream documents it, written by hand in
// documented-requests.ts: the recording only shows what the adapter sent.
import { writeFileSync } from 'node:fs';
import { normalizedQuery } from '@portal/contracts';
import { startSampleUpstream } from '@portal/sample-upstream';
import { AppError } from '../../src/errors.ts';
import type { ProxyAdapter } from '../../src/proxy/adapters/adapter-types.ts';
import { defaultAdapter } from '../../src/proxy/adapters/default-adapter.ts';
import { fusionAdapter } from '../../src/proxy/adapters/fusion-adapter.ts';
import { jsonServerAdapter } from '../../src/proxy/adapters/jsonserver-adapter.ts';
import { createRestAdapter } from '../../src/proxy/adapters/rest-adapter.ts';
import { resolveRestConvention } from '../../src/proxy/adapters/rest-presets.ts';
import { sampleTables } from './sample-tables.ts';
import { startDjangoRestFramework } from './start-django-rest-framework.ts';
import { startJsonServer } from './start-json-server.ts';

type Case = { name: string; entity: 'customers' | 'products'; method?: 'GET' | 'POST'; query: object };

const text = (fields: string[], values: string[]) => ({ textSearch: { fields, values } });
const exact = (...pairs: Array<[string, string | number]>) => ({
  filters: pairs.map(([field, value]) => ({ field, value })),
});
const numberFilter = (field: string, value: unknown, valueRange: unknown, range: boolean) => ({
  field,
  label: field,
  type: 'Number',
  value,
  valueRange,
  isVisible: true,
  isVisibleRange: range,
});

const cases: Case[] = [
  { name: 'first page with totals', entity: 'customers', query: { offset: 0, limit: 3 } },
  {
    name: 'second page sorted desc',
    entity: 'customers',
    query: { offset: 3, limit: 3, orderBy: 'name', sort: 'desc' },
  },
  { name: 'sorted asc by number', entity: 'products', query: { limit: 4, orderBy: 'price', sort: 'asc' } },
  {
    name: 'text with a quote and non-ASCII',
    entity: 'customers',
    query: { limit: 5, ...text(['name', 'city'], ["o'neil", 'zürich']) },
  },
  {
    name: 'text with % and parentheses',
    entity: 'products',
    query: { limit: 4, ...text(['name'], ['(100% cotton)']) },
  },
  {
    name: 'text with an underscore',
    entity: 'customers',
    query: { limit: 3, ...text(['name'], ['bright_path']) },
  },
  { name: 'text with brackets', entity: 'products', query: { limit: 3, ...text(['name'], ['[2m]']) } },
  { name: 'text with spaces', entity: 'customers', query: { limit: 3, ...text(['name'], ['blue river']) } },
  {
    name: 'two entries on one field',
    entity: 'customers',
    query: { limit: 4, ...text(['name', 'name'], ['river', 'ltd']) },
  },
  {
    name: 'number equality',
    entity: 'customers',
    query: { limit: 5, customFilters: [numberFilter('creditLimit', 50000, null, false)] },
  },
  {
    name: 'number range',
    entity: 'products',
    query: { limit: 5, customFilters: [numberFilter('price', '10', '20.5', true)] },
  },
  {
    name: 'upper bound only',
    entity: 'customers',
    query: { limit: 3, customFilters: [numberFilter('creditLimit', '', 3000, true)] },
  },
  { name: 'last page', entity: 'customers', query: { offset: 298, limit: 5, orderBy: 'id', sort: 'asc' } },
  {
    name: 'exact match with a quote, spaces and non-ASCII',
    entity: 'customers',
    query: { limit: 10, ...exact(['accountManager', "François D'Angelo"]) },
  },
  {
    name: 'exact matches ANDed, second page sorted',
    entity: 'customers',
    query: {
      offset: 2,
      limit: 2,
      orderBy: 'name',
      sort: 'asc',
      ...exact(['city', 'Zürich'], ['segment', 'Public sector']),
    },
  },
  {
    name: 'exact match is neither case-blind nor a contains',
    entity: 'customers',
    query: { limit: 5, ...exact(['city', 'zürich']) },
  },
  {
    name: 'exact match on a part finds nothing',
    entity: 'customers',
    query: { limit: 5, ...exact(['city', 'Zür']) },
  },
  {
    name: 'exact match with _ and &',
    entity: 'customers',
    query: { limit: 5, ...exact(['name', 'Bright_Path & Sons 12']) },
  },
  {
    name: 'exact match on a number',
    entity: 'customers',
    query: { limit: 5, ...exact(['creditLimit', 7000]) },
  },
  {
    name: 'exact match with text entries and a number range',
    entity: 'customers',
    query: {
      limit: 20,
      ...text(['name'], ['o']),
      customFilters: [numberFilter('creditLimit', 1000, 60000, true)],
      ...exact(['country', 'Brazil']),
    },
  },
];

const freeTextCases: Record<string, Case> = {
  fields: {
    name: 'free text over fields',
    entity: 'customers',
    query: { limit: 4, freeTextFields: ['name', 'accountManager'], ...text(['*'], ['müller']) },
  },
  anywhere: {
    name: 'free text anywhere',
    entity: 'customers',
    query: { limit: 4, ...text(['*'], ['malmö']) },
  },
};

/** The request the adapter builds, or undefined for a query its convention refuses (a 400). */
function requestOf(adapter: ProxyAdapter, entry: Case, method: 'GET' | 'POST') {
  try {
    return adapter.buildListRequest(normalizedQuery.parse(entry.query), { method });
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return undefined;
    throw error;
  }
}

async function record(adapter: ProxyAdapter, list: Case[], base: (entity: string) => string) {
  const recorded = [];
  for (const entry of list) {
    const method = entry.method ?? 'GET';
    const request = requestOf(adapter, entry, method);
    if (!request) continue;
    const url = new URL(base(entry.entity));
    for (const [name, value] of request.query) url.searchParams.append(name, value);
    const response = await fetch(url, {
      method,
      headers: { ...request.headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(request.body) : undefined,
    });
    const headers = Object.fromEntries(
      ['content-type', 'x-total-count'].flatMap((name) =>
        response.headers.has(name) ? [[name, response.headers.get(name)]] : [],
      ),
    );
    const answer = { status: response.status, headers, body: await response.json() };
    recorded.push({ name: entry.name, entity: entry.entity, method, query: entry.query, request, answer });
  }
  return recorded;
}

const save = (name: string, source: string, recorded: unknown) =>
  writeFileSync(
    new URL(`./fixtures/${name}.json`, import.meta.url),
    `${JSON.stringify({ source, cases: recorded }, null, 2)}\n`,
  );

type Recorder = { source: string; record(): Promise<unknown[]> };
type Started = { url: string; close(): Promise<void> };

/** Upstreams start once, and only when a fixture being recorded needs them. */
const started = new Map<string, Promise<Started>>();
function upstream(name: string, start: () => Promise<Started>) {
  if (!started.has(name)) started.set(name, start());
  return started.get(name) as Promise<Started>;
}
const sample = () =>
  upstream('sample', () =>
    startSampleUpstream({ size: { customers: 300, products: 300, contacts: 10, orders: 10 } }),
  );
const withPost = [
  ...cases,
  { ...cases[3], name: 'text entries by POST', method: 'POST' as const },
  freeTextCases.fields,
  freeTextCases.anywhere,
];

const recorders: Record<string, Recorder> = {
  default: {
    source: 'sample upstream, default convention',
    record: async () => {
      const { url } = await sample();
      return record(defaultAdapter, withPost, (e) => `${url}/open/api/${e}`);
    },
  },
  fusion: {
    source: 'sample upstream, fusion convention',
    record: async () => {
      const { url } = await sample();
      return record(
        fusionAdapter,
        [...cases, freeTextCases.fields],
        (e) => `${url}/open/fusion/11.13.18.05/${e}`,
      );
    },
  },
  jsonserver: {
    source: 'json-server 0.17.4',
    record: async () => {
      const jsonServer = await upstream('json-server', () => startJsonServer(sampleTables()));
      return record(jsonServerAdapter, [...cases, freeTextCases.anywhere], (e) => `${jsonServer.url}/${e}`);
    },
  },
  'rest-django-rest-framework': {
    source: 'Django REST framework 3.14 (Debian), preset django-rest-framework',
    record: async () => {
      const drf = await upstream('drf', () => startDjangoRestFramework(sampleTables()));
      const adapter = createRestAdapter(resolveRestConvention({ preset: 'django-rest-framework' }));
      return record(adapter, [...cases, freeTextCases.anywhere], (e) => `${drf.url}/${e}`);
    },
  },
};

// node apps/server/test/proxy/record-fixtures.ts [fixture ...]: the named ones, else all.
const wanted = process.argv.slice(2);
try {
  for (const [name, recorder] of Object.entries(recorders)) {
    if (wanted.length === 0 || wanted.includes(name)) save(name, recorder.source, await recorder.record());
  }
} finally {
  for (const running of started.values()) await (await running).close();
}
