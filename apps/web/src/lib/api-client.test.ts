import { describe, expect, it } from 'vitest';
import { ApiError, buildRequestInit, messageOf } from './api-client';

describe('main JSON client requests', () => {
  it('marks every call with X-Requested-With, so that GET /api/logout passes the CSRF check', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      expect(buildRequestInit(method, undefined).headers).toMatchObject({
        'x-requested-with': 'XMLHttpRequest',
      });
    }
  });

  it('sends a JSON content type only when there is a body', () => {
    expect(buildRequestInit('POST', { a: 1 })).toMatchObject({
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(buildRequestInit('POST', undefined).headers).not.toHaveProperty('content-type');
  });

  it('sends cookies to the same origin only', () => {
    expect(buildRequestInit('GET', undefined).credentials).toBe('same-origin');
  });
});

describe('error messages shown to the user', () => {
  it('prefers the message the server sent', () => {
    const error = new ApiError(400, 'conflict', 'x', 'This email is already registered.');
    expect(messageOf(error, 'fallback')).toBe('This email is already registered.');
  });

  it('uses the fallback when the call itself failed', () => {
    expect(messageOf(new ApiError(0, 'network', 'unreachable'), 'fallback')).toBe('fallback');
    expect(messageOf(new TypeError('boom'), 'fallback')).toBe('fallback');
  });
});
