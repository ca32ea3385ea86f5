/**
 * The one rule for request headers an admin may fix, on a server (its conventions' fixed headers)
 * and on an endpoint alike (docs/SECURITY.md, hole 28).
 *
 * Forbidden: what decides where and how the request goes (the target, the framing, hop-by-hop
 * headers), the client's address as proxies pass it on, and cookies, which belong to a browser's
 * session. Such a header is refused when saved and never sent.
 */
const forbiddenHeaderNames = new Set([
  'host',
  'cookie',
  'cookie2',
  'set-cookie',
  'proxy-authorization',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
  'expect',
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
]);

export const isForbiddenHeader = (name: string) => forbiddenHeaderNames.has(name.trim().toLowerCase());

/**
 * A credential: Authorization, and names that say they carry a key, token, secret or password
 * (X-Api-Key, apikey, X-Auth-Token, Private-Token, X-Directus-Token…). Its value is sealed at rest,
 * never read back (not even by admins), dropped when the server moves to another origin, and sent
 * over plain http only to hosts listed in UPSTREAM_ALLOW, like the server's basic credentials.
 */
export function isCredentialHeader(name: string): boolean {
  const key = name.trim().toLowerCase();
  return (
    key === 'authorization' ||
    /(?:^|[-_.])(?:api-?key|apikey|key|token|secret|password|passwd|auth)(?:$|[-_.])/.test(key)
  );
}

/** Why a header name may not be fixed, or undefined when it may. */
export const headerRefusal = (name: string) =>
  isForbiddenHeader(name)
    ? `The header ${name.trim()} cannot be set: it decides where or how the request goes, or belongs to a browser.`
    : undefined;

/** A credential header an endpoint declares without its value: it would never be sent (a caller's value is not taken). */
export const credentialHeaderNeedsValue = (name: string) =>
  `The header ${name.trim()} is a credential: give its value here. It is stored sealed and sent with every request of this endpoint.`;
