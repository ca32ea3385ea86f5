import {
  freeTextField,
  isQueryFieldName,
  type NormalizedQuery,
  queryFieldNameRefusal,
} from '@portal/contracts';
import { badRequest } from '../../errors.ts';

/** Every field name a normalized query carries: text, free-text, number, exact-match and sort fields. */
function fieldsOf(query: NormalizedQuery): string[] {
  return [
    ...query.textSearch.fields.filter((field) => field !== freeTextField),
    ...query.freeTextFields,
    ...query.customFilters.map((filter) => filter.field),
    ...query.filters.map((filter) => filter.field),
    ...(query.orderBy ? [query.orderBy] : []),
  ];
}

/**
 * The field-name rule again where a request is built (DESIGN.md §6a): the proxy's schema refuses
 * such names first, but a builder reached another way must not write one into a query either.
 * Throws a 400 naming the field; an adapter calls it before it writes anything.
 */
export function checkQueryFields(query: NormalizedQuery): void {
  const refused = fieldsOf(query).find((field) => !isQueryFieldName(field));
  if (refused !== undefined) throw badRequest(queryFieldNameRefusal(refused));
}
