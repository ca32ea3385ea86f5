import { messages, type RestSettings } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEngine,
  dataOf,
  endpointFor,
  failureOf,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { AppError } from '../../errors.ts';
import { createMemoryStore } from '../../shared-store/shared-store.ts';

// 23 rows served by a cursor API: ?after=<id>&size=<n>; the next page in the body or a Link header.
const rows = Array.from({ length: 23 }, (_, index) => ({ id: index + 1 }));
let upstream: FakeUpstream;
let foreignLink = false;

beforeAll(async () => {
  upstream = await startFakeUpstream((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream.test');
    const after = Number(url.searchParams.get('after') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 10);
    const page = rows.filter((row) => row.id > after).slice(0, size);
    const last = page.at(-1)?.id;
    const more = last !== undefined && last < rows.length;
    const next = more ? `/${url.pathname.slice(1)}?size=${size}&after=${last}` : undefined;
    if (url.pathname === '/linked') {
      const target = foreignLink ? `http://198.51.100.7${next}` : next;
      if (target) response.setHeader('link', `<${target}>; rel="next"`);
      return sendJson(response, 200, page);
    }
    sendJson(response, 200, { items: page, next: more ? String(last) : null });
  });
});
afterAll(() => upstream.close());

const bodyCursor: RestSettings = {
  preset: 'custom',
  rows: 'items',
  record: '',
  paging: { style: 'cursor', from: { body: 'next' }, param: 'after', limit: 'size' },
  total: 'none',
  query: {},
  headers: {},
};
const linkCursor: RestSettings = {
  ...bodyCursor,
  rows: '',
  paging: { style: 'cursor', from: 'link', param: 'after', limit: 'size' },
};

/** Two instances sharing one store, as two processes share Redis. */
function twoInstances() {
  const store = createMemoryStore();
  return [1, 2].map(() => createTestEngine({ store, cacheKeySecret: 'shared' }));
}

describe('cursor paging across instances', () => {
  for (const [name, settings, path] of [
    ['a body cursor', bodyCursor, 'items'],
    ['a Link header', linkCursor, 'linked'],
  ] as const) {
    it(`follows ${name}: each next offset is one upstream request, on whichever instance asks`, async () => {
      const engines = twoInstances();
      const server = { ...serverAt(upstream.url, 'rest'), rest: settings };
      const endpoint = endpointFor(path);
      const seen: number[] = [];
      let hasMore = true;
      for (let offset = 0, turn = 0; hasMore; offset += 10, turn += 1) {
        const before = upstream.requests.length;
        const result = dataOf(
          await engines[turn % 2].call(inputFor(server, endpoint, { params: { offset, limit: 10 } })),
        );
        expect(upstream.requests.length - before).toBe(1);
        seen.push(...result.value.map((row) => Number(row.id)));
        expect(result.totalResults).toBeNull();
        hasMore = result.hasMore;
      }
      expect(seen).toEqual(rows.map((row) => row.id));
      await Promise.all(engines.map((engine) => engine.close()));
    });
  }

  it('walks from the nearest remembered page when a page is opened out of order, and refuses beyond reach', async () => {
    const [engine] = twoInstances();
    const server = { ...serverAt(upstream.url, 'rest'), rest: bodyCursor };
    const endpoint = endpointFor('items');
    const before = upstream.requests.length;
    const third = dataOf(
      await engine.call(inputFor(server, endpoint, { params: { offset: 20, limit: 10 } })),
    );
    expect(third.value.map((row) => row.id)).toEqual([21, 22, 23]);
    expect(upstream.requests.length - before).toBe(3);
    const far = await failureOf(
      engine.call(inputFor(server, endpoint, { params: { offset: 120, limit: 10 } })),
    );
    expect(far.status).toBe(400);
    expect(far.message).toBe(messages.restCursorOutOfOrder);
    await engine.close();
  });

  it("counts each page of a walk against the caller's limits, and stops where they refuse", async () => {
    // Point 8 of the third pass: one call could make 11 upstream requests and counted once.
    const [engine] = twoInstances();
    const server = { ...serverAt(upstream.url, 'rest'), rest: bodyCursor };
    const endpoint = endpointFor('items');
    let counted = 0;
    const countExtraRequest = async () => {
      counted += 1;
    };
    const before = upstream.requests.length;
    const input = inputFor(server, endpoint, { params: { offset: 20, limit: 10 } });
    await engine.call({ ...input, countExtraRequest });
    expect(upstream.requests.length - before).toBe(3);
    expect(counted).toBe(2);

    const [other] = twoInstances();
    const refusing = async () => {
      throw new AppError('rate_limited', messages.proxyTooManyPerMinute);
    };
    const start = upstream.requests.length;
    const refused = await failureOf(other.call({ ...input, countExtraRequest: refusing }));
    expect(refused.message).toBe(messages.proxyTooManyPerMinute);
    expect(upstream.requests.length).toBe(start);
    await engine.close();
    await other.close();
  });

  it('never follows a next link to another origin', async () => {
    foreignLink = true;
    try {
      const [engine] = twoInstances();
      const server = { ...serverAt(upstream.url, 'rest'), rest: linkCursor };
      const endpoint = endpointFor('linked');
      expect(dataOf(await engine.call(inputFor(server, endpoint, { params: { limit: 10 } }))).hasMore).toBe(
        true,
      );
      const before = upstream.requests.length;
      const error = await failureOf(
        engine.call(inputFor(server, endpoint, { params: { offset: 10, limit: 10 } })),
      );
      expect(error.message).toBe(messages.restCursorForeignLink);
      expect(upstream.requests.length).toBe(before);
      await engine.close();
    } finally {
      foreignLink = false;
    }
  });

  it('keeps the cursors of one tenant from another', async () => {
    const [engine] = twoInstances();
    const server = { ...serverAt(upstream.url, 'rest'), rest: bodyCursor };
    const endpoint = endpointFor('items');
    await engine.call(inputFor(server, endpoint, { params: { limit: 10 } }, 'tenant-a'));
    const before = upstream.requests.length;
    await engine.call(inputFor(server, endpoint, { params: { offset: 10, limit: 10 } }, 'tenant-b'));
    // Tenant b knows no cursor of its own, so it walks from its first page: two requests, not one.
    expect(upstream.requests.length - before).toBe(2);
    await engine.close();
  });
});
