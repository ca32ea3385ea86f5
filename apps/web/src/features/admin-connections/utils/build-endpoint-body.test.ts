import { defaultCacheSeconds, type Endpoint, messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildEndpointUpdate, draftOf, type EndpointDraft } from './build-endpoint-body';

const draft = (change: Partial<EndpointDraft>): EndpointDraft => ({
  method: 'GET',
  response: 'list',
  cacheSeconds: defaultCacheSeconds,
  params: [],
  bodyParams: [],
  headers: [],
  name: 'Orders',
  url: '/customers/$(id)/orders',
  ...change,
});

describe('building endpoint bodies', () => {
  it('needs a name and a URL on update', () => {
    expect(buildEndpointUpdate(draft({ name: '' }))).toEqual({
      ok: false,
      errors: { name: messages.endpointNameRequired },
    });
    expect(buildEndpointUpdate(draft({ name: '', url: '/' }))).toEqual({
      ok: false,
      errors: { name: messages.endpointNameRequired, url: messages.endpointUrlRequired },
    });
  });

  it('needs a name on every param, body param and header, and says so on the row', () => {
    const blank = (key: string) => [{ key, name: ' ', value: 'x' }];
    expect(
      buildEndpointUpdate(draft({ params: blank('p'), bodyParams: blank('b'), headers: blank('h') })),
    ).toEqual({
      ok: false,
      errors: {
        p: messages.paramNameRequired,
        b: messages.paramNameRequired,
        h: messages.headerNameRequired,
      },
    });
  });

  it('sends a blank fixed value as no fixed value', () => {
    const params = [
      { key: 'a', name: 'status', value: '' },
      { key: 'b', name: 'region', value: 'EU' },
    ];
    const result = buildEndpointUpdate(draft({ params }));
    expect(result.ok && result.body.settings.params).toEqual([
      { name: 'status', value: undefined },
      { name: 'region', value: 'EU' },
    ]);
  });

  it('marks secret values, and sends a stored secret left blank as the mark alone', () => {
    const headers = [
      { key: 'a', name: 'X-Api-Key', value: '', secret: true, stored: true },
      { key: 'b', name: 'X-Token', value: 'new-token', secret: true },
      { key: 'c', name: 'X-Old', value: '', secret: false, stored: true },
    ];
    const result = buildEndpointUpdate(draft({ headers }));
    expect(result.ok && result.body.settings.headers).toEqual([
      { name: 'X-Api-Key', value: undefined, secret: true },
      { name: 'X-Token', value: 'new-token', secret: true },
      { name: 'X-Old', value: undefined },
    ]);
  });

  it('reads a stored secret as a marked row with a blank value', () => {
    const endpoint = {
      uuid: 'e',
      name: 'Orders',
      serverUuid: 's',
      settings: {
        url: 'orders',
        method: 'GET' as const,
        response: 'list' as const,
        params: [],
        bodyParams: [],
        headers: [{ name: 'X-Api-Key', secret: true }],
      },
    };
    expect(draftOf(endpoint).headers).toMatchObject([
      { name: 'X-Api-Key', value: '', secret: true, stored: true },
    ]);
  });

  it('shows an endpoint that does not say how long answers are cached as 5 minutes, and saves the choice', () => {
    const endpoint: Endpoint = {
      uuid: 'e',
      name: 'Orders',
      serverUuid: 's',
      settings: { url: 'orders', method: 'GET', response: 'list', params: [], bodyParams: [], headers: [] },
    };
    expect(draftOf(endpoint).cacheSeconds).toBe(defaultCacheSeconds);
    expect(draftOf({ ...endpoint, settings: { ...endpoint.settings, cacheSeconds: 0 } }).cacheSeconds).toBe(
      0,
    );
    const result = buildEndpointUpdate({ ...draftOf(endpoint), cacheSeconds: 3_600 });
    expect(result.ok && result.body.settings.cacheSeconds).toBe(3_600);
  });
});
