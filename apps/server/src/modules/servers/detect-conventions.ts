import {
  describeAnswerValue,
  messages,
  type RestDetectBody,
  type RestDetectReply,
  restDetectNoRows,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { proposeRestParts } from '../../proxy/adapters/propose-rest-parts.ts';
import type { ProxyCallInput } from '../../proxy/engine/proxy-types.ts';
import { buildUpstreamUrl } from '../../proxy/outbound/build-upstream-url.ts';
import { openServerAuth } from './server-auth.ts';
import { openServerHeaders } from './server-headers.ts';
import { readServerSettings } from './server-repository.ts';
import { findServerOrFail } from './server-service.ts';

type DetectContext = Pick<FastifyInstance, 'db' | 'secretBox' | 'proxyEngine' | 'connections'>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(messages.restDetectNotJson);
  }
}

/**
 * 'Detect' (docs/CONNECTING.md): one GET of a list endpoint's path with the saved server's address,
 * credentials and fixed headers, through the endpoint tester (so the outbound guard, deadline and size
 * cap hold), and the parts its answer suggests. Nothing is saved: the admin reviews them in the form.
 */
export async function detectConventions(
  context: DetectContext,
  actor: AuthContext,
  serverId: string,
  body: RestDetectBody,
): Promise<RestDetectReply> {
  const row = await findServerOrFail(context.db, actor, serverId);
  const settings = readServerSettings(row);
  // A path with $(variables) or one that climbs out of the server's base is refused here, saying why.
  const url = buildUpstreamUrl(settings.url, body.path, {});
  const auth =
    settings.authType === 'none' ? null : openServerAuth(context.secretBox, row.id, row.auth_sealed);
  // A per-person server is read as the admin, with their own connection (DESIGN.md §6d).
  const server = { id: row.id, name: row.name, url: settings.url, authType: settings.authType, auth };
  const person = await context.connections.personFor(actor, server, undefined);
  const input: ProxyCallInput = {
    accountId: actor.accountId,
    server: {
      id: row.id,
      url: settings.url,
      // The saved conventions' fixed headers go along (PostgREST counts only with Prefer: count=exact).
      ...(settings.adapter === 'rest' && settings.rest
        ? { adapter: 'rest' as const, rest: openServerHeaders(context.secretBox, row.id, settings)! }
        : { adapter: 'default' as const }),
      authType: settings.authType,
      auth,
      credentialVersion: row.updated_at,
    },
    endpoint: {
      id: `detect:${row.id}`,
      settings: {
        url: body.path,
        method: 'GET',
        response: 'record',
        params: [],
        bodyParams: [],
        headers: [],
      },
    },
    call: {},
    ...(person ? { person } : {}),
  };
  const answer = await context.proxyEngine.test(input);
  if (answer.status < 200 || answer.status >= 300)
    throw badRequest(`${messages.restDetectNotOk} ${answer.status}.`);
  const parsed = parseJson(answer.body);
  const proposal = proposeRestParts({ url, headers: answer.headers, body: parsed });
  if (!proposal) throw badRequest(restDetectNoRows(describeAnswerValue(parsed)));
  return proposal;
}
