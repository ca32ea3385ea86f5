import { credentialOriginsChanged, type Endpoint, type Server } from '@portal/contracts';
import type { ServerFormValues } from './build-server-update';

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : url);

/**
 * Whether saving these values would move the server's stored secrets to another host: the server
 * then drops them, so the form asks for them again (docs/SECURITY.md, hole 3).
 */
export function secretsDroppedBy(values: ServerFormValues, server: Server): boolean {
  const { authSet, auth } = server.settings;
  if (values.authType === 'oauth2-user') {
    // The client secret goes to the token and revocation endpoints only (DESIGN.md §6d).
    if (!authSet.clientSecret) return false;
    const targets = (tokenUrl = '', revokeUrl = '') => [tokenUrl, revokeUrl].map(originOf).join(' ');
    return (
      targets(auth.tokenUrl, auth.revokeUrl) !==
      targets(values.auth.tokenUrl.trim(), values.auth.revokeUrl.trim())
    );
  }
  if (
    values.authType === 'none' ||
    values.authType === 'sign-in-token' ||
    (!authSet.password && !authSet.secret)
  )
    return false;
  const tokenurl = values.authType === 'basic' ? auth.tokenurl : values.auth.tokenurl.trim();
  return credentialOriginsChanged(
    { url: server.settings.url, tokenurl: auth.tokenurl },
    { url: values.url.trim(), tokenurl },
  );
}

/**
 * Whether saving these values would clear the secret values of the server's endpoints: they stay
 * with the old host and are entered again (docs/SECURITY.md, hole 3). False until the endpoints load.
 */
export function endpointSecretsDroppedBy(
  values: ServerFormValues,
  server: Server,
  endpoints: Endpoint[] | undefined,
): boolean {
  const held = endpoints?.some(({ settings }) =>
    [...settings.params, ...settings.bodyParams, ...settings.headers].some((entry) => entry.secret),
  );
  return held === true && credentialOriginsChanged({ url: server.settings.url }, { url: values.url.trim() });
}

/**
 * Whether saving these values would drop the stored values of the server's fixed credential
 * headers (Authorization, an API key): they were given for the old host (docs/SECURITY.md, hole 28).
 */
export function credentialHeadersDroppedBy(values: ServerFormValues, server: Server): boolean {
  return (
    server.settings.credentialHeadersSet.length > 0 &&
    credentialOriginsChanged({ url: server.settings.url }, { url: values.url.trim() })
  );
}
