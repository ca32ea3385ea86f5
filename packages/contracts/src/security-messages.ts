// Texts of the security defences (docs/SECURITY.md), spread into `messages`.
export const securityMessages = {
  jsonRequired: 'Requests that change data must send JSON (Content-Type: application/json).',
  urlVariableMissing: 'This URL variable needs a value:',
} as const;
