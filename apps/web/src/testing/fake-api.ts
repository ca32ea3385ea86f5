import { afterEach, vi } from 'vitest';

/** A call the page made to the portal's API, as the server would receive it. */
export type ApiCall = { method: string; path: string; body: unknown };
/** The server's answer: a status (200 unless said) and a JSON body. */
export type ApiAnswer = { status?: number; body: unknown };

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Stands in for the portal's server at the network edge: every fetch of the page is recorded and
 * answered by `answer`; a call it does not know is answered 404, as the server would.
 */
export function fakeApi(answer: (call: ApiCall) => ApiAnswer | undefined) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call = {
      method: init.method ?? 'GET',
      path: url,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    const reply = answer(call) ?? { status: 404, body: { code: 'not_found', message: 'Not found.' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    /** The calls other than reads (the page's changes). */
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}
