import { type ClientAuthMode, capabilitiesOfRest, isPerPersonAuth, type Server } from '@portal/contracts';
import { type AllowList, mayCarryCredentials } from '../../proxy/outbound/classify-address.ts';
import type { ServerAuth } from './server-auth.ts';
import { presentServerHeaders } from './server-headers.ts';
import { readServerSettings, type ServerRow } from './server-repository.ts';

/** Whether the address is plain http to a host the operator allowed to receive credentials that way. */
function plainHttpAllowed(allow: AllowList, address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' && mayCarryCredentials(allow, url);
  } catch {
    return false;
  }
}

/**
 * The server as the API answers it. Secrets are never included (a fixed credential header's value
 * neither); admins see the other credential fields so that they can edit them, designers see only
 * which secrets are set.
 */
export function presentServer(
  row: ServerRow,
  auth: ServerAuth | null,
  isAdmin: boolean,
  allow: AllowList,
): Server {
  const settings = readServerSettings(row);
  const shown = isAdmin ? auth : null;
  // The per-person types' fields (DESIGN.md §6d), only for those types.
  const perPerson = isPerPersonAuth(settings.authType)
    ? {
        authorizeUrl: shown?.authorizeUrl ?? '',
        tokenUrl: shown?.tokenUrl ?? '',
        revokeUrl: shown?.revokeUrl ?? '',
        clientId: shown?.clientId ?? '',
        clientSecret: '' as const,
        scopes: shown?.scopes ?? '',
        audience: shown?.audience ?? '',
      }
    : {};
  const headers = presentServerHeaders(settings);
  return {
    uuid: row.id,
    name: row.name,
    settings: {
      url: settings.url,
      adapter: settings.adapter,
      authType: settings.authType,
      auth: {
        username: shown?.username ?? '',
        password: '',
        clientid: shown?.clientid ?? '',
        secret: '',
        scope: shown?.scope ?? '',
        tokenurl: shown?.tokenurl ?? '',
        ...(shown?.clientauth ? { clientauth: shown.clientauth as ClientAuthMode } : {}),
        ...perPerson,
      },
      authSet: {
        password: Boolean(auth?.password),
        secret: Boolean(auth?.secret),
        ...(isPerPersonAuth(settings.authType) ? { clientSecret: Boolean(auth?.clientSecret) } : {}),
      },
      ...(headers.rest ? { rest: headers.rest } : {}),
      credentialHeadersSet: headers.credentialHeadersSet,
    },
    authLastUpdated: settings.authUpdatedAt,
    plainHttpAllowed: plainHttpAllowed(allow, settings.url),
    capabilities: capabilitiesOfRest(settings.rest),
  };
}
