import { randomUUID } from 'node:crypto';
import { boundCallRows } from './bound-call-rows.ts';
import { connectionRows } from './connection-rows.ts';
import type { MatrixWorld } from './matrix-world.ts';
import { ssoPermissionRows } from './sso-permission-rows.ts';

// A new API route needs a row here (permission-matrix.test.ts fails until it has one): its route as
// registered, the five statuses, and a `call` that aims it at a fresh target when it changes data.

/** Status per caller, in the order of `callers`: signed out, user, designer, admin, admin of another account. */
export type Expected = readonly [number, number, number, number, number];
export type Call = { url?: string; body?: object };
export type PermissionRow = {
  /** The route as registered, "METHOD /api/path/:param". */
  route: string;
  expect: Expected;
  /** Builds the URL (and body) of one call; without it the route path itself is called with no body. */
  call?: (world: MatrixWorld) => Promise<Call> | Call;
  note?: string;
};

// DESIGN.md §5. Lists and creates answer another account's admin from their own account; a row of
// another account answers 404, never 403.
const everyone = (status: number): Expected => [status, status, status, status, status];
const signedIn: Expected = [401, 200, 200, 200, 200];
const adminOnly: Expected = [401, 403, 403, 200, 200];
const adminOnlyRow: Expected = [401, 403, 403, 200, 404];
const adminAndDesigner: Expected = [401, 403, 200, 200, 200];
const adminAndDesignerRow: Expected = [401, 403, 200, 200, 404];

const serverBody = (world: MatrixWorld) => ({
  name: world.uniqueName('Server'),
  settings: { url: 'https://api.example.com/v1' },
});
const endpointBody = (world: MatrixWorld) => ({
  name: world.uniqueName('Endpoint'),
  settings: { url: 'orders', method: 'GET', response: 'list' },
});
const viewBody = (world: MatrixWorld) => ({
  name: world.uniqueName('View'),
  type: 'search',
  metacontent: { title: 'Orders', columns: [], textFilters: [], customFilters: [] },
  metadata: world.connection,
});
const userBody = (world: MatrixWorld) => ({
  firstName: 'New',
  lastName: 'Person',
  email: `${world.uniqueName('person').replace(' ', '-')}@example.com`,
  roles: ['user'],
});
const userUpdate = { firstName: 'Renamed', lastName: 'Person', active: true, roles: ['user'] };

/** The address of a search the world's plain user saved on their group's view. */
async function savedSearchOfUser(w: MatrixWorld): Promise<string> {
  const saved = await w.test.app.inject({
    method: 'POST',
    url: `/api/views/${w.view.uuid}/saved-searches`,
    headers: await w.headersOf('user'),
    payload: { name: w.uniqueName('Search'), state: {} },
  });
  return `/api/views/${w.view.uuid}/saved-searches/${saved.json().uuid}`;
}

export const permissionRows: PermissionRow[] = [
  // Public: answered the same with or without a session (400 here: the empty body is refused).
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'GET /api/ready', expect: everyone(200) },
  { route: 'GET /api/docs', expect: everyone(200) },
  { route: 'POST /api/register', expect: everyone(400), call: () => ({ body: {} }) },
  { route: 'POST /api/activateaccount', expect: everyone(400), call: () => ({ body: {} }) },
  { route: 'POST /api/login', expect: everyone(400), call: () => ({ body: {} }) },
  { route: 'POST /api/forgotpassword', expect: everyone(400), call: () => ({ body: {} }) },
  { route: 'POST /api/checkresetpassword', expect: everyone(400), call: () => ({ body: {} }) },
  { route: 'POST /api/resetpassword', expect: everyone(400), call: () => ({ body: {} }) },
  { route: 'GET /api/logout', expect: everyone(200) },
  { route: 'POST /api/vt', expect: signedIn },

  { route: 'GET /api/users', expect: adminAndDesigner, note: 'designers get summaries' },
  { route: 'POST /api/users', expect: adminOnly, call: (w) => ({ body: userBody(w) }) },
  {
    route: 'PUT /api/users/:id',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/users/${await w.freshUser()}`, body: userUpdate }),
  },
  {
    route: 'DELETE /api/users/:id',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/users/${await w.freshUser()}` }),
  },
  {
    route: 'POST /api/users/:id/invitation',
    expect: adminOnlyRow,
    // A user created through the users admin, who has not chosen a password yet.
    call: async (w) => {
      const invited = await w.adminCall('POST', '/api/users', userBody(w));
      return { url: `/api/users/${invited.json().uuid}/invitation` };
    },
  },

  { route: 'GET /api/groups', expect: adminAndDesigner },
  {
    route: 'POST /api/groups',
    expect: adminAndDesigner,
    call: (w) => ({ body: { name: w.uniqueName('Group') } }),
  },
  {
    route: 'DELETE /api/groups/:id',
    expect: adminAndDesignerRow,
    call: async (w) => ({ url: `/api/groups/${await w.freshGroup()}` }),
  },
  {
    route: 'GET /api/groups/:id/users',
    expect: adminAndDesignerRow,
    call: (w) => ({ url: `/api/groups/${w.group.uuid}/users` }),
  },
  {
    route: 'POST /api/groups/:id/users',
    expect: adminAndDesignerRow,
    call: async (w) => ({ url: `/api/groups/${await w.freshGroup()}/users`, body: { userUuid: w.user.id } }),
  },
  {
    route: 'DELETE /api/groups/:id/users/:userId',
    expect: adminAndDesignerRow,
    call: async (w) => {
      const group = await w.freshGroup();
      await w.adminCall('POST', `/api/groups/${group}/users`, { userUuid: w.user.id });
      return { url: `/api/groups/${group}/users/${w.user.id}` };
    },
  },
  {
    route: 'GET /api/groups/:id/views',
    expect: adminAndDesignerRow,
    call: (w) => ({ url: `/api/groups/${w.group.uuid}/views` }),
  },
  {
    route: 'POST /api/groups/:id/views',
    expect: adminAndDesignerRow,
    call: async (w) => ({
      url: `/api/groups/${await w.freshGroup()}/views`,
      body: { viewUuid: w.view.uuid },
    }),
  },
  {
    route: 'DELETE /api/groups/:id/views/:viewId',
    expect: adminAndDesignerRow,
    call: async (w) => {
      const group = await w.freshGroup();
      await w.adminCall('POST', `/api/groups/${group}/views`, { viewUuid: w.view.uuid });
      return { url: `/api/groups/${group}/views/${w.view.uuid}` };
    },
  },

  { route: 'GET /api/views', expect: adminAndDesigner },
  {
    route: 'POST /api/views',
    // Another account's admin names this account's server, which their account does not have.
    expect: [401, 403, 200, 200, 400],
    call: (w) => ({ body: viewBody(w) }),
  },
  {
    route: 'GET /api/views/:id',
    expect: [401, 200, 200, 200, 404],
    call: (w) => ({ url: `/api/views/${w.view.uuid}` }),
    note: 'a view of the user’s group',
  },
  {
    route: 'GET /api/views/:id',
    expect: [401, 404, 200, 200, 404],
    call: async (w) => ({ url: `/api/views/${(await w.freshView()).uuid}` }),
    note: 'a view in none of the user’s groups',
  },
  {
    route: 'PUT /api/views/:id',
    expect: adminAndDesignerRow,
    call: async (w) => {
      const view = await w.freshView();
      return { url: `/api/views/${view.uuid}`, body: view };
    },
  },
  {
    route: 'DELETE /api/views/:id',
    expect: [401, 403, 204, 204, 404],
    call: async (w) => ({ url: `/api/views/${(await w.freshView()).uuid}` }),
  },
  {
    route: 'POST /api/views/:id/duplicate',
    expect: adminAndDesignerRow,
    call: async (w) => ({ url: `/api/views/${(await w.freshView()).uuid}/duplicate` }),
  },
  { route: 'GET /api/views/overview', expect: adminAndDesigner },
  // DESIGN.md §7d: pages made from a server's endpoints, proposed and created by those who build pages.
  {
    route: 'POST /api/servers/:id/pages/proposal',
    expect: adminAndDesignerRow,
    call: (w) => ({ url: `/api/servers/${w.connection.server}/pages/proposal` }),
  },
  {
    route: 'POST /api/servers/:id/pages',
    expect: adminAndDesignerRow,
    call: (w) => ({
      url: `/api/servers/${w.connection.server}/pages`,
      body: { pages: [{ key: randomUUID(), ...viewBody(w) }] },
    }),
  },
  // The connection's host does not resolve: an export that passes the checks ends in 502 at its first page.
  {
    route: 'POST /api/views/:id/export',
    expect: [401, 502, 502, 502, 404],
    call: (w) => ({ url: `/api/views/${w.view.uuid}/export`, body: {} }),
    note: 'a view of the user’s group',
  },
  {
    route: 'POST /api/views/:id/export',
    expect: [401, 404, 502, 502, 404],
    call: async (w) => ({ url: `/api/views/${(await w.freshView()).uuid}/export`, body: {} }),
    note: 'a view in none of the user’s groups',
  },
  // Saved searches are their owner's alone: the user's own search is 404 to everyone else.
  { route: 'GET /api/saved-searches', expect: signedIn },
  {
    route: 'GET /api/views/:id/saved-searches',
    expect: [401, 200, 200, 200, 404],
    call: (w) => ({ url: `/api/views/${w.view.uuid}/saved-searches` }),
  },
  {
    route: 'POST /api/views/:id/saved-searches',
    expect: [401, 200, 200, 200, 404],
    call: (w) => ({
      url: `/api/views/${w.view.uuid}/saved-searches`,
      body: { name: w.uniqueName('Search'), state: {} },
    }),
  },
  {
    route: 'PUT /api/views/:id/saved-searches/:searchId',
    expect: [401, 200, 404, 404, 404],
    call: async (w) => ({ url: await savedSearchOfUser(w), body: { name: w.uniqueName('Renamed') } }),
    note: 'a search the user saved',
  },
  {
    route: 'DELETE /api/views/:id/saved-searches/:searchId',
    expect: [401, 204, 404, 404, 404],
    call: async (w) => ({ url: await savedSearchOfUser(w) }),
    note: 'a search the user saved',
  },
  { route: 'GET /api/myviews', expect: signedIn },

  // Settings: every signed-in person changes their own names and password (each call has its own session).
  {
    route: 'PUT /api/me',
    expect: signedIn,
    call: () => ({ body: { firstName: 'Test', lastName: 'User' } }),
  },
  {
    route: 'POST /api/me/password',
    // A right current password would end the caller's other sessions, the world's admin session among them.
    expect: [401, 400, 400, 400, 400],
    call: () => ({
      body: {
        currentPassword: 'not the password',
        password: 'a new password',
        confirmPassword: 'a new password',
      },
    }),
    note: 'a wrong current password',
  },

  { route: 'GET /api/audit', expect: adminOnly },

  { route: 'GET /api/servers', expect: adminAndDesigner, note: 'designers read, without secrets' },
  { route: 'POST /api/servers', expect: adminOnly, call: (w) => ({ body: serverBody(w) }) },
  {
    route: 'GET /api/servers/:id',
    expect: adminAndDesignerRow,
    call: (w) => ({ url: `/api/servers/${w.connection.server}` }),
  },
  {
    route: 'GET /api/servers/:id/usage',
    expect: adminAndDesignerRow,
    call: (w) => ({ url: `/api/servers/${w.connection.server}/usage` }),
    note: 'the pages built on it',
  },
  {
    route: 'PUT /api/servers/:id',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/servers/${await w.freshServer()}`, body: serverBody(w) }),
  },
  {
    route: 'DELETE /api/servers/:id',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/servers/${await w.freshServer()}` }),
  },
  // The connection's host does not resolve, so an admin's sample request ends in 502.
  {
    route: 'POST /api/servers/:id/detect-conventions',
    expect: [401, 403, 403, 502, 404],
    call: (w) => ({
      url: `/api/servers/${w.connection.server}/detect-conventions`,
      body: { path: 'orders' },
    }),
  },
  {
    route: 'GET /api/servers/:id/endpoints',
    expect: adminAndDesignerRow,
    call: (w) => ({ url: `/api/servers/${w.connection.server}/endpoints` }),
  },
  {
    route: 'POST /api/servers/:id/endpoints',
    expect: adminOnlyRow,
    call: (w) => ({ url: `/api/servers/${w.connection.server}/endpoints`, body: endpointBody(w) }),
  },
  {
    route: 'POST /api/servers/:id/endpoints/import',
    expect: adminOnlyRow,
    call: (w) => ({
      url: `/api/servers/${w.connection.server}/endpoints/import`,
      body: {
        document: {
          openapi: '3.0.3',
          info: { title: 'Orders', version: '1' },
          paths: { '/orders': { get: { responses: { 200: { description: 'Orders' } } } } },
        },
      },
    }),
  },
  {
    route: 'GET /api/servers/:id/endpoints/:endpointId',
    expect: adminAndDesignerRow,
    call: (w) => ({ url: `/api/servers/${w.connection.server}/endpoints/${w.connection.endpoint}` }),
  },
  {
    route: 'PUT /api/servers/:id/endpoints/:endpointId',
    expect: adminOnlyRow,
    call: async (w) => ({
      url: `/api/servers/${w.connection.server}/endpoints/${await w.freshEndpoint()}`,
      body: endpointBody(w),
    }),
  },
  {
    route: 'DELETE /api/servers/:id/endpoints/:endpointId',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/servers/${w.connection.server}/endpoints/${await w.freshEndpoint()}` }),
  },
  {
    route: 'POST /api/servers/:id/endpoints/:endpointId/purge',
    expect: adminAndDesignerRow,
    call: async (w) => ({
      url: `/api/servers/${w.connection.server}/endpoints/${await w.freshEndpoint()}/purge`,
    }),
  },
  // The connection's host does not resolve, so a call that passes the permission check ends in 502.
  {
    route: 'POST /api/proxy',
    // A plain user's call must name the page that makes it (DESIGN.md §6c; boundCallRows below).
    expect: [401, 403, 502, 502, 404],
    call: (w) => ({ body: { uuid: w.connection.endpoint, urlVariables: { id: '1' } } }),
    note: 'the endpoint of a view in the user’s group, no page named',
  },
  {
    route: 'POST /api/proxy',
    expect: [401, 403, 502, 502, 404],
    call: async (w) => ({ body: { uuid: await w.freshEndpoint(), urlVariables: { id: '1' } } }),
    note: 'an endpoint no view of the user’s groups uses',
  },
  ...boundCallRows,
  {
    route: 'POST /api/servers/:id/endpoints/:endpointId/test',
    expect: [401, 403, 403, 502, 404],
    call: (w) => ({
      url: `/api/servers/${w.connection.server}/endpoints/${w.connection.endpoint}/test`,
      body: { urlVariables: {} },
    }),
  },
  ...ssoPermissionRows,
  ...connectionRows,
  // Last: it ends every session of the caller, the world's admin fixture's among them (adminCall).
  { route: 'POST /api/me/sign-out-everywhere', expect: signedIn },
];
