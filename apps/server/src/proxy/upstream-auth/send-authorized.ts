import { hash } from 'node:crypto';
import { isPerPersonAuth, messages } from '@portal/contracts';
import { AppError, connectionRequired } from '../../errors.ts';
import type { ProxyObserver } from '../engine/proxy-observer.ts';
import { type AllowList, mayCarryCredentials } from '../outbound/classify-address.ts';
import type { OutboundClient, OutboundRequest, OutboundResponse } from '../outbound/outbound-client.ts';
import { requestPasswordToken } from './request-password-token.ts';
import { createTokenCache, type TokenCacheOptions } from './token-cache.ts';
import { type AuthServer, basicAuthorization, type PersonCredentials } from './upstream-credentials.ts';

export type UpstreamAuth = {
  /**
   * Sends with the server's credentials. OAuth2: a cached token, and after a 401 one renewal and
   * one retry; the answer of the retry is returned whatever it is. A per-person server (DESIGN.md
   * §6d) sends the person's token the same way, and refuses a call made as nobody.
   */
  send(server: AuthServer, request: OutboundRequest, person?: PersonCredentials): Promise<OutboundResponse>;
};

/** Identifies a server's current credentials without holding them. */
export function credentialScope(server: AuthServer): string {
  const digest = hash('sha256', JSON.stringify([server.authType, server.auth ?? null]), 'base64url');
  return `${server.id}:${server.credentialVersion ?? ''}:${digest}`;
}

const withAuthorization = (request: OutboundRequest, value: string): OutboundRequest => ({
  ...request,
  headers: { ...request.headers, authorization: value },
});

/**
 * The client for every request that carries a credential or an endpoint's secret value: plain http
 * only to allowed hosts.
 */
export function credentialedClient(client: OutboundClient, allow: AllowList): OutboundClient {
  return {
    send(request) {
      if (!mayCarryCredentials(allow, request.url)) {
        return Promise.reject(new AppError('upstream_blocked', messages.credentialsNeedHttps));
      }
      return client.send(request);
    },
    close: () => client.close(),
  };
}

export function createUpstreamAuth(
  plainClient: OutboundClient,
  allow: AllowList,
  tokenOptions: TokenCacheOptions = {},
  observer: Pick<ProxyObserver, 'tokenRequest'> = {},
): UpstreamAuth {
  const client = credentialedClient(plainClient, allow);
  const tokens = createTokenCache(tokenOptions);

  async function sendWithToken(server: AuthServer, request: OutboundRequest) {
    const scope = credentialScope(server);
    const issue = () =>
      requestPasswordToken(client, server.auth ?? {}, server.url).then(
        (token) => {
          observer.tokenRequest?.('issued');
          return token;
        },
        (error: unknown) => {
          observer.tokenRequest?.('refused');
          throw error;
        },
      );
    const token = await tokens.get(scope, issue);
    const response = await client.send(withAuthorization(request, `Bearer ${token}`));
    if (response.status !== 401) return response;
    await tokens.invalidate(scope, token);
    const renewed = await tokens.get(scope, issue);
    return client.send(withAuthorization(request, `Bearer ${renewed}`));
  }

  async function sendAsPerson(request: OutboundRequest, person: PersonCredentials) {
    const token = await person.bearer();
    const response = await client.send(withAuthorization(request, `Bearer ${token}`));
    if (response.status !== 401) return response;
    const renewed = await person.renew(token);
    return client.send(withAuthorization(request, `Bearer ${renewed}`));
  }

  return {
    send(server, request, person) {
      if (isPerPersonAuth(server.authType)) {
        if (!person) return Promise.reject(connectionRequired());
        return sendAsPerson(request, person);
      }
      if (server.authType === 'basic') {
        const auth = server.auth ?? {};
        return client.send(
          withAuthorization(request, basicAuthorization(auth.username ?? '', auth.password ?? '')),
        );
      }
      if (server.authType === 'auth2ropasswordcredentias') return sendWithToken(server, request);
      return (request.carriesSecrets ? client : plainClient).send(request);
    },
  };
}
