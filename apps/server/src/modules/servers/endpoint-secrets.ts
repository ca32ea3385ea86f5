import {
  credentialHeaderNeedsValue,
  type EndpointEntry,
  type EndpointSettings,
  isCredentialHeader,
} from '@portal/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { badRequest } from '../../errors.ts';

export const entryLists = ['params', 'bodyParams', 'headers'] as const;
export type EntryList = (typeof entryLists)[number];

/** An entry as the settings column holds it: a secret fixed value only sealed. */
export type StoredEntry = { name: string; value?: string; secret?: true; sealed?: string };
export type StoredEndpointSettings = Omit<EndpointSettings, EntryList> & Record<EntryList, StoredEntry[]>;

// The endpoint, list and name are the sealing context: a sealed value copied elsewhere does not open.
const contextOf = (endpointId: string, list: EntryList, name: string) =>
  `endpoint:${endpointId}:${list}:${list === 'headers' ? name.toLowerCase() : name}`;

const sameName = (list: EntryList, a: string, b: string) =>
  list === 'headers' ? a.toLowerCase() === b.toLowerCase() : a === b;

/** A value sealed as the entry of that name in the endpoint's list. */
export const sealedEntry = (
  box: SecretBox,
  endpointId: string,
  list: EntryList,
  name: string,
  value: string,
): StoredEntry => ({ name, secret: true, sealed: box.seal(value, contextOf(endpointId, list, name)) });

function storedValue(box: SecretBox, endpointId: string, list: EntryList, entry: StoredEntry) {
  return entry.sealed ? box.open(entry.sealed, contextOf(endpointId, list, entry.name)) : entry.value;
}

/**
 * The entries to store from what an admin sent, like server credentials: a secret value is sealed;
 * a secret entry sent blank keeps the value stored under its name (reads never return it, so the
 * form always shows it blank); an entry sent without the mark and without a value has none. A
 * credential header (Authorization, an API key: contracts' header-names.ts) is secret whether
 * marked or not, and must have its value: it goes with its fixed value only, never a caller's.
 */
export function sealEntries(
  box: SecretBox,
  endpointId: string,
  list: EntryList,
  sent: EndpointEntry[],
  stored: StoredEntry[],
): StoredEntry[] {
  const sealed = sent.map(({ name, value, secret: marked }): StoredEntry => {
    const secret = marked || (list === 'headers' && isCredentialHeader(name));
    if (!secret) return value ? { name, value } : { name };
    const kept = stored.find((entry) => sameName(list, entry.name, name));
    const plain = value ?? (kept ? storedValue(box, endpointId, list, kept) : undefined);
    if (!plain) return { name };
    return sealedEntry(box, endpointId, list, name, plain);
  });
  if (list === 'headers') {
    const unvalued = sealed.findIndex((entry) => isCredentialHeader(entry.name) && !entry.sealed);
    if (unvalued >= 0)
      throw badRequest(
        credentialHeaderNeedsValue(sealed[unvalued].name),
        `settings.headers.${unvalued}.value`,
      );
  }
  return sealed;
}

/** The settings as every reader sees them: secret values left out, only marked. */
export function blankSecrets(settings: StoredEndpointSettings): EndpointSettings {
  const blank = (entries: StoredEntry[]) =>
    entries.map(({ name, value, sealed }) =>
      sealed ? { name, secret: true } : value ? { name, value } : { name },
    );
  return {
    ...settings,
    params: blank(settings.params),
    bodyParams: blank(settings.bodyParams),
    headers: blank(settings.headers),
  };
}

/**
 * The settings as the proxy sends them: secret values opened and still marked, so that they go over
 * plain http only to allowed hosts. Never log, cache or return these.
 */
export function openSecrets(
  box: SecretBox,
  endpointId: string,
  settings: StoredEndpointSettings,
): EndpointSettings {
  const open = (list: EntryList) =>
    settings[list].map((entry) => {
      const value = storedValue(box, endpointId, list, entry);
      if (!value) return { name: entry.name };
      return entry.sealed ? { name: entry.name, value, secret: true } : { name: entry.name, value };
    });
  return { ...settings, params: open('params'), bodyParams: open('bodyParams'), headers: open('headers') };
}

/**
 * The settings without their secret values, for a server that moved to another origin: each secret
 * entry keeps its name and loses its value, to be entered again. Undefined when none had a value.
 */
export function withoutSecretValues(settings: StoredEndpointSettings): StoredEndpointSettings | undefined {
  if (!entryLists.some((list) => settings[list].some((entry) => entry.sealed))) return undefined;
  const drop = (entries: StoredEntry[]) =>
    entries.map((entry): StoredEntry => (entry.sealed ? { name: entry.name } : entry));
  return {
    ...settings,
    params: drop(settings.params),
    bodyParams: drop(settings.bodyParams),
    headers: drop(settings.headers),
  };
}
