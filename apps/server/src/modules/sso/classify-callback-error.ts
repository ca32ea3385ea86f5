import type { SsoRefusalCode } from '@portal/contracts';

/** openid-client's codes for an answer that does not check out: a state, issuer, nonce, audience or signature. */
const failedChecks = new Set([
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
]);

/**
 * Why openid-client refused a callback, as the sign-in page says it: a check that failed (another
 * state, issuer or nonce, a code already used or not for this verifier) is a forged or replayed
 * callback; the provider's own refusal, or a provider that did not answer, is the provider's error.
 */
export function classifyCallbackError(error: unknown): SsoRefusalCode {
  const { code, error: oauthError } = (error ?? {}) as { code?: unknown; error?: unknown };
  if (code === 'OAUTH_RESPONSE_BODY_ERROR' && oauthError === 'invalid_grant') return 'forged';
  if (typeof code === 'string' && failedChecks.has(code)) return 'forged';
  return 'provider_error';
}
