import { isHttpUrl, messages, type Server } from '@portal/contracts';
import type { FieldErrors } from './field-errors';

export type NewServerInput = { name: string; url: string };
export type NewServerField = keyof NewServerInput;

/** SPEC.md §5 Server create, field by field: empty when the server may be sent. */
export function checkNewServer(
  input: NewServerInput,
  existing: readonly Server[],
): FieldErrors<NewServerField> {
  const name = input.name.trim();
  const url = input.url.trim();
  if (!name || !url) {
    return {
      name: name ? undefined : messages.allFieldsRequired,
      url: url ? undefined : messages.allFieldsRequired,
    };
  }
  const errors: FieldErrors<NewServerField> = {};
  if (!isHttpUrl(url)) errors.url = messages.invalidServerUrl;
  if (existing.some((server) => server.name.trim().toLowerCase() === name.toLowerCase())) {
    errors.name = messages.duplicateServerName;
  }
  return errors;
}
