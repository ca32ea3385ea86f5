import { readFileSync } from 'node:fs';
import { normalizedQuery } from '@portal/contracts';
import { expect, it } from 'vitest';
import type {
  ProxyAdapter,
  RequestAdditions,
  UpstreamAnswer,
} from '../../src/proxy/adapters/adapter-types.ts';
import { type DocumentedRequests, expectDocumentedRequest } from './documented-requests.ts';
import { isSorted, whyRowFails } from './rows-match-query.ts';

export type RecordedCase = {
  name: string;
  method: 'GET' | 'POST';
  query: unknown;
  rowsPath?: string;
  request?: RequestAdditions;
  answer: UpstreamAnswer;
  expect?: { offset: number; limit: number; totalResults: number | null; hasMore: boolean; count: number };
};

export function readFixture<T = { source: string; cases: RecordedCase[] }>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

type Options = {
  /** The total the upstream reported in the recorded answer. */
  totalOf(answer: UpstreamAnswer): number;
  compare(a: unknown, b: unknown): number;
  freeTextOverAllFields?: boolean;
  /** The request of each case as the upstream documents it, written by hand (documented-requests.ts). */
  documented: DocumentedRequests;
};

/**
 * For each answer recorded from a real upstream: the adapter builds the request the upstream
 * documents for the case (written by hand, so a wrong request fails even after a new recording),
 * still exactly the request that was recorded, and what it normalizes satisfies the query
 * (filters, order, paging, totals).
 */
export function itNormalizesRecordedAnswers(adapter: ProxyAdapter, fixture: string, options: Options) {
  const { cases } = readFixture(fixture);
  it('has a documented request for every recorded case, and for no other', () => {
    expect(Object.keys(options.documented).sort()).toEqual(cases.map((recorded) => recorded.name).sort());
  });
  for (const recorded of cases) {
    it(`${recorded.name}: the request is the one the upstream documents`, () => {
      expectDocumentedRequest(adapter, recorded, options.documented);
    });
    it(`${recorded.name}: the request matches the recording and the rows satisfy the query`, () => {
      const query = normalizedQuery.parse(recorded.query);
      expect(adapter.buildListRequest(query, { method: recorded.method })).toEqual(recorded.request);
      const page = adapter.normalizeList(recorded.answer, query, {});
      const total = options.totalOf(recorded.answer);
      expect(page.offset).toBe(query.offset);
      expect(page.limit).toBe(query.limit);
      expect(page.totalResults).toBe(total);
      expect(page.value.length).toBe(Math.max(0, Math.min(query.limit, total - query.offset)));
      expect(page.hasMore).toBe(query.offset + page.value.length < total);
      for (const row of page.value as Record<string, unknown>[]) {
        expect(whyRowFails(row, query, options.freeTextOverAllFields)).toBeUndefined();
      }
      expect(isSorted(page.value as Record<string, unknown>[], query, options.compare)).toBe(true);
    });
  }
}
