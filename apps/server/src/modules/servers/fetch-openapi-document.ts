import { maxImportTextLength, messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.ts';
import type { ProxyCallInput } from '../../proxy/engine/proxy-types.ts';
import { openServerAuth } from './server-auth.ts';
import { readServerSettings, type ServerRow } from './server-repository.ts';

type FetchContext = Pick<FastifyInstance, 'secretBox' | 'proxyEngine'>;

/** The document's address: absolute, or relative to the server's URL; http(s) only. */
function addressOf(url: string, serverUrl: string): URL {
  const address = URL.canParse(url, serverUrl) ? new URL(url, serverUrl) : undefined;
  if (!address || !['http:', 'https:'].includes(address.protocol) || address.username || address.password) {
    throw badRequest(messages.importUrlInvalid, 'url');
  }
  return address;
}

/**
 * The text of the OpenAPI document an API publishes (import by URL, DESIGN.md §7d), fetched through
 * the endpoint tester's path: the outbound guard (no private address unless allowed), its deadline
 * and size cap. The server's credentials and conventions go along only to the server's own origin,
 * so an address elsewhere never receives them.
 */
export async function fetchOpenApiDocument(
  context: FetchContext,
  accountId: string,
  row: ServerRow,
  url: string,
): Promise<string> {
  const settings = readServerSettings(row);
  const address = addressOf(url, settings.url);
  const own = address.origin === new URL(settings.url).origin;
  const input: ProxyCallInput = {
    accountId,
    server: {
      id: row.id,
      url: `${address.origin}/`,
      adapter: 'default',
      authType: own ? settings.authType : 'none',
      auth:
        own && settings.authType !== 'none'
          ? openServerAuth(context.secretBox, row.id, row.auth_sealed)
          : null,
      credentialVersion: row.updated_at,
    },
    endpoint: {
      id: `openapi-document:${row.id}`,
      settings: {
        url: `${address.pathname.slice(1)}${address.search}`,
        method: 'GET',
        response: 'object',
        params: [],
        bodyParams: [],
        headers: [],
      },
    },
    call: {},
  };
  const answer = await context.proxyEngine.test(input);
  if (answer.status < 200 || answer.status >= 300) {
    throw badRequest(`${messages.importUrlFailed} ${answer.status}.`, 'url');
  }
  if (answer.body.length > maxImportTextLength) throw badRequest(messages.importUrlTooLarge, 'url');
  return answer.body;
}
