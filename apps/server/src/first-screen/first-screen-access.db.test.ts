import { rmSync } from 'node:fs';
import { firstScreenMarks } from '@portal/contracts';
import { type SampleUpstream, startSampleUpstream } from '@portal/sample-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSampleConnection,
  createViewOf,
  customerPageBody,
  type SampleConnection,
  searchPageBody,
  toDetail,
} from '../../test/detail-view-fixtures.ts';
import { asHtml, dataOf, firstScreenApp, stateOf } from '../../test/first-screen-fixtures.ts';
import { addGroup, addToGroup } from '../../test/group-fixtures.ts';
import { callApi } from '../../test/server-fixtures.ts';
import { addUser, createTenant, createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

/*
 * A signed-in page's first screen is drawn by the server only for a person the API would answer,
 * and holds only what the API answers them: per role and per kind of page, nothing is drawn that
 * the API refuses (another account's page, a page outside the person's groups, a visitor signed out,
 * a deactivated person, a person in a frame without embedding, an admin who does not open user pages).
 */
describe("a page's first screen drawn by the server", () => {
  let test: TestApp;
  let upstream: SampleUpstream;
  let webDist: string;
  let admin: TestUser;
  let member: TestUser;
  let designer: TestUser;
  let outsider: TestUser;
  let adminOnly: TestUser;
  let otherTenant: TestUser;
  let connection: SampleConnection;
  let search: string;
  let detail: string;
  let elsewhere: string;
  let customer: { id: number; name: string };

  const detailPath = (view: string, id: number) =>
    `/user/detail/${view}?vars=${encodeURIComponent(JSON.stringify({ customerId: id }))}`;
  /** The page as a browser opens it: the document of the window (or of a frame). */
  const openPage = async (user: TestUser | undefined, path: string, destination = 'document') => {
    const response = await test.app.inject({
      method: 'GET',
      url: path,
      headers: { 'sec-fetch-dest': destination, ...(user ? { cookie: user.cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  /** Nothing of the page or its data in the HTML: the built page's own bar, no state, no record. */
  const expectNothingDrawn = (html: string) => {
    expect(stateOf(html)).toBeUndefined();
    expect(html.includes('<div id="root"><div class="boot-bar"')).toBe(true);
    for (const text of [customer.name, asHtml(customer.name), 'Contacts', 'Search'])
      expect(html.includes(text), `the page holds ${text}`).toBe(false);
  };
  /** The page shows `text` as an element's whole content. */
  const expectShown = (html: string, text: string, tag: string) =>
    expect(html.includes(`>${asHtml(text)}</${tag}>`), `the page shows ${text} in a ${tag}`).toBe(true);

  beforeAll(async () => {
    upstream = await startSampleUpstream({ host: '127.0.0.1', port: 0 });
    const drawing = firstScreenApp();
    webDist = drawing.webDist;
    test = await createTestApp({ UPSTREAM_ALLOW: '127.0.0.1', FIRST_SCREEN_WAIT_MS: '10000' }, drawing);
    ({ user: admin } = await createTenant(test, ['admin']));
    member = await addUser(test, admin.accountId, ['user']);
    designer = await addUser(test, admin.accountId, ['designer', 'user']);
    outsider = await addUser(test, admin.accountId, ['user']);
    adminOnly = await addUser(test, admin.accountId, ['admin']);
    ({ user: otherTenant } = await createTenant(test, ['admin', 'designer', 'user']));
    connection = await addSampleConnection(test, admin.cookie, upstream.url);
    detail = (await createViewOf(test, admin.cookie, customerPageBody(connection))).uuid;
    const navigation = toDetail(detail, [{ field: 'customerId', value: 'id', dataset: 'main' }]);
    search = (await createViewOf(test, admin.cookie, searchPageBody(connection, 'customers', navigation)))
      .uuid;
    elsewhere = (await createViewOf(test, admin.cookie, customerPageBody(connection))).uuid;
    const group = await addGroup(test, admin.cookie);
    for (const user of [member, designer])
      await addToGroup(test, admin.cookie, group.uuid, { userUuid: user.id });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: search });
    const first = await callApi(test, admin.cookie, 'POST', '/api/proxy', {
      uuid: connection.endpoints.customers,
      urlVariables: {},
      params: { offset: 0, limit: 1 },
    });
    customer = first.json().data.value[0];
  });
  afterAll(async () => {
    await test.close();
    await upstream.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("draws a plain user's search page with the rows the API answers them, and nothing else", async () => {
    const html = await openPage(member, `/user/search/${search}`);
    const state = stateOf(html);
    expect(state?.entries.map((entry) => entry.key[0])).toEqual(['session', 'views', 'proxy']);
    const [, , rows] = state!.entries;
    const [, , view, endpoint, params] = rows.key as [string, string, string, string, object];
    // The same call through the API, as this user: the same rows.
    const api = await callApi(test, member.cookie, 'POST', '/api/proxy', {
      uuid: endpoint,
      view,
      urlVariables: {},
      params: { offset: 0, limit: 50, ...params },
    });
    expect(api.statusCode).toBe(200);
    expect((dataOf(rows) as { pages: unknown[] }).pages[0]).toEqual(api.json().data);
    expectShown(html, customer.name, 'a');
    expect(html.includes(`<meta name="${firstScreenMarks.meta}" content="search">`)).toBe(true);
    expect(html.includes('<link rel="stylesheet" crossorigin href="/assets/app-1.css">')).toBe(true);
    // Every answer came: the app's code waits for the paint instead of being asked for with the page.
    expect(html).not.toContain('modulepreload');
  });

  it("draws a plain user's detail page reached from their search page, three levels deep", async () => {
    const html = await openPage(member, detailPath(detail, customer.id));
    const state = stateOf(html)!;
    const datasets = state.entries.filter((entry) => entry.key[0] === 'proxy');
    // main, its contacts' first page, its latest order (lookup), that order's product.
    expect(datasets).toHaveLength(4);
    expectShown(html, customer.name, 'h1');
    const api = await callApi(test, member.cookie, 'POST', '/api/proxy', {
      uuid: connection.endpoints.customer,
      view: detail,
      dataset: 'main',
      urlVariables: { customerId: customer.id },
    });
    expect(dataOf(datasets.find((entry) => JSON.stringify(entry.key).includes('"main"')))).toEqual(
      api.json().data,
    );
    expect(html).not.toContain('modulepreload');
  });

  it('draws nothing for a visitor signed out, or with a cookie that is no session', async () => {
    for (const path of [`/user/search/${search}`, detailPath(detail, customer.id)]) {
      expectNothingDrawn(await openPage(undefined, path));
      const forged = { ...member, cookie: `${test.app.sessions.cookieName}=${'x'.repeat(43)}` };
      const refused = await openPage(forged, path);
      expectNothingDrawn(refused);
      // Nothing drawn: the app renders alone, so its code is asked for at once.
      expect(refused).toContain('<link rel="modulepreload" crossorigin');
    }
  });

  it("draws nothing of another account's page", async () => {
    expect((await callApi(test, otherTenant.cookie, 'GET', `/api/views/${search}`)).statusCode).toBe(404);
    expectNothingDrawn(await openPage(otherTenant, `/user/search/${search}`));
    expectNothingDrawn(await openPage(otherTenant, detailPath(detail, customer.id)));
  });

  it("draws nothing of a page outside the user's groups, which a designer of the account opens", async () => {
    expect((await callApi(test, outsider.cookie, 'GET', `/api/views/${search}`)).statusCode).toBe(404);
    expectNothingDrawn(await openPage(outsider, `/user/search/${search}`));
    expectNothingDrawn(await openPage(outsider, detailPath(detail, customer.id)));
    expect((await callApi(test, member.cookie, 'GET', `/api/views/${elsewhere}`)).statusCode).toBe(404);
    expectNothingDrawn(await openPage(member, detailPath(elsewhere, customer.id)));
    // A designer reads every page of the account, through the API and here alike.
    expect((await callApi(test, designer.cookie, 'GET', `/api/views/${elsewhere}`)).statusCode).toBe(200);
    expectShown(await openPage(designer, detailPath(elsewhere, customer.id)), customer.name, 'h1');
  });

  it('draws nothing for an admin who does not open user pages (the app sends them home)', async () => {
    expectNothingDrawn(await openPage(adminOnly, `/user/search/${search}`));
    expectNothingDrawn(await openPage(adminOnly, detailPath(detail, customer.id)));
  });

  it('draws nothing for a person deactivated since they signed in', async () => {
    const leaving = await addUser(test, admin.accountId, ['user']);
    const group = await addGroup(test, admin.cookie);
    await addToGroup(test, admin.cookie, group.uuid, { userUuid: leaving.id });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: search });
    expect(stateOf(await openPage(leaving, `/user/search/${search}`))).toBeDefined();
    await test.context.db.updateTable('users').set({ active: 0 }).where('id', '=', leaving.id).execute();
    expect((await callApi(test, leaving.cookie, 'POST', '/api/vt')).statusCode).toBe(401);
    expectNothingDrawn(await openPage(leaving, `/user/search/${search}`));
    expectNothingDrawn(await openPage(leaving, detailPath(detail, customer.id)));
  });

  it('draws nothing in a frame for a person without embedding, and the page for one with it', async () => {
    expectNothingDrawn(await openPage(member, `/user/search/${search}`, 'iframe'));
    const framed = await addUser(test, admin.accountId, ['user']);
    await test.context.db.updateTable('users').set({ embed: 1 }).where('id', '=', framed.id).execute();
    const group = await addGroup(test, admin.cookie);
    await addToGroup(test, admin.cookie, group.uuid, { userUuid: framed.id });
    await addToGroup(test, admin.cookie, group.uuid, { viewUuid: search });
    const state = stateOf(await openPage(framed, `/user/search/${search}`, 'iframe'));
    expect(state?.environment.inFrame).toBe(true);
  });

  it('draws nothing for a request that is not a page load (a script, a fetch) and is never kept by a cache', async () => {
    expectNothingDrawn(await openPage(member, `/user/search/${search}`, 'empty'));
    const response = await test.app.inject({
      method: 'GET',
      url: `/user/search/${search}`,
      headers: { 'sec-fetch-dest': 'document', cookie: member.cookie },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
