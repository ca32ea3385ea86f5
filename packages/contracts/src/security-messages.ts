// Texts of the security defences (docs/SECURITY.md), spread into `messages`.
export const securityMessages = {
  jsonRequired: 'Requests that change data must send JSON (Content-Type: application/json).',
  urlVariableMissing: 'This URL variable needs a value:',
  reenterSecretsForNewOrigin:
    'The server or token URL now points to another host, so its stored password and client secret were not kept: enter them again.',
  credentialsNeedHttps:
    'Credentials are sent over plain http only to hosts the operator allowed (UPSTREAM_ALLOW); use https.',
  secretsDropOnOriginChange:
    'This address is on another host than before: the stored password and client secret will not be sent there. Enter them again to save.',
} as const;
