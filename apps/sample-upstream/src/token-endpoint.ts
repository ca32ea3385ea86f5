import type { IncomingMessage } from 'node:http';
import type { AuthGate } from './auth-gate.ts';
import { readBasic } from './auth-gate.ts';

export type TokenAnswer = { status: number; body: Record<string, unknown> };

const formDecode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));

/**
 * POST /oauth/token, the resource owner password grant (RFC 6749 §4.3): the client authenticates
 * with HTTP Basic (form-encoded id and secret, §2.3.1) or client_id/client_secret in the body.
 */
export function answerTokenRequest(gate: AuthGate, request: IncomingMessage, rawBody: string): TokenAnswer {
  const form = new URLSearchParams(rawBody);
  const basic = readBasic(request);
  let clientId = form.get('client_id') ?? '';
  let clientSecret = form.get('client_secret') ?? '';
  if (basic) {
    try {
      clientId = formDecode(basic[0]);
      clientSecret = formDecode(basic[1]);
    } catch {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Malformed client credentials' },
      };
    }
  }
  if (form.get('grant_type') !== 'password') {
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Only the password grant' },
    };
  }
  if (!gate.checkClient(clientId, clientSecret)) {
    return {
      status: 401,
      body: { error: 'invalid_client', error_description: 'Unknown client or wrong secret' },
    };
  }
  if (!gate.checkUser(form.get('username') ?? '', form.get('password') ?? '')) {
    return {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid username or password' },
    };
  }
  const scope = form.get('scope');
  return { status: 200, body: { ...gate.issueToken(), ...(scope ? { scope } : {}) } };
}
