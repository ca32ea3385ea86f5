import { describe, expect, it } from 'vitest';
import { ApiError, messageOf } from './api-client';
import { buildRequestInit, pathOf } from './api-request';

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

describe('addresses of the API document', () => {
  it('fills each path parameter, encoded as one path segment', () => {
    expect(pathOf('/api/views/{id}', { id: 'a/b c' })).toBe('/api/views/a%2Fb%20c');
    expect(pathOf('/api/views/{id}/saved-searches/{searchId}', { id: '1', searchId: '2' })).toBe(
      '/api/views/1/saved-searches/2',
    );
    expect(pathOf('/api/vt')).toBe('/api/vt');
  });
});
