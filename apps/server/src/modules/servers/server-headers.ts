import { isCredentialHeader, isForbiddenHeader, type RestSettings } from '@portal/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';

/** The sealed values of a server's fixed credential headers, by lower-case name. */
export type SealedHeaders = Record<string, string>;

/** How a server's fixed headers are stored: `rest.headers` with credential values blank, and those values sealed. */
export type StoredHeaders = { rest?: RestSettings; sealedHeaders?: SealedHeaders };

const keyOf = (name: string) => name.trim().toLowerCase();
// The server and the header are the sealing context: a sealed value copied elsewhere does not open.
const contextOf = (serverId: string, name: string) => `server:${serverId}:header:${keyOf(name)}`;

const entriesOf = (rest: RestSettings | undefined) => Object.entries(rest?.headers ?? {});

/**
 * What to store from the conventions an admin saved (docs/SECURITY.md, hole 28): a credential
 * header's value is sealed, and one sent blank keeps the value stored under its name, since reads
 * never return it; a header that may not be set is not kept. When the server moved to another
 * origin (`moved`), nothing stored is kept: the values were given for the old host and must be
 * typed again. `sent` undefined keeps the stored conventions.
 */
export function sealServerHeaders(
  box: SecretBox,
  serverId: string,
  sent: RestSettings | undefined,
  stored: StoredHeaders,
  moved: boolean,
): StoredHeaders {
  const rest = sent ?? stored.rest;
  if (!rest) return {};
  const keep = moved ? {} : (stored.sealedHeaders ?? {});
  // A value still stored in clear (saved before credential headers were sealed) counts as stored.
  const clear = new Map(
    moved
      ? []
      : entriesOf(stored.rest)
          .filter(([, value]) => value)
          .map(([name, value]) => [keyOf(name), value]),
  );
  if (!rest.headers) return { rest };
  const headers: Record<string, string> = {};
  const sealedHeaders: SealedHeaders = {};
  for (const [name, value] of Object.entries(rest.headers)) {
    if (isForbiddenHeader(name)) continue;
    if (!isCredentialHeader(name)) {
      headers[name] = value;
      continue;
    }
    headers[name] = '';
    const key = keyOf(name);
    if (value) sealedHeaders[key] = box.seal(value, contextOf(serverId, name));
    else if (Object.hasOwn(keep, key)) sealedHeaders[key] = keep[key];
    else if (clear.has(key)) sealedHeaders[key] = box.seal(clear.get(key)!, contextOf(serverId, name));
  }
  return {
    rest: { ...rest, headers },
    ...(Object.keys(sealedHeaders).length > 0 ? { sealedHeaders } : {}),
  };
}

/** Whether stored conventions still hold a credential value in clear, or a header that may not be set. */
export const needsSealing = (stored: StoredHeaders) =>
  entriesOf(stored.rest).some(
    ([name, value]) => isForbiddenHeader(name) || (isCredentialHeader(name) && value !== ''),
  );

/**
 * The conventions as every reader sees them: a credential header's value blank, a header that may
 * not be set left out; and which credential headers have a value stored.
 */
export function presentServerHeaders(stored: StoredHeaders) {
  const set = new Set(Object.keys(stored.sealedHeaders ?? {}));
  const shown = entriesOf(stored.rest).filter(([name]) => !isForbiddenHeader(name));
  const rest = stored.rest?.headers
    ? {
        ...stored.rest,
        headers: Object.fromEntries(
          shown.map(([name, value]) => [name, isCredentialHeader(name) ? '' : value]),
        ),
      }
    : stored.rest;
  const credentialHeadersSet = shown
    .filter(([name, value]) => isCredentialHeader(name) && (set.has(keyOf(name)) || value !== ''))
    .map(([name]) => name);
  return { rest, credentialHeadersSet };
}

/**
 * The conventions as the proxy sends them: each credential header with its value opened, one with
 * no value stored left out, and a header that may not be set left out. Never log, cache or return these.
 */
export function openServerHeaders(box: SecretBox, serverId: string, stored: StoredHeaders) {
  if (!stored.rest?.headers) return stored.rest;
  const sealed = stored.sealedHeaders ?? {};
  const headers: Record<string, string> = {};
  for (const [name, value] of entriesOf(stored.rest)) {
    if (isForbiddenHeader(name)) continue;
    const key = keyOf(name);
    const opened = isCredentialHeader(name) && Object.hasOwn(sealed, key);
    const sent = opened ? box.open(sealed[key], contextOf(serverId, name)) : value;
    if (sent || !isCredentialHeader(name)) headers[name] = sent;
  }
  return { ...stored.rest, headers };
}
