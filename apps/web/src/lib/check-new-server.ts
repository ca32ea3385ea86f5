import { isHttpUrl, messages, type NewServerInput, newServerInput, type Server } from '@portal/contracts';
import type { FieldErrors } from './field-errors';

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

/**
 * The new-server form's schema for zodResolver: the rules above, each under its field; a valid
 * input comes out trimmed, as the server stores it.
 */
export function newServerForm(existing: readonly Server[]) {
  return newServerInput
    .superRefine((input, context) => {
      for (const [field, message] of Object.entries(checkNewServer(input, existing))) {
        if (message) context.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform(({ name, url }) => ({ name: name.trim(), url: url.trim() }));
}
