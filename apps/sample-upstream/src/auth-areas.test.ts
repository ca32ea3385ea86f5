import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCredentials } from './auth-gate.ts';
import { type SampleUpstream, startSampleUpstream } from './start-sample-upstream.ts';

let upstream: SampleUpstream;
beforeAll(async () => {
  upstream = await startSampleUpstream();
});
afterAll(() => upstream.close());

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const get = (path: string, authorization?: string) =>
  fetch(`${upstream.url}${path}`, { headers: authorization ? { authorization } : {} });
const requestToken = (form: Record<string, string>, client = basic('portal-demo', 'portal-demo-secret')) =>
  fetch(`${upstream.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: client },
    body: new URLSearchParams(form).toString(),
  });
const userForm = { grant_type: 'password', username: 'demo', password: 'demo-password', scope: 'read' };

describe('the sample upstream areas', () => {
  it('serves /open without credentials', async () => {
    expect((await get('/open/api/customers/1')).status).toBe(200);
  });

  it('serves /basic only with the documented user', async () => {
    const refused = await get('/basic/api/customers/1', basic('demo', 'wrong'));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('Basic');
    expect((await get('/basic/api/customers/1', basic('demo', defaultCredentials.password))).status).toBe(
      200,
    );
  });

  it('issues a bearer token for the password grant with Basic client auth, and /bearer accepts it', async () => {
    expect((await get('/bearer/api/customers/1')).status).toBe(401);
    const response = await requestToken(userForm);
    expect(response.status).toBe(200);
    const token = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read' });
    expect((await get('/bearer/api/customers/1', `Bearer ${token.access_token}`)).status).toBe(200);
    upstream.revokeTokens();
    expect((await get('/bearer/api/customers/1', `Bearer ${token.access_token}`)).status).toBe(401);
  });

  it('refuses a wrong client, a wrong user and another grant with OAuth2 errors', async () => {
    const wrongClient = await requestToken(userForm, basic('portal-demo', 'nope'));
    expect(wrongClient.status).toBe(401);
    expect(await wrongClient.json()).toMatchObject({ error: 'invalid_client' });
    const wrongUser = await requestToken({ ...userForm, password: 'nope' });
    expect(wrongUser.status).toBe(400);
    expect(await wrongUser.json()).toMatchObject({ error: 'invalid_grant' });
    const otherGrant = await requestToken({ grant_type: 'client_credentials' });
    expect(await otherGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('counts token requests', async () => {
    const before = upstream.stats.tokenRequests;
    await requestToken(userForm);
    expect(upstream.stats.tokenRequests).toBe(before + 1);
  });
});

describe('token lifetime', () => {
  it('stops accepting a token once it expires', async () => {
    const shortLived = await startSampleUpstream({ credentials: { tokenTtlSeconds: 1 } });
    try {
      const response = await fetch(`${shortLived.url}/oauth/token`, {
        method: 'POST',
        headers: { authorization: basic('portal-demo', 'portal-demo-secret') },
        body: new URLSearchParams(userForm).toString(),
      });
      const { access_token } = (await response.json()) as { access_token: string };
      const call = () =>
        fetch(`${shortLived.url}/bearer/api/products/1`, {
          headers: { authorization: `Bearer ${access_token}` },
        });
      expect((await call()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await call()).status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});
