import type { RestSettings } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEngine,
  dataOf,
  endpointFor,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';
import { describeRestConformance } from '../../../test/proxy/rest-conformance.ts';
import { compareCodePoints } from '../../../test/proxy/rows-match-query.ts';
import { sampleTables } from '../../../test/proxy/sample-tables.ts';
import {
  type DjangoRestFramework,
  drfCursorSettings,
  startDjangoRestFramework,
} from '../../../test/proxy/start-django-rest-framework.ts';
import type { ProxyServer } from './proxy-types.ts';

describeRestConformance('Django REST framework 3 (Django, SQLite, django-filter)', {
  start: startDjangoRestFramework,
  rest: { preset: 'django-rest-framework' },
  contains: true,
  freeText: true,
});

describe('Django REST framework CursorPagination through the rest adapter', () => {
  const db = sampleTables(60, 1);
  const engine = createTestEngine();
  let upstream: DjangoRestFramework;
  let server: ProxyServer & { rest: RestSettings };
  beforeAll(async () => {
    upstream = await startDjangoRestFramework(db);
    server = { ...serverAt(`${upstream.url}/cursor`, 'rest'), rest: drfCursorSettings };
  });
  afterAll(async () => {
    await engine.close();
    await upstream?.close();
  });

  async function walk(params: Record<string, unknown>) {
    const endpoint = endpointFor('customers');
    const rows: Record<string, unknown>[] = [];
    const upstreamRequests: number[] = [];
    let hasMore = true;
    for (let offset = 0; hasMore; offset += 7) {
      const before = upstream.requests.length;
      const result = dataOf(
        await engine.call(inputFor(server, endpoint, { params: { ...params, offset, limit: 7 } })),
      );
      upstreamRequests.push(upstream.requests.length - before);
      expect(result.totalResults).toBeNull();
      expect(result.offset).toBe(offset);
      rows.push(...result.value);
      hasMore = result.hasMore;
      expect(offset).toBeLessThan(db.customers.length);
    }
    return { rows, upstreamRequests };
  }

  it('pages through every row once, each page one upstream request that follows the next link', async () => {
    const { rows, upstreamRequests } = await walk({});
    expect(rows.map((row) => row.id)).toEqual(db.customers.map((row) => row.id));
    expect(upstreamRequests).toEqual(Array(Math.ceil(db.customers.length / 7)).fill(1));
    expect(upstream.requests.filter((line) => line.includes('cursor='))).toHaveLength(
      upstreamRequests.length - 1,
    );
  });

  it('keeps the sort on every page the cursor leads to', async () => {
    const { rows } = await walk({ orderBy: 'name', sort: 'desc' });
    const names = db.customers
      .map((row) => row.name)
      .sort(compareCodePoints)
      .reverse();
    expect(rows.map((row) => row.name)).toEqual(names);
  });
});
