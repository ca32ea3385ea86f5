import { paths } from '../../../config/paths';
import type { ColumnNavigation, Row } from '../types';

/** Each destination variable name mapped to the clicked row's value of its bound field. */
export function buildNavigationVars(navigation: ColumnNavigation, row: Row): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const variable of navigation.variables ?? []) {
    if (!variable.field) continue;
    vars[variable.field] = row[variable.value] ?? null;
  }
  return vars;
}

/** /user/detail/{destination}?vars={encoded JSON}; undefined when the navigation cannot lead anywhere. */
export function buildDetailHref(navigation: ColumnNavigation | undefined, row: Row): string | undefined {
  if (navigation?.destinationType !== 'detail' || !navigation.destination) return undefined;
  const vars = encodeURIComponent(JSON.stringify(buildNavigationVars(navigation, row)));
  return `${paths.detailView.getHref(navigation.destination)}?vars=${vars}`;
}
