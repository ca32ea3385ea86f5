import { ownValue } from '@portal/contracts';

type Entry = { name: string; value?: string | null };

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Only what the endpoint declares goes upstream: each declared entry takes its fixed value when
 * it has one (the admin's value wins), otherwise the caller's value, otherwise it is left out.
 */
export function pickDeclared(
  declared: Entry[],
  given: Record<string, unknown> | undefined,
  options: { ignoreCase?: boolean } = {},
): [string, unknown][] {
  const lowerGiven = options.ignoreCase
    ? new Map(Object.entries(given ?? {}).map(([name, value]) => [name.toLowerCase(), value]))
    : undefined;
  const picked: [string, unknown][] = [];
  for (const entry of declared) {
    if (isGiven(entry.value)) {
      picked.push([entry.name, entry.value]);
      continue;
    }
    const value = ownValue(given, entry.name) ?? lowerGiven?.get(entry.name.toLowerCase());
    if (isGiven(value)) picked.push([entry.name, value]);
  }
  return picked;
}

/**
 * Headers nobody may set through an endpoint: the target and framing of the request, and every
 * credential (cookies, Authorization), which only the server's own upstream auth adds.
 */
const forbiddenHeaders = new Set([
  'host',
  'cookie',
  'cookie2',
  'authorization',
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
  'set-cookie',
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);
const tokenPattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Declared headers that may be sent: allowed names, values without line breaks. */
export function safeHeaders(pairs: [string, unknown][]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, raw] of pairs) {
    const value = String(raw);
    if (!tokenPattern.test(name) || forbiddenHeaders.has(name.toLowerCase())) continue;
    if (/[\r\n\0]/.test(value)) continue;
    headers[name] = value;
  }
  return headers;
}
