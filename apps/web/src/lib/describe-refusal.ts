import { ApiError } from './api-client';

/** SPEC.md §8: '{action}: {message}' when the server refused the input (400), otherwise '{action}'. */
export function describeRefusal(action: string, error: unknown): string {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  const status = error instanceof ApiError ? error.status : 0;
  return status === 400 && serverMessage ? `${action}: ${serverMessage}` : action;
}
