import { messages } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

const serverMessageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

// The refusal text is shared with the new server dialog, which the wizards open too.
export { describeRefusal } from '../../../lib/describe-refusal';

/** SPEC.md §8 Server update: no answer, 500, or the server's own message for every other status. */
export function describeServerUpdateError(error: unknown): string {
  const status = statusOf(error);
  if (status === 0) return messages.errorUpdatingServerNoResponse;
  if (status === 500) return messages.errorUpdatingServerLater;
  return serverMessageOf(error) ?? messages.errorUpdatingServerNoResponse;
}
