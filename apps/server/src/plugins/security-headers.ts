import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * Browser features the portal never uses, off for it and for anything it embeds: a script that
 * got in could not turn on the camera or read the location under the portal's name.
 */
const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The security headers of every answer, computed once. (@fastify/helmet rebuilt the policy string
 * on every request, a measurable share of a cached proxy answer; see docs/DECISIONS.md.)
 */
export function securityHeaders(
  config: Pick<Config, 'frameAncestors' | 'publicUrl'>,
): Record<string, string> {
  const policy = [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "script-src 'self'",
    // Mantine sets style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    // Who may frame the portal; X-Frame-Options would forbid it everywhere, so it is not sent.
    `frame-ancestors ${config.frameAncestors}`,
  ].join('; ');
  return {
    'content-security-policy': policy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': permissionsPolicy,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    ...(config.publicUrl.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** Whether the request is for the API, by the route it reached or else by its decoded path. */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route && route !== '/*') return route.startsWith('/api');
  let path = request.url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as written
  }
  return path === '/api' || path.startsWith('/api/');
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const headers = securityHeaders(app.config);
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    // API answers hold tenant data and sessions: no browser or shared cache keeps them.
    reply.headers(isApiRequest(request) ? apiHeaders : headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['context'] });
