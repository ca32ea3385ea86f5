import type { Server } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf } from './build-server-update';
import { secretsDroppedBy } from './secrets-follow-origin';

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
  },
  authLastUpdated: 1,
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
