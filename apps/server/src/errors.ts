import { messages } from '@portal/contracts';

export type ErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'stale_version'
  | 'rate_limited'
  | 'csrf'
  | 'unsupported_media_type'
  | 'upstream_error'
  | 'upstream_blocked'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'upstream_invalid'
  | 'upstream_too_large'
  | 'unavailable'
  | 'connection_required'
  | 'internal';

/** One place maps codes to HTTP; a new code without a status does not compile. */
export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'validation':
      return 400;
    case 'unauthenticated':
    case 'connection_required':
      return 401;
    case 'forbidden':
    case 'csrf':
      return 403;
    case 'not_found':
      return 404;
    case 'unsupported_media_type':
      return 415;
    case 'conflict':
    case 'stale_version':
      return 409;
    case 'rate_limited':
      return 429;
    case 'upstream_error':
    case 'upstream_blocked':
    case 'upstream_unreachable':
    case 'upstream_invalid':
    case 'upstream_too_large':
      return 502;
    case 'upstream_timeout':
      return 504;
    case 'unavailable':
      return 503;
    case 'internal':
      return 500;
  }
}

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The input the refusal is about (a dotted path into the body), answered so a form shows it there. */
  readonly field: string | undefined;
  /** The data server a `connection_required` refusal names (DESIGN.md §6d): the page offers to connect. */
  readonly server: { uuid: string; name: string } | undefined;
  constructor(code: ErrorCode, message: string, field?: string, server?: { uuid: string; name: string }) {
    super(message);
    this.code = code;
    this.field = field;
    this.server = server;
  }
  get status(): number {
    return statusOf(this.code);
  }
}

/** A 429 that says when to try again (the answer's Retry-After). */
export class RateLimited extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('rate_limited', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const badRequest = (message: string, field?: string) => new AppError('validation', message, field);
export const unauthenticated = (message: string = messages.signedOut) =>
  new AppError('unauthenticated', message);
export const forbidden = (message: string = messages.forbidden) => new AppError('forbidden', message);
export const notFound = (message: string = messages.notFound) => new AppError('not_found', message);
export const conflict = (message: string, field?: string) => new AppError('conflict', message, field);

/**
 * A data call of a person without a usable connection to a per-person server (DESIGN.md §6d): 401,
 * naming the server. Without the server (the engine does not know its name) the caller adds it.
 */
export const connectionRequired = (server?: { uuid: string; name: string }) =>
  new AppError(
    'connection_required',
    server ? `${messages.connectionRequired} ${server.name}.` : messages.connectionRequired,
    undefined,
    server,
  );
