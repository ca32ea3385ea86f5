import { messages, normalizedQuery } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { expectDocumentedRequest, oracleUnityRequests } from '../../../test/proxy/documented-requests.ts';
import { type RecordedCase, readFixture } from '../../../test/proxy/recorded-cases.ts';
import { oracleUnityAdapter } from './oracleunity-adapter.ts';

const query = (input: object) => normalizedQuery.parse(input);

describe('oracleunity adapter', () => {
  it("asks with Oracle's q, limit, offset and orderBy", () => {
    const request = oracleUnityAdapter.buildListRequest(
      query({
        offset: 4,
        limit: 2,
        textSearch: { fields: ['LastName'], values: ["d'angelo"] },
        customFilters: [
          { field: 'LifetimeValue', value: 10, valueRange: 20, isVisible: true, isVisibleRange: true },
        ],
        orderBy: 'LastName',
        sort: 'desc',
      }),
      { method: 'GET' },
    );
    expect(request.query).toEqual([
      ['q', "upper(LastName) LIKE '%D''ANGELO%' and LifetimeValue >= 10 and LifetimeValue <= 20"],
      ['limit', '2'],
      ['offset', '4'],
      ['totalResults', 'true'],
      ['orderBy', 'LastName:desc'],
    ]);
  });

  for (const recorded of readFixture('oracleunity').cases as RecordedCase[]) {
    it(`normalizes: ${recorded.name}`, () => {
      const page = oracleUnityAdapter.normalizeList(recorded.answer, query(recorded.query as object), {
        rowsPath: recorded.rowsPath,
      });
      const { count, ...totals } = recorded.expect!;
      expect(page).toMatchObject(totals);
      expect(page.value).toHaveLength(count);
    });
  }

  for (const recorded of (readFixture('oracleunity').cases as RecordedCase[]).filter(
    (entry) => entry.request,
  )) {
    it(`builds the request the upstream documents: ${recorded.name}`, () => {
      expectDocumentedRequest(oracleUnityAdapter, recorded, oracleUnityRequests);
    });
    it(`builds the recorded request: ${recorded.name}`, () => {
      const built = oracleUnityAdapter.buildListRequest(query(recorded.query as object), { method: 'GET' });
      expect(built).toEqual(recorded.request);
    });
  }

  it('writes exact matches as F = V with quotes doubled and LIKE wildcards left alone', () => {
    const request = oracleUnityAdapter.buildListRequest(
      query({ filters: [{ field: 'Code', value: "50%_d'x" }] }),
      { method: 'GET' },
    );
    expect(request.query[0]).toEqual(['q', "Code = '50%_d''x'"]);
  });

  it('refuses an answer whose configured rows path holds no list', () => {
    const answer = { status: 200, headers: {}, body: { data: { records: 'none' } } };
    expect(() => oracleUnityAdapter.normalizeList(answer, query({}), { rowsPath: 'data.records' })).toThrow(
      messages.upstreamNoRows,
    );
  });
});
