import type { ProxyCall, ProxyCallInput } from '../../proxy/engine/proxy-types.ts';
import type { PersonCredentials } from '../../proxy/upstream-auth/upstream-credentials.ts';
import type { ProxyTarget } from '../servers/load-endpoint-for-proxy.ts';

/**
 * The engine's input from a loaded endpoint and what the caller asked; `person` for a per-person
 * server (without it such a server's call is refused).
 */
export function toProxyInput(
  accountId: string,
  target: ProxyTarget,
  call: ProxyCall,
  person?: PersonCredentials,
): ProxyCallInput {
  return {
    accountId,
    server: {
      id: target.server.id,
      url: target.server.url,
      adapter: target.server.adapter,
      ...(target.server.rest ? { rest: target.server.rest } : {}),
      authType: target.server.authType,
      auth: target.server.auth,
      credentialVersion: target.server.credentialVersion,
    },
    endpoint: {
      id: target.endpoint.id,
      version: target.endpoint.version,
      settings: target.endpoint.settings,
    },
    call,
    ...(person ? { person } : {}),
  };
}
