import { messages } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

/** SPEC.md §7 Create a view: 400 means the view exists (handled on the name step), else an error. */
export function describeCreateFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) {
    return messages.errorCreatingView;
  }
  return `${messages.errorCreatingView}: ${error.serverMessage}`;
}

/** The name is taken in the account: said under the page name, on its own step. */
export const isNameTaken = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === messages.viewExists;
