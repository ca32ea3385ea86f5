import { messages } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

const serverMessageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** SPEC.md §8: '{action}: {message}' when the server refused the input (400), otherwise '{action}'. */
export function describeRefusal(action: string, error: unknown): string {
  const serverMessage = serverMessageOf(error);
  return statusOf(error) === 400 && serverMessage ? `${action}: ${serverMessage}` : action;
}

/** SPEC.md §8 Server update: no answer, 500, or the server's own message for every other status. */
export function describeServerUpdateError(error: unknown): string {
  const status = statusOf(error);
  if (status === 0) return messages.errorUpdatingServerNoResponse;
  if (status === 500) return messages.errorUpdatingServerLater;
  return serverMessageOf(error) ?? messages.errorUpdatingServerNoResponse;
}
