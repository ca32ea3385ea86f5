import { ApiError } from './api-client';

/**
 * SPEC.md §8 shows the server's own message only for some answers (e.g. "400 shows the server
 * message"); every other failure shows the screen's fixed text.
 */
export function serverMessageFor(error: unknown, statuses: readonly number[], fallback: string): string {
  if (error instanceof ApiError && error.serverMessage && statuses.includes(error.status)) {
    return error.serverMessage;
  }
  return fallback;
}
