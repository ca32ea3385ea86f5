import { restSettings } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, endpointFor, inputFor, serverAt } from '../../../test/proxy/engine-fixtures.ts';
import { sampleTables } from '../../../test/proxy/sample-tables.ts';
import { startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';
import { startJsonServer1 } from '../../../test/proxy/start-json-server-1.ts';

describe('the endpoint tester shows what the portal understood of a rest answer', () => {
  const db = sampleTables(23, 5);
  const engine = createTestEngine();
  let upstream: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    upstream = await startJsonServer1(db);
  });
  afterAll(async () => {
    await engine.close();
    await upstream.close();
  });
  const server = (rest: object = { preset: 'json-server-1' }) => ({
    ...serverAt(upstream.url, 'rest'),
    rest: restSettings.parse(rest),
  });

  it('a list page of json-server 1.x: its rows, the total, and what the next page sends', async () => {
    const result = await engine.test(
      inputFor(server(), endpointFor('customers'), { params: { offset: 0, limit: 10 } }),
    );
    expect(result.status).toBe(200);
    expect(result.understood).toMatchObject({
      kind: 'list',
      rows: 10,
      total: 23,
      hasMore: true,
      next: '_page=2',
    });
    if (result.understood?.kind !== 'list') throw new Error('expected a list');
    expect(result.understood.sample).toHaveLength(10);
    expect(result.understood.sample[0]).toMatchObject({ id: String(db.customers[0].id) });
  });

  it('the last page has no next page', async () => {
    const result = await engine.test(
      inputFor(server(), endpointFor('customers'), { params: { offset: 20, limit: 10 } }),
    );
    expect(result.understood).toMatchObject({ kind: 'list', rows: 3, total: 23, hasMore: false, next: null });
  });

  it('a record answer is read where the conventions say', async () => {
    const id = String(db.customers[4].id);
    const result = await engine.test(
      inputFor(server(), endpointFor(`customers/${id}`, { response: 'record' })),
    );
    expect(result.understood).toMatchObject({ kind: 'record', sample: [{ id }] });
  });

  it('an answer that does not fit the conventions is explained, the raw answer still shown', async () => {
    const result = await engine.test(
      inputFor(server({ preset: 'json-server-1', rows: 'items' }), endpointFor('customers')),
    );
    expect(result.status).toBe(200);
    expect(result.body).toContain('"data"');
    expect(result.understood).toEqual({
      kind: 'misfit',
      message:
        "The data server's answer does not fit its conventions: expected the list of rows at 'items', found the number 23.",
    });
  });

  it('a cursor from the Link header is shown as the URL the next page follows', async () => {
    const fake = await startFakeUpstream((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('link', `<${request.url?.split('?')[0]}?after=abc>; rel="next"`);
      response.end(JSON.stringify([{ id: 1, name: 'Ada' }]));
    });
    try {
      const rest = {
        preset: 'custom',
        rows: '',
        record: '',
        paging: { style: 'cursor', from: 'link', param: 'after' },
        total: 'none',
        query: {},
        headers: {},
      };
      const result = await engine.test(
        inputFor({ ...serverAt(fake.url, 'rest'), rest: restSettings.parse(rest) }, endpointFor('people')),
      );
      expect(result.understood).toMatchObject({
        kind: 'list',
        rows: 1,
        total: null,
        next: '/people?after=abc',
      });
    } finally {
      await fake.close();
    }
  });

  it('says nothing for the fixed adapters', async () => {
    const result = await engine.test(
      inputFor(serverAt(upstream.url, 'jsonserver'), endpointFor('customers')),
    );
    expect(result.understood).toBeUndefined();
  });
});
