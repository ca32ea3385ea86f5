import { afterEach, describe, expect, it } from 'vitest';
import { appStarts, forgetEarlyRequests, sendEarly, takeEarly } from './early-requests';

const answer = () => Promise.resolve(new Response('{}'));

describe('early requests', () => {
  afterEach(() => {
    forgetEarlyRequests();
    delete (globalThis as { portalEarlyRequests?: unknown }).portalEarlyRequests;
  });

  it('gives an early answer to the same request once', async () => {
    const response = answer();
    sendEarly(async (keep) => keep('POST', '/api/proxy', { uuid: 'e', params: { offset: 0 } }, response));
    await appStarts();
    expect(takeEarly('POST', '/api/proxy', { uuid: 'e', params: { offset: 0 } })).toBe(response);
    expect(takeEarly('POST', '/api/proxy', { uuid: 'e', params: { offset: 0 } })).toBeUndefined();
  });

  it('does not answer a different method, path or body', () => {
    sendEarly(async (keep) => keep('GET', '/api/views/a', undefined, answer()));
    expect(takeEarly('POST', '/api/views/a')).toBeUndefined();
    expect(takeEarly('GET', '/api/views/b')).toBeUndefined();
    expect(takeEarly('GET', '/api/views/a', {})).toBeUndefined();
    expect(takeEarly('GET', '/api/views/a')).toBeDefined();
  });

  it('lets the app wait until the early script has sent everything', async () => {
    let sendRows = () => {};
    sendEarly(async (keep) => {
      await new Promise<void>((resolve) => {
        sendRows = resolve;
      });
      keep('POST', '/api/proxy', {}, answer());
    });
    const sent = appStarts();
    expect(takeEarly('POST', '/api/proxy', {})).toBeUndefined();
    sendRows();
    await sent;
    expect(takeEarly('POST', '/api/proxy', {})).toBeDefined();
  });

  it('sends nothing once the app has started, and forgets what nobody took', async () => {
    sendEarly(async (keep) => keep('POST', '/api/vt', undefined, answer()));
    await appStarts();
    sendEarly(async (keep) => keep('GET', '/api/views/a', undefined, answer()));
    expect(takeEarly('GET', '/api/views/a')).toBeUndefined();
    forgetEarlyRequests();
    expect(takeEarly('POST', '/api/vt')).toBeUndefined();
  });
});
