/** The operations of an OpenAPI document by path and method, as far as a client generator reads them. */
export type DocumentedOperations = Record<string, Record<string, { operationId?: string }>>;

/**
 * Calls a client of the portal makes, written against the types openapi-typescript generates into
 * ./api.d.ts and made with openapi-fetch: they compile only if the document types each operation,
 * and each `@ts-expect-error` line fails the compilation unless the types refuse a wrong call.
 */
const realCalls = `
import createClient from 'openapi-fetch';
import type { components, operations, paths } from './api';

const api = createClient<paths>({ baseUrl: 'https://portal.example.com' });

export async function signInAndReadAPage(pageId: string, endpointId: string) {
  const signedIn = await api.POST('/api/login', {
    body: { email: 'ada@example.com', password: 'correct horse', fingerprint: 'browser-1' },
  });
  if (signedIn.error) {
    const refusal: { code: string; message: string } = signedIn.error;
    return refusal.message;
  }
  const firstName: string = signedIn.data.firstName;
  const roles: Array<'admin' | 'designer' | 'user'> = signedIn.data.roles;
  const mayDesign: boolean = signedIn.data.abilities.designPages;

  const page = await api.GET('/api/views/{id}', { params: { path: { id: pageId } } });
  const pageName: string | undefined = page.data?.name;

  const rows = await api.POST('/api/proxy', {
    body: { uuid: endpointId, view: pageId, urlVariables: {}, params: { offset: 0, limit: 20 } },
  });
  const status: number | undefined = rows.data?.status;
  const data: unknown = rows.data?.data;

  const groups = await api.GET('/api/groups');
  const groupNames: string[] = (groups.data ?? []).map((group) => group.name);

  const removed = await api.DELETE('/api/views/{id}/saved-searches/{searchId}', {
    params: { path: { id: pageId, searchId: pageId } },
  });
  const removedCode: string | undefined = removed.error?.code;

  const changed: operations['updateProfile']['requestBody'] = {
    content: { 'application/json': { firstName: 'Ada', lastName: 'Lovelace' } },
  };
  const failure: components['schemas']['ErrorReply'] = { code: 'not_found', message: 'Not found.' };

  // @ts-expect-error signing in needs a password
  await api.POST('/api/login', { body: { email: 'ada@example.com' } });
  // @ts-expect-error there is no such call
  await api.GET('/api/nowhere');
  // @ts-expect-error a page is read by its id in the path
  await api.GET('/api/views/{id}', { params: { path: {} } });
  // @ts-expect-error the proxy calls an endpoint by its uuid
  await api.POST('/api/proxy', { body: { urlVariables: {} } });
  // @ts-expect-error a sign-in answers one person, not a list
  signedIn.data.map((person) => person);
  // @ts-expect-error the abilities name only what the policies grant
  const noSuchAbility = signedIn.data.abilities.deleteAccount;
  // @ts-expect-error a page's name is text
  const wrongName: number | undefined = page.data?.name;
  // @ts-expect-error a refusal carries a code and a message, no rows
  const rowsOfRefusal = rows.error?.data;

  return [
    firstName,
    roles,
    mayDesign,
    pageName,
    status,
    data,
    groupNames,
    removedCode,
    changed,
    failure,
    noSuchAbility,
    wrongName,
    rowsOfRefusal,
  ];
}
`;

/** One line per operation: its type exists by its operationId, and its 4xx answers are {code, message}. */
function everyOperationTyped(document: DocumentedOperations): string {
  const lines = Object.entries(document).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation], index) => {
      const name = `${operation.operationId ?? `missing_${index}`}_${method}`.replace(/\W/g, '_');
      return [
        `const ${name}: Refusal<operations['${operation.operationId}']> = { code: 'c', message: 'm' };`,
        `const ${name}_path: operations['${operation.operationId}'] = {} as paths['${path}']['${method}'];`,
      ].join('\n');
    }),
  );
  return `
type Refusal<Operation> = Operation extends { responses: infer Answers }
  ? { [Status in keyof Answers]: Status extends \`4\${string}\`
      ? Answers[Status] extends { content: { 'application/json': infer Body } } ? Body : never
      : never }[keyof Answers]
  : never;
${lines.join('\n')}
`;
}

export function typedClientCalls(paths: DocumentedOperations): string {
  return `${realCalls}\n${everyOperationTyped(paths)}`;
}
