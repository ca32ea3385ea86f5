import { messages } from '@portal/contracts';
import type { ColumnNavigation } from '../../types';

/**
 * A column's navigation to a detail view: every destination variable bound to a row field, each as
 * {field: variable name, value: row field, dataset: 'main'}; refused when anything is missing, with
 * what is missing: 'destination' or the unbound variables' names.
 */
export function buildColumnNavigation(
  destination: string | null,
  variables: readonly string[] | undefined,
  bindings: Readonly<Record<string, string | null | undefined>>,
): { ok: true; navigation: ColumnNavigation } | { ok: false; error: string; missing: string[] } {
  const error = messages.searchErrorSavingNavigation;
  if (!destination || !variables) return { ok: false, error, missing: ['destination'] };
  const unbound = variables.filter((name) => !bindings[name]);
  if (unbound.length > 0) return { ok: false, error, missing: unbound };
  return {
    ok: true,
    navigation: {
      destination,
      destinationType: 'detail',
      variables: variables.map((name) => ({ field: name, value: bindings[name]!, dataset: 'main' })),
    },
  };
}

/** The row field each destination variable is bound to in an existing navigation. */
export function bindingsOf(navigation: ColumnNavigation | undefined): Record<string, string> {
  const bindings: Record<string, string> = {};
  for (const variable of navigation?.variables ?? []) bindings[variable.field] = variable.value;
  return bindings;
}
