import { allCapabilities, type Endpoint, type Server } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf } from './build-server-update';
import {
  credentialHeadersDroppedBy,
  endpointSecretsDroppedBy,
  secretsDroppedBy,
} from './secrets-follow-origin';

const server: Server = {
  uuid: 'server-1',
  name: 'ERP',
  settings: {
    url: 'https://erp.example.com/api/',
    adapter: 'default',
    authType: 'auth2ropasswordcredentias',
    auth: {
      username: 'svc',
      password: '',
      clientid: 'portal',
      secret: '',
      scope: '',
      tokenurl: 'https://id.example.com/token',
    },
    authSet: { password: true, secret: true },
    credentialHeadersSet: [],
  },
  authLastUpdated: 1,
  plainHttpAllowed: false,
  capabilities: allCapabilities,
};

describe('whether a change of address drops the stored secrets', () => {
  it('does for another host of the server or of the token URL', () => {
    const values = formValuesOf(server);
    expect(secretsDroppedBy({ ...values, url: 'https://evil.example/api/' }, server)).toBe(true);
    const token = { ...values.auth, tokenurl: 'https://evil.example/token' };
    expect(secretsDroppedBy({ ...values, auth: token }, server)).toBe(true);
  });

  it('does not for another path, nor when nothing is stored or nothing will be sent', () => {
    const values = formValuesOf(server);
    expect(secretsDroppedBy({ ...values, url: 'https://erp.example.com/v2/' }, server)).toBe(false);
    expect(secretsDroppedBy({ ...values, url: 'https://evil.example/', authType: 'none' }, server)).toBe(
      false,
    );
    const nothingStored = {
      ...server,
      settings: { ...server.settings, authSet: { password: false, secret: false } },
    };
    expect(secretsDroppedBy({ ...values, url: 'https://evil.example/' }, nothingStored)).toBe(false);
  });
});

describe("whether a change of address clears the endpoints' secret values", () => {
  const endpoint = (headers: Endpoint['settings']['headers']): Endpoint => ({
    uuid: 'endpoint-1',
    name: 'Customers',
    serverUuid: server.uuid,
    settings: { url: 'customers', method: 'GET', response: 'list', params: [], bodyParams: [], headers },
  });
  const withKey = [endpoint([{ name: 'X-Api-Key', secret: true }])];

  it('does for another host when an endpoint holds a secret value, whatever the server stores', () => {
    const values = { ...formValuesOf(server), authType: 'none' as const, url: 'https://evil.example/api/' };
    expect(endpointSecretsDroppedBy(values, server, withKey)).toBe(true);
  });

  it('does not for another path, for endpoints without secret values, or before they load', () => {
    const values = formValuesOf(server);
    expect(endpointSecretsDroppedBy({ ...values, url: 'https://erp.example.com/v2/' }, server, withKey)).toBe(
      false,
    );
    const moved = { ...values, url: 'https://evil.example/api/' };
    expect(endpointSecretsDroppedBy(moved, server, [endpoint([{ name: 'Accept', value: 'x' }])])).toBe(false);
    expect(endpointSecretsDroppedBy(moved, server, undefined)).toBe(false);
  });
});

describe('whether a change of address drops the values of fixed credential headers', () => {
  const withHeader: Server = {
    ...server,
    settings: { ...server.settings, credentialHeadersSet: ['Authorization'] },
  };

  it('does for another host when one is stored, not for another path', () => {
    const values = formValuesOf(withHeader);
    expect(credentialHeadersDroppedBy({ ...values, url: 'https://evil.example/api/' }, withHeader)).toBe(
      true,
    );
    expect(credentialHeadersDroppedBy({ ...values, url: 'https://erp.example.com/v2/' }, withHeader)).toBe(
      false,
    );
    expect(credentialHeadersDroppedBy({ ...values, url: 'https://evil.example/api/' }, server)).toBe(false);
  });
});
