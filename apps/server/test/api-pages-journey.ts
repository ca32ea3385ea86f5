import {
  type ConventionsReport,
  type DataResponse,
  type PagesCreated,
  type PagesProposal,
  type ProposedPage,
  undeclaredParameterRefusal,
} from '@portal/contracts';
import { expect } from 'vitest';
import { addToGroup } from './group-fixtures.ts';
import type { ApiFramework } from './proxy/start-api-framework.ts';
import { callApi } from './server-fixtures.ts';
import { addUser, createTenant, type TestApp } from './test-app.ts';

type Row = Record<string, unknown>;

/** How one framework's API is asked directly, to compare the portal's answers with its own. */
export type OwnAnswers = {
  /** The headers a signed-in request of the API carries. */
  headers(): Promise<Record<string, string>>;
  /** Every row of a list, the API's own way, paging through with its own parameters. */
  rows(list: string, query: Array<[string, string]>): Promise<Row[]>;
};

/** What the tests ask of one API: its things, filters, range, sort and search, in its own terms. */
export type ApiCase = {
  framework: ApiFramework;
  /** The connection's address (the API's base). */
  serverUrl: string;
  own: OwnAnswers;
  /** The sign-in saved on the server once the import suggested it (passwords typed by the admin). */
  auth: object;
  conventions: ConventionsReport['set'];
  authSuggestion: object;
  /** The list of the main thing (tickets, orders) and its page names. */
  list: { url: string; search: string; detail: string; variable: string };
  /** The related thing (customers) and its page names, and the field that names it on a row. */
  related: { url: string; search: string; detail: string; variable: string; field: string; dataset: string };
  exact: { field: string; one: string; several: [string, string] };
  range: { field: string; from: number; to: number; own: [string, string] };
  sort: { field: string; ownDescending: [string, string] };
  search: { text: string; own: string };
  /** A field the page shows that the API cannot filter by. */
  undeclared: string;
  rows: { list: Row[]; related: Row[] };
};

const ids = (rows: Row[]) => rows.map((row) => row.id);
const sortedIds = (rows: Row[]) =>
  ids(rows)
    .map(Number)
    .sort((a, b) => a - b);

/**
 * DESIGN.md §7d end to end against a real framework: the import learns its conventions, the proposal
 * makes the pages, they are created for a group, and a plain user's calls through them give every
 * row once, the right totals, and filters, a range and a sort that match the API's own answers; the
 * gate of §6c lets through what the pages do and nothing more; an undeclared parameter is refused.
 */
export async function checkPagesFromApi(test: TestApp, api: ApiCase) {
  const { user: admin, accountId } = await createTenant(test);
  const call = (cookie: string, method: 'POST' | 'PUT' | 'GET', url: string, body?: object) =>
    callApi(test, cookie, method, url, body);

  // The admin connects the API and imports its document by its address.
  const created = await call(admin.cookie, 'POST', '/api/servers', {
    name: 'Company API',
    settings: { url: api.serverUrl, adapter: 'rest', rest: { preset: 'openapi' } },
  });
  expect(created.statusCode, created.body).toBe(200);
  const server = created.json();
  const imported = await call(admin.cookie, 'POST', `/api/servers/${server.uuid}/endpoints/import`, {
    url: api.framework.documentPath,
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const result = imported.json();
  expect(result.conventions.set).toEqual(api.conventions);
  expect(result.conventions.unknown.map((entry: { part: string }) => entry.part)).toContain('contains');
  expect(result.auth).toEqual(api.authSuggestion);
  const saved = await call(admin.cookie, 'PUT', `/api/servers/${server.uuid}`, {
    name: 'Company API',
    settings: { url: api.serverUrl, ...api.auth },
    editCredentials: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);

  // The proposal: a search page per list and a detail page per record, linked.
  const proposal: PagesProposal = (
    await call(admin.cookie, 'POST', `/api/servers/${server.uuid}/pages/proposal`)
  ).json();
  const names = proposal.pages.map((page) => `${page.type} ${page.name}`).sort();
  expect(names).toEqual(
    [
      `search ${api.list.search}`,
      `detail ${api.list.detail}`,
      `search ${api.related.search}`,
      `detail ${api.related.detail}`,
    ].sort(),
  );
  const proposed = (name: string) => proposal.pages.find((page) => page.name === name) as ProposedPage;
  const listDetail = proposed(api.list.detail);
  const relatedDetail = proposed(api.related.detail);
  expect(listDetail.type === 'detail' && listDetail.metadata.datasets.map((dataset) => dataset.name)).toEqual(
    ['main', api.related.dataset],
  );
  expect(JSON.stringify(listDetail.metacontent)).toContain(relatedDetail.key);
  expect(
    relatedDetail.type === 'detail' && relatedDetail.metacontent.panels.map((panel) => panel.type),
  ).toEqual(['basic', 'list']);

  // Created together for a new group; a plain user of that group opens them.
  const createdPages = await call(admin.cookie, 'POST', `/api/servers/${server.uuid}/pages`, {
    pages: proposal.pages,
    groupName: 'Desk',
  });
  expect(createdPages.statusCode, createdPages.body).toBe(200);
  const pages: PagesCreated = createdPages.json();
  expect(pages.created).toHaveLength(4);
  const user = await addUser(test, accountId, ['user']);
  await addToGroup(test, admin.cookie, pages.group!.uuid, { userUuid: user.id });
  const pageId = (name: string) => pages.created.find((page) => page.name === name)!.uuid;
  const views = Object.fromEntries(
    await Promise.all(
      pages.created.map(async (page) => [
        page.name,
        (await call(user.cookie, 'GET', `/api/views/${page.uuid}`)).json(),
      ]),
    ),
  );
  const listPage = views[api.list.search];
  expect(listPage.capabilities.declared.sort).toContain(api.sort.field);

  const endpoints = (
    await call(admin.cookie, 'GET', `/api/servers/${server.uuid}/endpoints`)
  ).json() as Array<{
    uuid: string;
    settings: { url: string };
  }>;
  const endpointOf = (url: string) => endpoints.find((endpoint) => endpoint.settings.url === url)!.uuid;

  /** Every row of the search page, as the page asks for them, 20 at a time. */
  async function throughSearchPage(query: object) {
    const rows: Row[] = [];
    const totals = new Set<number | null>();
    for (let offset = 0; ; offset += 20) {
      const response = await call(user.cookie, 'POST', '/api/proxy', {
        uuid: endpointOf(api.list.url),
        view: pageId(api.list.search),
        urlVariables: {},
        params: { offset, limit: 20, ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page: DataResponse = response.json().data;
      rows.push(...(page.value as Row[]));
      totals.add(page.totalResults);
      if (!page.hasMore) break;
    }
    return { rows, totals: [...totals] };
  }
  const exact = (values: string[]) => ({
    customFilters: [{ field: api.exact.field, label: 'Exact', type: 'Exact', values, isVisible: true }],
  });

  // Every row once, with the right total.
  const all = await throughSearchPage({});
  expect(sortedIds(all.rows)).toEqual(sortedIds(api.rows.list));
  expect(all.totals).toEqual([api.rows.list.length]);

  // An exact filter, one value and several, as the API itself answers it.
  const one = await throughSearchPage(exact([api.exact.one]));
  const ownOne = await api.own.rows(api.list.url, [[api.exact.field, api.exact.one]]);
  expect(sortedIds(one.rows)).toEqual(sortedIds(ownOne));
  expect(sortedIds(one.rows)).toEqual(
    sortedIds(api.rows.list.filter((row) => row[api.exact.field] === api.exact.one)),
  );
  expect(one.totals).toEqual([ownOne.length]);
  const several = await throughSearchPage(exact(api.exact.several));
  const ownSeveral = await api.own.rows(
    api.list.url,
    api.exact.several.map((value) => [api.exact.field, value]),
  );
  expect(sortedIds(several.rows)).toEqual(sortedIds(ownSeveral));
  expect(ownSeveral.length).toBeGreaterThan(ownOne.length);

  // A range written with the API's own parameters.
  const range = await throughSearchPage({
    customFilters: [
      {
        field: api.range.field,
        label: 'Range',
        type: 'Number',
        value: api.range.from,
        valueRange: api.range.to,
        isVisible: true,
        isVisibleRange: true,
      },
    ],
  });
  const ownRange = await api.own.rows(api.list.url, [
    [api.range.own[0], String(api.range.from)],
    [api.range.own[1], String(api.range.to)],
  ]);
  expect(sortedIds(range.rows)).toEqual(sortedIds(ownRange));
  expect(ownRange.length).toBeGreaterThan(0);
  expect(ownRange.length).toBeLessThan(api.rows.list.length);

  // A sort, in the API's own order (ties broken as it breaks them).
  const sorted = await throughSearchPage({ orderBy: api.sort.field, sort: 'desc' });
  expect(ids(sorted.rows)).toEqual(ids(await api.own.rows(api.list.url, [api.sort.ownDescending])));

  // The API's own search.
  const searched = await throughSearchPage({ textSearch: { fields: ['*'], values: [api.search.text] } });
  const ownSearched = await api.own.rows(api.list.url, [[api.search.own, api.search.text]]);
  expect(sortedIds(searched.rows)).toEqual(sortedIds(ownSearched));
  expect(ownSearched.length).toBeGreaterThan(0);

  // The record page: the record, the related record by its id, and the related record's list.
  const record = api.rows.list[7];
  const detailCall = (page: string, dataset: string, endpoint: string, body: object) =>
    call(user.cookie, 'POST', '/api/proxy', { uuid: endpoint, view: pageId(page), dataset, ...body });
  const main = await detailCall(
    api.list.detail,
    'main',
    endpointOf(`${api.list.url}/$(${api.list.variable})`),
    {
      urlVariables: { [api.list.variable]: record.id },
    },
  );
  expect(main.statusCode, main.body).toBe(200);
  expect(main.json().data).toEqual(record);
  const relatedId = record[api.related.field];
  const related = await detailCall(
    api.list.detail,
    api.related.dataset,
    endpointOf(`${api.related.url}/$(${api.related.variable})`),
    { urlVariables: { [api.related.variable]: relatedId } },
  );
  expect(related.json().data).toEqual(api.rows.related.find((row) => row.id === relatedId));
  const relatedRows: Row[] = [];
  for (let offset = 0; ; offset += 20) {
    const response = await detailCall(api.related.detail, api.list.url, endpointOf(api.list.url), {
      urlVariables: {},
      params: { offset, limit: 20, filters: [{ field: api.related.field, value: relatedId }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    relatedRows.push(...response.json().data.value);
    if (!response.json().data.hasMore) break;
  }
  expect(sortedIds(relatedRows)).toEqual(
    sortedIds(await api.own.rows(api.list.url, [[api.related.field, String(relatedId)]])),
  );

  // The gate allows what the pages do and nothing more.
  const refused = async (params: object) => {
    const response = await call(user.cookie, 'POST', '/api/proxy', {
      uuid: endpointOf(api.list.url),
      view: pageId(api.list.search),
      urlVariables: {},
      params: { offset: 0, limit: 20, ...params },
    });
    expect(response.statusCode, JSON.stringify(params)).toBe(403);
  };
  await refused({
    customFilters: [{ field: api.undeclared, type: 'Exact', values: ['x'], isVisible: true }],
  });
  await refused({
    customFilters: [{ field: api.exact.field, type: 'Number', value: 1, isVisible: true }],
  });
  await refused({ filters: [{ field: 'nothing_here', value: 1 }] });

  // A filter the document does not declare is refused, never sent to be ignored.
  const before = api.framework.requests.length;
  const undeclared = await call(admin.cookie, 'POST', '/api/proxy', {
    uuid: endpointOf(api.list.url),
    urlVariables: {},
    params: { offset: 0, limit: 20, filters: [{ field: api.undeclared, value: 'x' }] },
  });
  expect(undeclared.statusCode).toBe(400);
  expect(undeclared.json().message).toBe(
    undeclaredParameterRefusal(api.undeclared, `an exact filter on ${api.undeclared}`),
  );
  expect(api.framework.requests.length).toBe(before);
}
