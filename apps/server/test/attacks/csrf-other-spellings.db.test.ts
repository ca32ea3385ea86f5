import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addServer } from '../server-fixtures.ts';
import { apiHeaders, createTenant, createTestApp, type TestApp } from '../test-app.ts';

// Hole 2: the CSRF check looked at the raw URL, so a path that spells /api differently (percent
// encoding) reached the API handlers without the header, Origin and Sec-Fetch-Site checks.
const spellings = ['/%61pi', '/%61%70%69', '/ap%69', '/a%70i'];
// What a page of another site makes the browser send along with the user's cookie.
const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

describe('a page of another site acting with the signed-in user’s cookie', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const serverExists = async (cookie: string, id: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/servers/${id}`, headers: { cookie } })).statusCode ===
    200;

  it('cannot delete a server through any spelling of /api', async () => {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie);
    for (const prefix of spellings) {
      const response = await test.app.inject({
        method: 'DELETE',
        url: `${prefix}/servers/${server.uuid}`,
        headers: { cookie: user.cookie, ...crossSite },
      });
      expect(response.statusCode, prefix).toBe(403);
      expect(response.json()).toEqual({ code: 'csrf', message: messages.csrfRejected });
    }
    // A request without Origin or Sec-Fetch-Site (an older browser, a form) needs the header too.
    const bare = await test.app.inject({
      method: 'DELETE',
      url: `/%61pi/servers/${server.uuid}`,
      headers: { cookie: user.cookie },
    });
    expect(bare.statusCode).toBe(403);
    expect(await serverExists(user.cookie, server.uuid)).toBe(true);
  });

  it('cannot create anything with a form or text body, even with the header', async () => {
    const { user } = await createTenant(test);
    for (const [type, payload] of [
      ['text/plain', JSON.stringify({ name: 'Planted' })],
      ['application/x-www-form-urlencoded', 'name=Planted'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nP\r\n--x--',
      ],
    ]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/%61pi/groups',
        headers: { ...apiHeaders(user.cookie), 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ code: 'unsupported_media_type', message: messages.jsonRequired });
    }
    const groups = await test.app.inject({
      method: 'GET',
      url: '/api/groups',
      headers: { cookie: user.cookie },
    });
    expect(groups.json()).toEqual([]);
  });

  it('cannot sign the user out with GET /api/logout, whatever its spelling', async () => {
    const { user } = await createTenant(test);
    for (const url of ['/api/logout', '/%61pi/logout', '/ap%69/logout']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await test.app.inject({
          method,
          url,
          headers: { cookie: user.cookie, ...crossSite },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const topLevelLink = await test.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(topLevelLink.statusCode).toBe(403);
    const session = await test.app.inject({
      method: 'POST',
      url: '/api/vt',
      headers: apiHeaders(user.cookie),
    });
    expect(session.statusCode).toBe(200);
  });

  it("the portal's own pages still sign out, and delete with a JSON content type and no body", async () => {
    const { user } = await createTenant(test);
    const server = await addServer(test, user.cookie);
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/servers/${server.uuid}`,
      headers: {
        ...apiHeaders(user.cookie),
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.serverDeleted });
    const logout = await test.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { ...apiHeaders(user.cookie), 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(200);
    const session = await test.app.inject({
      method: 'POST',
      url: '/api/vt',
      headers: apiHeaders(user.cookie),
    });
    expect(session.statusCode).toBe(401);
  });
});
