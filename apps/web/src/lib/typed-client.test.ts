import { csrfHeader } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, client, ok, publicClient } from './api-client';
import { pathOf } from './api-request';
import { forgetEarlyRequests, sendEarly } from './early-requests';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetEarlyRequests();
    delete (globalThis as { portalEarlyRequests?: unknown }).portalEarlyRequests;
  });

  it('sends the CSRF header, the JSON body and the path the document names, and answers the data', async () => {
    const fetched = vi.fn(async (_path: string, _init: RequestInit) =>
      json(200, { uuid: 'g1', name: 'Sales' }),
    );
    vi.stubGlobal('fetch', fetched);
    const group = await ok(client.POST('/api/groups', { body: { name: 'Sales' } }));
    expect(group).toEqual({ uuid: 'g1', name: 'Sales' });
    const [path, init] = fetched.mock.calls[0];
    expect(path).toBe('/api/groups');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Sales"}');
    expect(init.headers).toMatchObject({
      [csrfHeader.name]: csrfHeader.value,
      'content-type': 'application/json',
    });
  });

  it("throws a refusal as an ApiError with the server's code, message and field", async () => {
    vi.stubGlobal('fetch', async () => json(409, { code: 'conflict', message: 'Taken.', field: 'name' }));
    const refusal = await ok(publicClient.POST('/api/groups', { body: { name: 'Sales' } })).catch(
      (error) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, code: 'conflict', serverMessage: 'Taken.', field: 'name' });
  });

  it('says when the server could not be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const failure = await ok(publicClient.POST('/api/vt')).catch((error) => error);
    expect(failure).toMatchObject({ status: 0, code: 'network' });
  });

  it("takes up the early script's answer to the same call instead of asking again", async () => {
    const fetched = vi.fn(async () => json(200, { uuid: 'other' }));
    vi.stubGlobal('fetch', fetched);
    const early = Promise.resolve(json(200, { uuid: 'v 1', name: 'Orders' }));
    sendEarly(async (keep) => keep('GET', pathOf('/api/views/{id}', { id: 'v 1' }), undefined, early));
    const view = await ok(client.GET('/api/views/{id}', { params: { path: { id: 'v 1' } } }));
    expect(view).toMatchObject({ uuid: 'v 1', name: 'Orders' });
    expect(fetched).not.toHaveBeenCalled();
    await ok(client.GET('/api/views/{id}', { params: { path: { id: 'v 1' } } }));
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
