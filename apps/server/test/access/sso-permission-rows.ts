import type { MatrixWorld } from './matrix-world.ts';
import type { Expected, PermissionRow } from './permission-rows.ts';

// Single sign-on (DESIGN.md §4a), spread into permission-rows.ts.

const everyone = (status: number): Expected => [status, status, status, status, status];
const adminOnly: Expected = [401, 403, 403, 200, 200];
const adminOnlyRow: Expected = [401, 403, 403, 200, 404];

const providerBody = (w: MatrixWorld) => ({
  name: w.uniqueName('Provider'),
  // Nothing answers here: saving does not call the provider, and a test sign-in reports that it cannot.
  issuer: 'https://login.invalid',
  clientId: 'portal',
  clientSecret: 'a client secret',
  emailDomains: [`${w.uniqueName('domain').replace(/\W+/g, '-').toLowerCase()}.test`],
});

/** A new identity provider of the world's account, for a route that changes or deletes one. */
async function freshProvider(w: MatrixWorld): Promise<string> {
  const created = await w.adminCall('POST', '/api/identity-providers', providerBody(w));
  return created.json().uuid;
}

/** A test sign-in the world's admin ran (its provider does not answer: the result says so). */
async function testResultOfAdmin(w: MatrixWorld): Promise<string> {
  const provider = await freshProvider(w);
  const started = await w.test.app.inject({
    method: 'GET',
    url: `/api/identity-providers/${provider}/test-sign-in`,
    headers: await w.headersOf('admin'),
  });
  return new URL(started.headers.location as string, 'http://portal.test').searchParams.get('test')!;
}

const scimRoutes = [
  'GET /scim/v2/ServiceProviderConfig',
  'GET /scim/v2/ResourceTypes',
  'GET /scim/v2/Schemas',
  'GET /scim/v2/Users',
  'POST /scim/v2/Users',
  'GET /scim/v2/Users/:id',
  'PUT /scim/v2/Users/:id',
  'PATCH /scim/v2/Users/:id',
  'DELETE /scim/v2/Users/:id',
  'GET /scim/v2/Groups',
  'POST /scim/v2/Groups',
  'GET /scim/v2/Groups/:id',
  'PUT /scim/v2/Groups/:id',
  'PATCH /scim/v2/Groups/:id',
  'DELETE /scim/v2/Groups/:id',
];

export const ssoPermissionRows: PermissionRow[] = [
  { route: 'GET /api/identity-providers', expect: adminOnly },
  { route: 'POST /api/identity-providers', expect: adminOnly, call: (w) => ({ body: providerBody(w) }) },
  {
    route: 'GET /api/identity-providers/:id',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/identity-providers/${await freshProvider(w)}` }),
  },
  {
    route: 'PUT /api/identity-providers/:id',
    expect: adminOnlyRow,
    call: async (w) => {
      const id = await freshProvider(w);
      return { url: `/api/identity-providers/${id}`, body: { ...providerBody(w), clientSecret: '' } };
    },
  },
  {
    route: 'DELETE /api/identity-providers/:id',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/identity-providers/${await freshProvider(w)}` }),
  },
  {
    route: 'GET /api/identity-providers/:id/test-sign-in',
    expect: [401, 403, 403, 302, 404],
    call: async (w) => ({ url: `/api/identity-providers/${await freshProvider(w)}/test-sign-in` }),
    note: 'to the provider, or straight back with the result',
  },
  {
    route: 'GET /api/sign-in-tests/:id',
    expect: adminOnlyRow,
    call: async (w) => ({ url: `/api/sign-in-tests/${await testResultOfAdmin(w)}` }),
    note: 'a result of the admin who ran the test',
  },
  { route: 'GET /api/scim-tokens', expect: adminOnly },
  { route: 'POST /api/scim-tokens', expect: adminOnly, call: () => ({ body: { name: 'Provisioning' } }) },
  {
    route: 'DELETE /api/scim-tokens/:id',
    expect: adminOnlyRow,
    call: async (w) => {
      const created = await w.adminCall('POST', '/api/scim-tokens', { name: 'Provisioning' });
      return { url: `/api/scim-tokens/${created.json().uuid}` };
    },
  },
  // SCIM answers a bearer token of the account only: a session, any session, opens nothing there
  // (scim-users.test.ts calls each route with tokens of this and another account).
  ...scimRoutes.map((route) => ({ route, expect: everyone(401), note: 'a SCIM token, never a session' })),
  // Public: a sign-in starts and ends in the browser, signed in or not.
  { route: 'GET /api/sso/start', expect: everyone(302), note: 'no e-mail: back to the sign-in page' },
  {
    route: 'GET /api/sso/callback',
    expect: everyone(302),
    note: 'no sign-in started: back to the sign-in page',
  },
];
