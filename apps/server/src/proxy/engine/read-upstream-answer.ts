import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import type { UpstreamAnswer } from '../adapters/adapter-types.ts';
import type { OutboundResponse } from '../outbound/outbound-client.ts';
import type { AuthServer } from '../upstream-auth/upstream-credentials.ts';
import { upstreamFailure } from './describe-upstream-error.ts';
import { parseUpstreamJson } from './parse-upstream-json.ts';

/** A 2xx answer parsed as JSON (not too deep); every other outcome becomes its own clear error. */
export function readUpstreamAnswer(server: AuthServer, response: OutboundResponse): UpstreamAnswer {
  if (response.status === 401 && server.authType !== 'none') {
    throw new AppError('upstream_error', messages.upstreamAuthRefused);
  }
  if (response.status < 200 || response.status >= 300) throw upstreamFailure(response);
  const text = response.body.toString('utf8');
  const body = text.trim() === '' ? null : parseUpstreamJson(text);
  return { status: response.status, headers: response.headers, body };
}
