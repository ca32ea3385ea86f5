import { allCapabilities, messages, type Server } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { blankAuth, buildServerUpdate, formValuesOf, type ServerFormValues } from './build-server-update';

function serverWith(authType: Server['settings']['authType'], stored = false): Server {
  return {
    uuid: 'server-1',
    name: 'Sales',
    settings: {
      url: 'https://sales.example/',
      adapter: 'default',
      authType,
      auth: {
        ...blankAuth,
        clientauth: 'basic',
        username: stored ? 'demo' : '',
        password: '',
        secret: '',
        clientSecret: '',
      },
      authSet: { password: stored, secret: stored },
      credentialHeadersSet: [],
    },
    authLastUpdated: null,
    plainHttpAllowed: false,
    capabilities: allCapabilities,
  };
}

const values = (server: Server, change: Partial<ServerFormValues> = {}): ServerFormValues => ({
  ...formValuesOf(server),
  ...change,
});

describe('building the server update', () => {
  it('adds the trailing slash to the URL', () => {
    const result = buildServerUpdate(
      values(serverWith('none'), { url: 'https://sales.example/api' }),
      serverWith('none'),
    );
    expect(result).toMatchObject({ ok: true, body: { settings: { url: 'https://sales.example/api/' } } });
  });

  it('needs a name and a valid URL', () => {
    const server = serverWith('none');
    expect(buildServerUpdate(values(server, { name: '' }), server)).toEqual({
      ok: false,
      errors: { name: messages.allFieldsRequired },
    });
    expect(buildServerUpdate(values(server, { url: 'sales' }), server)).toEqual({
      ok: false,
      errors: { url: messages.invalidServerUrl },
    });
  });

  it('asks for credentials when the type needs them and none are stored', () => {
    const server = serverWith('none');
    expect(buildServerUpdate(values(server, { authType: 'basic' }), server)).toEqual({
      ok: false,
      errors: { editCredentials: messages.usernamePasswordRequired },
    });
  });

  it('sends the auth empty when credentials are not being edited', () => {
    const server = serverWith('basic', true);
    const result = buildServerUpdate(values(server), server);
    expect(result).toMatchObject({ ok: true, body: { settings: { auth: {} }, editCredentials: false } });
  });

  it('asks for username and password for basic auth when none is stored', () => {
    const server = serverWith('none');
    const form = values(server, {
      authType: 'basic',
      editCredentials: true,
      auth: { ...blankAuth, username: 'u' },
    });
    expect(buildServerUpdate(form, server)).toEqual({
      ok: false,
      errors: { password: messages.usernamePasswordRequired },
    });
  });

  it('keeps a stored password when its field is left blank', () => {
    const server = serverWith('basic', true);
    const form = values(server, { editCredentials: true });
    expect(buildServerUpdate(form, server)).toMatchObject({
      ok: true,
      body: { settings: { auth: { username: 'demo', password: '' } }, editCredentials: true },
    });
  });

  it('sends only username and password for basic auth', () => {
    const server = serverWith('none');
    const auth = { ...blankAuth, username: 'u', password: 'p', clientid: 'c' };
    const result = buildServerUpdate(
      values(server, { authType: 'basic', editCredentials: true, auth }),
      server,
    );
    expect(result.ok && result.body.settings.auth).toEqual({ username: 'u', password: 'p' });
  });

  it('asks for client id, secret and a valid token URL for the password grant', () => {
    const server = serverWith('none');
    const base = { authType: 'auth2ropasswordcredentias' as const, editCredentials: true };
    const auth = { ...blankAuth, username: 'u', password: 'p' };
    expect(buildServerUpdate(values(server, { ...base, auth }), server)).toEqual({
      ok: false,
      errors: {
        clientid: messages.oauthFieldsRequired,
        secret: messages.oauthFieldsRequired,
        tokenurl: messages.oauthFieldsRequired,
      },
    });
    const badUrl = { ...auth, clientid: 'c', secret: 's', tokenurl: 'token' };
    expect(buildServerUpdate(values(server, { ...base, auth: badUrl }), server)).toEqual({
      ok: false,
      errors: { tokenurl: messages.invalidTokenUrl },
    });
    const full = { ...badUrl, tokenurl: 'https://sales.example/oauth/token', scope: 'read' };
    const sent = {
      username: 'u',
      password: 'p',
      clientid: 'c',
      secret: 's',
      scope: 'read',
      tokenurl: full.tokenurl,
    };
    expect(buildServerUpdate(values(server, { ...base, auth: full }), server)).toMatchObject({
      ok: true,
      body: { settings: { authType: 'auth2ropasswordcredentias', auth: sent }, editCredentials: true },
    });
  });
});

describe('moving a server with stored secrets to another host', () => {
  it('asks for the password again, even when credentials are not being edited', () => {
    const server = serverWith('basic', true);
    const moved = values(server, { url: 'https://elsewhere.example/' });
    expect(buildServerUpdate(moved, server)).toEqual({
      ok: false,
      errors: { password: messages.reenterSecretsForNewOrigin },
    });
    const retyped = values(server, {
      url: 'https://elsewhere.example/',
      auth: { ...blankAuth, username: 'demo', password: 'typed again' },
    });
    expect(buildServerUpdate(retyped, server)).toMatchObject({
      ok: true,
      body: { settings: { auth: { username: 'demo', password: 'typed again' } }, editCredentials: true },
    });
  });

  it('asks for the authorization server of a per-person server, and sends only its fields', () => {
    const server = serverWith('none');
    const base = { authType: 'oauth2-user' as const, editCredentials: true };
    expect(buildServerUpdate(values(server, { ...base, auth: blankAuth }), server)).toEqual({
      ok: false,
      errors: {
        authorizeUrl: messages.authorizeUrlRequired,
        tokenUrl: messages.authorizeUrlRequired,
        clientId: messages.authorizeUrlRequired,
        clientSecret: messages.authorizeUrlRequired,
      },
    });
    const auth = {
      ...blankAuth,
      authorizeUrl: 'https://id.example/authorize',
      tokenUrl: 'token',
      clientId: 'portal',
      clientSecret: 'secret',
      scopes: 'orders offline_access',
    };
    expect(buildServerUpdate(values(server, { ...base, auth }), server)).toEqual({
      ok: false,
      errors: { tokenUrl: messages.invalidTokenUrl },
    });
    const good = { ...auth, tokenUrl: 'https://id.example/token' };
    expect(buildServerUpdate(values(server, { ...base, auth: good }), server)).toMatchObject({
      ok: true,
      body: {
        settings: {
          authType: 'oauth2-user',
          auth: {
            authorizeUrl: good.authorizeUrl,
            tokenUrl: good.tokenUrl,
            revokeUrl: '',
            clientId: 'portal',
            clientSecret: 'secret',
            scopes: 'orders offline_access',
            audience: '',
          },
        },
      },
    });
    const signIn = buildServerUpdate(
      values(server, { authType: 'sign-in-token', editCredentials: false }),
      server,
    );
    expect(signIn).toMatchObject({ ok: true, body: { settings: { authType: 'sign-in-token' } } });
  });
});
