import type { MatrixWorld } from './matrix-world.ts';
import type { Expected, PermissionRow } from './permission-rows.ts';

// DESIGN.md §6c: the bound-call column. A plain user may make exactly the calls their pages make;
// admins and designers keep the free form. The connection's host does not resolve, so a call that
// passes every check ends in 502; another account's admin names an endpoint they do not have.
const made: Expected = [401, 502, 502, 502, 404];
const unbound: Expected = [401, 403, 502, 502, 404];

type Body = Record<string, unknown>;
const searchCall =
  (params: Body, extra: Body = {}) =>
  (w: MatrixWorld) => ({
    body: {
      uuid: w.bound.endpoints.customers,
      view: w.bound.search.uuid,
      urlVariables: {},
      params,
      ...extra,
    },
  });
const firstPage = { offset: 0, limit: 50, textSearch: { fields: [], values: [] }, customFilters: [] };
const revenue = (value: number, valueRange?: number) => ({
  field: 'revenue',
  label: 'Revenue',
  type: 'Number',
  value,
  isVisible: true,
  ...(valueRange === undefined ? {} : { valueRange, isVisibleRange: true }),
});

const detailCall =
  (dataset: string | undefined, endpoint: keyof MatrixWorld['bound']['endpoints'], rest: Body) =>
  (w: MatrixWorld) => ({
    body: {
      uuid: w.bound.endpoints[endpoint],
      view: w.bound.detail.uuid,
      ...(dataset ? { dataset } : {}),
      urlVariables: {},
      ...rest,
    },
  });
const ordersOf = (customerId: number, page: Body = { offset: 0, limit: 50 }) => ({
  urlVariables: { region: 'EU' },
  params: { filters: [{ field: 'customerId', value: customerId }], ...page },
});

const row = (note: string, expect: Expected, call: PermissionRow['call']): PermissionRow => ({
  route: 'POST /api/proxy',
  expect,
  call,
  note: `bound: ${note}`,
});

export const boundCallRows: PermissionRow[] = [
  // The search page's own calls.
  row('search page, first page', made, searchCall(firstPage)),
  row('search page, next page', made, searchCall({ ...firstPage, offset: 50 })),
  row('search page, sorted by a column', made, searchCall({ ...firstPage, orderBy: 'city', sort: 'desc' })),
  row(
    'search page, text filter',
    made,
    searchCall({ ...firstPage, textSearch: { fields: ['name'], values: ['acme'] } }),
  ),
  row(
    'search page, free text',
    made,
    searchCall({ ...firstPage, textSearch: { fields: ['*'], values: ['acme'] }, freeTextFields: ['name'] }),
  ),
  row('search page, number filter', made, searchCall({ ...firstPage, customFilters: [revenue(10)] })),
  row('search page, number range', made, searchCall({ ...firstPage, customFilters: [revenue(10, 20)] })),
  row(
    'search page, exact entry on a column',
    made,
    searchCall({ ...firstPage, filters: [{ field: 'city', value: 'Oslo' }] }),
  ),
  row(
    'search page, exact entry of the list that leads to it',
    made,
    searchCall({ ...firstPage, filters: [{ field: 'customerId', value: 7 }] }),
  ),
  // Shapes the search page never makes.
  row('search endpoint without naming the page', unbound, (w) => ({
    body: { uuid: w.bound.endpoints.customers, params: firstPage },
  })),
  row('search page naming another endpoint', unbound, (w) => ({
    body: { uuid: w.bound.endpoints.contacts, view: w.bound.search.uuid, params: firstPage },
  })),
  row('search page naming a page not theirs', unbound, async (w) => ({
    body: { uuid: w.connection.endpoint, view: (await w.freshView()).uuid, params: firstPage },
  })),
  row(
    'search page sorted by a field no column shows',
    unbound,
    searchCall({ ...firstPage, orderBy: 'secret' }),
  ),
  row(
    'search page, text filter on a field without one',
    unbound,
    searchCall({ ...firstPage, textSearch: { fields: ['internalNotes'], values: ['x'] } }),
  ),
  row(
    'search page, free text over other fields',
    unbound,
    searchCall({
      ...firstPage,
      textSearch: { fields: ['*'], values: ['x'] },
      freeTextFields: ['internalNotes'],
    }),
  ),
  row(
    'search page, number filter on a field without one',
    unbound,
    searchCall({ ...firstPage, customFilters: [{ ...revenue(10), field: 'creditLimit' }] }),
  ),
  row(
    'search page, exact match on a field it never filters',
    unbound,
    searchCall({ ...firstPage, filters: [{ field: 'internalNotes', value: 'x' }] }),
  ),
  row('search page with a URL variable', unbound, searchCall(firstPage, { urlVariables: { id: '1' } })),
  row('search page with a parameter it never sends', unbound, searchCall({ ...firstPage, region: 'US' })),
  row(
    'search page with a header it never sends',
    unbound,
    searchCall(firstPage, { headers: { 'X-Region': 'US' } }),
  ),
  row('search page naming a dataset', unbound, searchCall(firstPage, { dataset: 'main' })),

  // The detail page's own calls.
  row('detail page, main record', made, detailCall('main', 'customer', { urlVariables: { id: 7 } })),
  row('detail page, list dataset', made, detailCall('orders', 'orders', ordersOf(7))),
  row(
    'detail page, list next page',
    made,
    detailCall('orders', 'orders', ordersOf(7, { offset: 50, limit: 50 })),
  ),
  row(
    'detail page, lookup dataset',
    made,
    detailCall('manager', 'contacts', {
      params: { filters: [{ field: 'email', value: 'ann@example.com' }], offset: 0, limit: 2 },
    }),
  ),
  // Shapes the detail page never makes.
  row(
    'detail page without its dataset',
    unbound,
    detailCall(undefined, 'customer', { urlVariables: { id: 7 } }),
  ),
  row(
    'detail page, a dataset it does not have',
    unbound,
    detailCall('all', 'customer', { urlVariables: { id: 7 } }),
  ),
  row('detail page, another dataset’s endpoint', unbound, detailCall('main', 'orders', ordersOf(7))),
  row(
    'detail page, list without its filter',
    unbound,
    detailCall('orders', 'orders', { urlVariables: { region: 'EU' } }),
  ),
  row(
    'detail page, list filtered by another field',
    unbound,
    detailCall('orders', 'orders', {
      urlVariables: { region: 'EU' },
      params: { filters: [{ field: 'status', value: 'open' }] },
    }),
  ),
  row(
    'detail page, list with a second filter',
    unbound,
    detailCall('orders', 'orders', {
      urlVariables: { region: 'EU' },
      params: {
        filters: [
          { field: 'customerId', value: 7 },
          { field: 'customerId', value: 8 },
        ],
      },
    }),
  ),
  row(
    'detail page, list with its fixed URL variable changed',
    unbound,
    detailCall('orders', 'orders', { ...ordersOf(7), urlVariables: { region: 'US' } }),
  ),
  row(
    'detail page, list sorted',
    unbound,
    detailCall('orders', 'orders', { ...ordersOf(7), params: { ...ordersOf(7).params, orderBy: 'total' } }),
  ),
  row(
    'detail page, list searched',
    unbound,
    detailCall('orders', 'orders', {
      ...ordersOf(7),
      params: { ...ordersOf(7).params, textSearch: { fields: ['*'], values: ['x'] } },
    }),
  ),
  row(
    'detail page, lookup by the list’s field',
    unbound,
    detailCall('manager', 'contacts', { params: { filters: [{ field: 'customerId', value: 7 }] } }),
  ),
  row(
    'detail page, list with a URL variable it does not fill',
    unbound,
    detailCall('orders', 'orders', { ...ordersOf(7), urlVariables: { region: 'EU', tenant: 'other' } }),
  ),
];
