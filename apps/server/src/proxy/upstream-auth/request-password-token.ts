import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import { describeUpstreamError } from '../engine/describe-upstream-error.ts';
import type { OutboundClient } from '../outbound/outbound-client.ts';
import { basicAuthorization, type UpstreamCredentials } from './upstream-credentials.ts';

export type IssuedToken = { accessToken: string; expiresInMs: number | undefined };

/** RFC 6749 §2.3.1: client id and secret are form-encoded before they go into Basic. */
const formEncode = (value: string) => encodeURIComponent(value).replaceAll('%20', '+');

/**
 * The OAuth2 resource owner password grant: a form body with the user's credentials, the client
 * authenticated with HTTP Basic (the default), with client_id and client_secret in the body, or not
 * at all (a public client). Goes through the same outbound guard as data calls.
 */
export async function requestPasswordToken(
  client: OutboundClient,
  credentials: UpstreamCredentials,
  serverUrl: string,
): Promise<IssuedToken> {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: credentials.username ?? '',
    password: credentials.password ?? '',
  });
  if (credentials.scope) form.set('scope', credentials.scope);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (credentials.clientauth === 'body') {
    form.set('client_id', credentials.clientid ?? '');
    if (credentials.secret) form.set('client_secret', credentials.secret);
  } else if (credentials.clientauth !== 'none') {
    headers.authorization = basicAuthorization(
      formEncode(credentials.clientid ?? ''),
      formEncode(credentials.secret ?? ''),
    );
  }
  const response = await client.send({
    url: new URL(credentials.tokenurl ?? '', serverUrl),
    method: 'POST',
    headers,
    body: form.toString(),
  });
  if (response.status !== 200) {
    const detail = describeUpstreamError(response);
    throw new AppError(
      'upstream_error',
      `${messages.upstreamTokenFailed} (${response.status}${detail ? `: ${detail}` : ''})`,
    );
  }
  let parsed: { access_token?: unknown; expires_in?: unknown };
  try {
    parsed = JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new AppError('upstream_error', messages.upstreamTokenFailed);
  }
  if (typeof parsed?.access_token !== 'string' || parsed.access_token === '') {
    throw new AppError('upstream_error', messages.upstreamTokenFailed);
  }
  const expiresIn = Number(parsed.expires_in);
  return {
    accessToken: parsed.access_token,
    expiresInMs: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : undefined,
  };
}
