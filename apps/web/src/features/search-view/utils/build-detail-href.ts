import { ownValue } from '@portal/contracts';
import { paths } from '../../../config/paths';
import type { ColumnNavigation, Row } from '../types';

/** Each destination variable name mapped to the clicked row's value of its bound field. */
export function buildNavigationVars(navigation: ColumnNavigation, row: Row): Record<string, unknown> {
  // Entries, not assignments: a variable named __proto__ stays a variable, and fields are own keys.
  return Object.fromEntries(
    (navigation.variables ?? [])
      .filter((variable) => variable.field)
      .map((variable) => [variable.field, ownValue(row, variable.value) ?? null]),
  );
}

/** /user/detail/{destination}?vars={encoded JSON}; undefined when the navigation cannot lead anywhere. */
export function buildDetailHref(navigation: ColumnNavigation | undefined, row: Row): string | undefined {
  if (navigation?.destinationType !== 'detail' || !navigation.destination) return undefined;
  const vars = encodeURIComponent(JSON.stringify(buildNavigationVars(navigation, row)));
  return `${paths.detailView.getHref(navigation.destination)}?vars=${vars}`;
}
