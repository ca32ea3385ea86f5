import { scimMediaType } from '@portal/contracts';
import { callApi } from './server-fixtures.ts';
import type { TestApp, TestUser } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Makes a SCIM token as the admin does on Settings ▸ Sign-in, and answers it. */
export async function scimTokenOf(test: TestApp, admin: TestUser, name = 'Provisioning'): Promise<string> {
  const created = await callApi(test, admin.cookie, 'POST', '/api/scim-tokens', { name });
  if (created.statusCode !== 200) throw new Error(`making a SCIM token failed: ${created.body}`);
  return created.json().token;
}

/** A SCIM client's call, as an identity provider sends it: a bearer token and SCIM's media type. */
export function scim(test: TestApp, token: string | undefined, method: Method, url: string, body?: unknown) {
  return test.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      accept: scimMediaType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': scimMediaType }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}
