import { userCreateBody } from '@portal/contracts';
import { toUserBody, type UserFormValues } from './user-draft';

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/**
 * The server's own schema judges the dialog, so the screen shows exactly the messages the server
 * would answer (SPEC.md §5), placed under the field they concern.
 */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const result = userCreateBody.safeParse(toUserBody(values));
  if (result.success) return {};
  const errors: UserFormErrors = {};
  for (const issue of result.error.issues) {
    const top = issue.path[0];
    const field = (top === 'settings' ? 'embed' : top) as keyof UserFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
