/** Node's codes for a connection that could not be made or broke. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own messages for a connection that broke, timed out, or was left unusable. */
const brokenConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;

/**
 * Whether a query failed because the database could not be reached (rather than because of the
 * query): the network, pg's pool, or PostgreSQL refusing connections for now (class 08
 * "connection exception", 57P01–57P03 shutting down or starting, 53300 too many connections).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkCodes.has(code)) return true;
    if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  }
  if (brokenConnection.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnreachable(error.cause);
}
