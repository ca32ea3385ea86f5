import { isCredentialHeader, isForbiddenHeader, ownValue } from '@portal/contracts';

type Entry = { name: string; value?: string | null };

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Only what the endpoint declares goes upstream: each declared entry takes its fixed value when
 * it has one (the admin's value wins), otherwise the caller's value, otherwise it is left out.
 */
export function pickDeclared(
  declared: Entry[],
  given: Record<string, unknown> | undefined,
  options: { ignoreCase?: boolean; fixedOnly?: (name: string) => boolean } = {},
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
    if (options.fixedOnly?.(entry.name)) continue;
    const value = ownValue(given, entry.name) ?? lowerGiven?.get(entry.name.toLowerCase());
    if (isGiven(value)) picked.push([entry.name, value]);
  }
  return picked;
}

const tokenPattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Headers that may be sent: allowed names (never Host, Cookie, forwarding or framing headers,
 * contracts' header-names.ts), values without line breaks. Saving refuses the others; this holds
 * for whatever was stored before, and for the adapters' own.
 */
export function safeHeaders(pairs: [string, unknown][]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, raw] of pairs) {
    const value = String(raw);
    if (!tokenPattern.test(name) || isForbiddenHeader(name)) continue;
    if (/[\r\n\0]/.test(value)) continue;
    headers[name] = value;
  }
  return headers;
}

/** Whether any of the headers is a credential: the request then goes over plain http only to allowed hosts. */
export const carriesCredentialHeader = (headers: Record<string, string>) =>
  Object.keys(headers).some(isCredentialHeader);

/**
 * A credential header an endpoint declares goes with its own fixed (sealed) value only, never with
 * a value a caller sends: the admin documented it, a page does not choose it.
 */
export const fixedOnlyHeaders = { ignoreCase: true, fixedOnly: isCredentialHeader };
