import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import type { OutboundResponse } from '../outbound/outbound-client.ts';
import { parseUpstreamJson } from './parse-upstream-json.ts';

const maxDetail = 300;

function fromJson(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' ? body : undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error_description', 'detail', 'title', 'Message', 'errorMessage']) {
    if (typeof record[key] === 'string' && record[key]) return record[key] as string;
  }
  if (typeof record.error === 'string') return record.error;
  if (record.error && typeof record.error === 'object') return fromJson(record.error);
  if (Array.isArray(record.errors) && record.errors.length > 0) return fromJson(record.errors[0]);
  return undefined;
}

/** The upstream's own words about a failure, when it gave some (JSON message fields or plain text). */
export function describeUpstreamError(response: OutboundResponse): string | undefined {
  const text = response.body.toString('utf8').trim();
  if (!text) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  let detail: string | undefined;
  if (/json/i.test(type) || /^[[{"]/.test(text)) {
    try {
      detail = fromJson(parseUpstreamJson(text));
    } catch {
      // Not JSON, or nested too deeply to walk: the status alone says it.
      detail = undefined;
    }
  } else if (/^text\/plain/i.test(type)) {
    detail = text;
  }
  if (!detail) return undefined;
  const line = detail.replace(/\s+/g, ' ').trim();
  return line.length > maxDetail ? `${line.slice(0, maxDetail)}…` : line;
}

/** An upstream 4xx/5xx as an error that also carries the upstream's status. */
export class UpstreamHttpError extends AppError {
  readonly upstreamStatus: number;
  constructor(status: number, message: string) {
    super('upstream_error', message);
    this.upstreamStatus = status;
  }
}

export function upstreamFailure(response: OutboundResponse): UpstreamHttpError {
  const detail = describeUpstreamError(response);
  return new UpstreamHttpError(
    response.status,
    `${messages.upstreamFailed} (${response.status})${detail ? `: ${detail}` : ''}`,
  );
}
