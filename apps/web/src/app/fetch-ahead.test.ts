// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { fetchAhead } from './fetch-ahead';

const searchPage = { pathname: '/user/search/view-1', search: '' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

// The hint cookie the server sets beside the session (lib/signed-in-hint), as the browser holds it.
const setHint = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = value;
};

afterEach(() => {
  setHint('portal_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
});

describe('asking ahead for a search page opened directly', () => {
  it('asks nothing of a visitor without a session (no 401 in the console)', async () => {
    const api = fakeApi(() => ({ status: 401, body: { code: 'unauthorized', message: 'Signed out.' } }));
    fetchAhead(new QueryClient(), searchPage);
    await settle();
    expect(api.calls).toEqual([]);
  });

  it('asks for the session and the view when the browser may be signed in', async () => {
    setHint('portal_signed_in=1; path=/');
    const api = fakeApi((call) =>
      call.method === 'POST' ? { body: null } : { body: { uuid: 'view-1', type: 'detail' } },
    );
    fetchAhead(new QueryClient({ defaultOptions: { queries: { retry: false } } }), searchPage);
    await settle();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /api/vt', 'GET /api/views/view-1']),
    );
  });
});
