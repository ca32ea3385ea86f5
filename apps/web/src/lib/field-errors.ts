import { useCallback, useState } from 'react';
import { ApiError } from './api-client';

/** What is wrong with a form, by field: each text shows under its field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const hasFieldErrors = (errors: FieldErrors<string>) => Object.values(errors).some(Boolean);

/** The errors without those of the fields just edited. */
export function withoutFields<E extends FieldErrors<string>>(errors: E, fields: readonly string[]): E {
  if (!fields.some((field) => errors[field])) return errors;
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

/**
 * The field a refusal of the server concerns, found by the server's message (its texts live in
 * contracts, so both sides name the same ones); undefined when the refusal names no field of the form.
 */
export function refusedFields<F extends string>(
  error: unknown,
  messagesByField: Partial<Record<F, readonly string[]>>,
): FieldErrors<F> | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage || error.status >= 500) return undefined;
  const said = error.serverMessage;
  for (const [field, texts] of Object.entries(messagesByField) as [F, readonly string[]][]) {
    if (texts.some((text) => said === text || said.startsWith(text))) {
      return { [field]: said } as FieldErrors<F>;
    }
  }
  return undefined;
}

/** A form's field errors; typing in a field clears its own. */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const clear = useCallback(
    (field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    [],
  );
  const reset = useCallback(() => setErrors({}), []);
  return { errors, setErrors, clear, reset };
}
