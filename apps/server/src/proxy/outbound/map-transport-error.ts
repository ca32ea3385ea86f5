import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';

const timeoutCodes = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);
const reasons: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed',
};

function* causes(error: unknown): Generator<{ code?: unknown; name?: unknown }> {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current as { code?: unknown; name?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Turns what the HTTP client throws into one of the proxy's distinct, clear errors. */
export function mapTransportError(error: unknown, deadline: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  for (const cause of causes(error)) {
    if (cause.code === 'UPSTREAM_BLOCKED') return new AppError('upstream_blocked', messages.upstreamBlocked);
  }
  if (deadline.aborted) return new AppError('upstream_timeout', messages.upstreamTimeout);
  for (const cause of causes(error)) {
    if (timeoutCodes.has(String(cause.code)) || cause.name === 'TimeoutError') {
      return new AppError('upstream_timeout', messages.upstreamTimeout);
    }
    const reason = reasons[String(cause.code)];
    if (reason) return new AppError('upstream_unreachable', `${messages.upstreamUnreachable} (${reason})`);
  }
  return new AppError('upstream_unreachable', messages.upstreamUnreachable);
}
