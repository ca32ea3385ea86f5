import { messages } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * SPEC.md §8 Wizards: a sample read through the proxy that failed is told by the server's message,
 * or else by the raw HTTP status (a gateway in front of the portal answers without a message).
 */
export function describeProxyFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.wizardNoData;
  if (error.serverMessage) return error.serverMessage;
  // Status 0: no answer at all, which the client's own message says.
  return error.status > 0 ? `${messages.wizardHttpStatus} ${error.status}` : error.message;
}
