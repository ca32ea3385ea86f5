import { mainDatasetName } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatasetLoader } from '../features/detail-view/api/fetch-dataset';
import { resolveRequest } from '../features/detail-view/engine/resolve-request';
import { navigationAhead } from './navigation-ahead';

const detail = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const endpoint = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const view = {
  uuid: detail,
  type: 'detail',
  name: 'Customer',
  metacontent: { title: { dataset: 'main', field: 'name' }, contextual: [], panels: [] },
  metadata: {
    server: 's',
    endpoint,
    datasets: [
      {
        name: mainDatasetName,
        datasetType: 'record',
        server: 's',
        endpoint,
        variables: [{ name: 'customerId' }],
      },
    ],
  },
};

type Call = { method: string; path: string; body: unknown };

/** The portal as the browser would reach it: the detail view, and a customer for any proxy call. */
function portal() {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    calls.push({
      method: init.method ?? 'GET',
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = path.startsWith('/api/views/') ? view : { status: 200, data: { id: 7, name: 'Ann' } };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const link = `/user/detail/${detail}?vars=${encodeURIComponent(JSON.stringify({ customerId: 7 }))}`;

describe('navigation ahead of a click on a detail link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the screen and the view when the link is seen, and asks for nothing else', async () => {
    const calls = portal();
    const preload = vi.fn(() => Promise.resolve());
    navigationAhead(new QueryClient(), preload)(`http://localhost${link}`, 'idle');
    await settle();
    expect(preload).toHaveBeenCalledOnce();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /api/views/${detail}`]);
  });

  it('asks for the main record as the link is pressed, naming the page and dataset, under the key the page asks with', async () => {
    const calls = portal();
    const queryClient = new QueryClient();
    const prepare = navigationAhead(queryClient, () => Promise.resolve());
    prepare(link, 'idle');
    await settle();
    prepare(link, 'intent');
    await settle();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/views/${detail}`,
      'POST /api/proxy',
    ]);
    expect(calls[1].body).toEqual({
      uuid: endpoint,
      view: detail,
      dataset: 'main',
      urlVariables: { customerId: 7 },
    });
    // The page's dataset engine, asking for main, gets the answer already there and calls nothing.
    const load = createDatasetLoader(queryClient);
    const main = resolveRequest(
      view.metadata.datasets[0] as never,
      () => undefined,
      { customerId: 7 },
      detail,
    );
    if (main.kind !== 'ready') throw new Error('main is not ready');
    const answer = await load(main.request, { signal: new AbortController().signal, fresh: false });
    expect(answer).toEqual({ id: 7, name: 'Ann' });
    expect(calls).toHaveLength(2);
  });

  it('leaves links to other screens and detail links without readable vars alone', async () => {
    const calls = portal();
    const preload = vi.fn(() => Promise.resolve());
    const prepare = navigationAhead(new QueryClient(), preload);
    prepare('/user/search/abc', 'intent');
    prepare(`/user/detail/${detail}?vars=not-json`, 'intent');
    await settle();
    expect(preload).toHaveBeenCalledOnce();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /api/views/${detail}`]);
  });
});
