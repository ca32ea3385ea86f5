import { messages } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * SPEC.md §7 Create a view: a refusal of the server is said with its message, anything else is an
 * error. A taken name (409, DESIGN.md §3) is handled on the name step instead.
 */
export function describeCreateFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) {
    return messages.errorCreatingView;
  }
  return `${messages.errorCreatingView}: ${error.serverMessage}`;
}

/** The name is taken in the account (a conflict about the name): said under the page name, on its own step. */
export const isNameTaken = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'conflict' && error.field === 'name';
