// Texts of the security defences (docs/SECURITY.md), spread into `messages`.
export const securityMessages = {
  jsonRequired: 'Requests that change data must send JSON (Content-Type: application/json).',
  urlVariableMissing: 'This URL variable needs a value:',
  reenterSecretsForNewOrigin:
    'The server or token URL now points to another host, so its stored password and client secret were not kept: enter them again.',
  credentialsNeedHttps:
    "This server's address starts with http://, so its password and secret values would travel unencrypted: the portal sends them only over https://, except to hosts your portal's operator has allowed. Change the URL to https://.",
  /** Said at the URL field before saving, when credentials would go over plain http. */
  credentialsOverPlainHttp:
    "With http:// the username and password travel unencrypted, so the portal sends them only over https:// (or to a host your portal's operator has allowed). Use an https:// address.",
  secretsDropOnOriginChange:
    'This address is on another host than before, so the stored password (and client secret) will not be sent there: enter them again to save.',
  endpointSecretsDropOnOriginChange:
    "Saving clears the secret values of this server's endpoints, which are not sent to another host: enter them again under Edit Endpoints.",
  reenterForNewHost: 'Enter it again for the new host',
  credentialHeadersHint:
    'A credential header (Authorization, an API key or token) is stored encrypted and never shown again: leave its value blank to keep it.',
  /** Followed by the names, e.g. "Authorization, X-Api-Key." */
  credentialHeadersStored: 'Stored:',
  credentialHeadersDropOnOriginChange:
    'This address is on another host than before, so the stored values of its credential headers will not be kept: type them again.',
  proxyTooManyInFlight: 'Too many data requests at once: wait for the running ones to finish.',
  proxyTooManyPerMinute: 'Too many data requests this minute: please wait a moment and try again.',
  secretValueLabel: 'Secret',
  secretValueHint: 'A secret fixed value is stored encrypted and never shown again.',
  fixedSecretValue: 'Fixed secret value',
  invalidId: 'This is not a valid id (a UUID).',
  nulCharacter: 'Text may not contain NUL characters.',
  jsonTooDeep: 'The JSON body is nested too deeply.',
  upstreamJsonTooDeep: 'The data server answered with JSON nested too deeply to be read.',
  queryFieldNameInvalid: 'This is not a plain field name:',
} as const;
