import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../proxy/start-fake-upstream.ts';
import { addEndpoint, addServer, callApi } from '../server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';

// Finding 6 of the third pass: a malformed next-page link answered 500, in cursor paging (4
// variants) and in 'Detect' (8 variants, and an answer whose parts the reply schema refused). Each is
// now an upstream fault, 502, with a message that says what was wrong; and a next page that leaves
// the server's base path (on its own origin) is not followed either (point 8).

/** What the upstream answers for each case: a Link header and/or a body. */
type Answer = { link?: string; body: unknown };
const rows = [{ id: 1 }, { id: 2 }];
let answers: Record<string, Answer> = {};

describe('malformed next-page links and Detect samples', () => {
  let test: TestApp;
  let upstream: FakeUpstream;
  let admin: TestUser;

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) => {
      const name = new URL(request.url, 'http://upstream.test').pathname.split('/').at(-1) ?? '';
      const answer = answers[name] ?? { body: rows };
      sendJson(response, 200, answer.body, answer.link ? { link: answer.link } : {});
    });
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1' });
    ({ user: admin } = await createTenant(test, ['admin', 'designer']));
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
  });

  async function cursorServer(from: 'link' | { body: string }) {
    const server = await addServer(test, admin.cookie, {
      settings: {
        url: `${upstream.url}/api/`,
        adapter: 'rest',
        rest: {
          preset: 'custom',
          rows: from === 'link' ? '' : 'items',
          record: '',
          paging: { style: 'cursor', from, param: 'after' },
          total: 'none',
          query: {},
          headers: {},
        },
      },
    });
    return server.uuid;
  }

  /** The second page of a cursor-paged list whose first page names `link` as the next. */
  async function secondPage(serverId: string, name: string) {
    const endpoint = await addEndpoint(test, admin.cookie, serverId, {
      settings: { url: name, response: 'list' },
    });
    const call = (offset: number) =>
      callApi(test, admin.cookie, 'POST', '/api/proxy', {
        uuid: endpoint.uuid,
        params: { offset, limit: rows.length },
      });
    const first = await call(0);
    expect(first.statusCode, first.body).toBe(200);
    return call(rows.length);
  }

  it('answers 502 saying the next-page link is no address, whatever is wrong with it', async () => {
    const bad = [
      'http://[::1/x',
      'http://exa mple.com/api/x',
      `http://127.0.0.1:99999/api/x`,
      'ftp://127.0.0.1/api/x',
    ];
    const byLink = await cursorServer('link');
    const byBody = await cursorServer({ body: 'next' });
    const withCredentials = upstream.url.replace('http://', 'http://user:secret@');
    for (const [index, link] of [...bad, `${withCredentials}/api/x`].entries()) {
      answers = { [`link${index}`]: { link: `<${link}>; rel="next"`, body: rows } };
      const linked = await secondPage(byLink, `link${index}`);
      expect(linked.json(), link).toEqual({ code: 'upstream_invalid', message: messages.restCursorBadLink });
      expect(linked.statusCode).toBe(502);
      answers = { [`body${index}`]: { body: { items: rows, next: link } } };
      const inBody = await secondPage(byBody, `body${index}`);
      // A body's text that is not a URL is a token: only the ones that look like URLs are links.
      if (/^https?:\/\//.test(link)) {
        expect(inBody.json(), link).toEqual({
          code: 'upstream_invalid',
          message: messages.restCursorBadLink,
        });
        expect(inBody.statusCode).toBe(502);
      } else expect(inBody.statusCode, link).toBe(200);
    }
  });

  it("does not follow a next page outside the server's base path, on its own origin", async () => {
    const byLink = await cursorServer('link');
    answers = { escape: { link: `<${upstream.url}/admin/users?after=2>; rel="next"`, body: rows } };
    const before = upstream.requests.length;
    const answer = await secondPage(byLink, 'escape');
    expect(answer.json()).toEqual({ code: 'upstream_invalid', message: messages.restCursorOutsideBase });
    expect(upstream.requests.length - before).toBe(1);
    expect(upstream.requests.some((request) => request.url.startsWith('/admin'))).toBe(false);
  });

  it("answers 'Detect' 502 for a sample whose links are no addresses or whose names no path can hold", async () => {
    const serverId = (await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/api/` } }))
      .uuid;
    const samples: Record<string, { answer: Answer; message: string }> = {
      linkIpv6: {
        answer: { link: '<http://[::1/x>; rel="next"', body: rows },
        message: messages.restDetectBadLink,
      },
      linkSpace: {
        answer: { link: '<http://exa mple.com/>; rel="next"', body: rows },
        message: messages.restDetectBadLink,
      },
      linkPort: {
        answer: { link: '<http://h:99999/>; rel="next"', body: rows },
        message: messages.restDetectBadLink,
      },
      linkHost: {
        answer: { link: '<http://%zz/>; rel="next"', body: rows },
        message: messages.restDetectBadLink,
      },
      bodyIpv6: {
        answer: { body: { data: rows, next: 'http://[::1/x' } },
        message: messages.restDetectBadLink,
      },
      bodySpace: {
        answer: { body: { data: rows, next: 'https://a b/' } },
        message: messages.restDetectBadLink,
      },
      bodyPort: {
        answer: { body: { data: rows, links: { next: '//h:99999/x' } } },
        message: messages.restDetectBadLink,
      },
      bodyHref: {
        answer: { body: { data: rows, next: { href: 'http://[x]/' } } },
        message: messages.restDetectBadLink,
      },
    };
    for (const [name, { answer, message }] of Object.entries(samples)) {
      answers = { [name]: answer };
      const response = await callApi(
        test,
        admin.cookie,
        'POST',
        `/api/servers/${serverId}/detect-conventions`,
        {
          path: name,
        },
      );
      expect(response.json(), name).toEqual({ code: 'upstream_invalid', message });
      expect(response.statusCode).toBe(502);
    }
  });

  it('proposes only parts its own save takes: a total or cursor under a name no path can hold is left out', async () => {
    const serverId = (await addServer(test, admin.cookie, { settings: { url: `${upstream.url}/api/` } }))
      .uuid;
    answers = {
      spaced: { body: { 'page info': { total: 7, next_cursor: 'abc' }, data: rows } },
      param: { link: `<${upstream.url}/api/spaced?a%20b=2>; rel="next"`, body: { items: rows } },
    };
    const spaced = await callApi(test, admin.cookie, 'POST', `/api/servers/${serverId}/detect-conventions`, {
      path: 'spaced',
    });
    expect(spaced.statusCode, spaced.body).toBe(200);
    expect(spaced.json()).toMatchObject({ rows: 'data', total: 'none' });
    const param = await callApi(test, admin.cookie, 'POST', `/api/servers/${serverId}/detect-conventions`, {
      path: 'param',
    });
    expect(param.statusCode, param.body).toBe(200);
    expect(param.json().paging).toEqual({ style: 'cursor', from: 'link', param: 'cursor' });
    // What Detect proposed, saved as it is.
    const saved = await callApi(test, admin.cookie, 'PUT', `/api/servers/${serverId}`, {
      name: 'Detected',
      settings: {
        url: `${upstream.url}/api/`,
        adapter: 'rest',
        rest: { preset: 'custom', ...param.json(), findings: undefined, record: '', query: {}, headers: {} },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
