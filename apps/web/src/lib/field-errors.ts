import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** What is wrong with a form, by field: each text shows under its field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The codes of refusals about what was typed; a refusal with another code never goes under a field. */
const fieldRefusalCodes: ReadonlySet<string> = new Set(['validation', 'conflict']);

/**
 * Where a form shows each input the server may refuse: the body's path (as the server names it in
 * the refusal's field, e.g. settings.url) to the form's own field. A list stands for fields whose
 * names are their paths. A path covers what lies under it (settings.rest covers settings.rest.rows),
 * and the longest path that covers the refused one wins.
 */
export type FieldsByPath<F extends string> = readonly F[] | Readonly<Partial<Record<string, F>>>;

/** The form's field for the server's field, or undefined when the form has none for it. */
export function formFieldOf<F extends string>(
  serverField: string,
  fieldsByPath: FieldsByPath<F>,
): F | undefined {
  const entries: [string, F | undefined][] = Array.isArray(fieldsByPath)
    ? fieldsByPath.map((field) => [field, field])
    : Object.entries(fieldsByPath);
  let found: [string, F] | undefined;
  for (const [path, field] of entries) {
    if (!field || (serverField !== path && !serverField.startsWith(`${path}.`))) continue;
    if (!found || path.length > found[0].length) found = [path, field];
  }
  return found?.[1];
}

/**
 * The form field a refusal of the server concerns, by the refusal's code (validation or conflict)
 * and the field it names; undefined when it names no field of the form, so the caller shows it
 * otherwise (a toast, an alert).
 */
export function refusedFields<F extends string>(
  error: unknown,
  fieldsByPath: FieldsByPath<F>,
): FieldErrors<F> | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage || !error.field) return undefined;
  if (error.status >= 500 || !fieldRefusalCodes.has(error.code)) return undefined;
  const field = formFieldOf(error.field, fieldsByPath);
  return field ? ({ [field]: error.serverMessage } as FieldErrors<F>) : undefined;
}

/**
 * Puts a refusal of the server under its field of a React Hook Form form (the one form system of the
 * app); false when the refusal names no field of the form, so the caller shows it otherwise.
 */
export function showRefusalInForm<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldsByPath: FieldsByPath<Path<T>>,
  shouldFocus = false,
): boolean {
  const refused = refusedFields(error, fieldsByPath);
  if (!refused) return false;
  for (const [field, message] of Object.entries(refused) as [Path<T>, string | undefined][]) {
    if (message) setError(field, { type: 'server', message }, { shouldFocus });
  }
  return true;
}

/**
 * A React Hook Form form's errors by dotted path (auth.username, rest.rows), for parts of a form that
 * show errors by field name.
 */
export function flatFieldErrors(errors: object, prefix = ''): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix + key;
    if ('type' in value || 'message' in value) {
      if (typeof value.message === 'string') flat[path] = value.message;
    } else Object.assign(flat, flatFieldErrors(value, `${path}.`));
  }
  return flat;
}
