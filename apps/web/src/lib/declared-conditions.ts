import {
  type CustomFilter,
  conditionWords,
  type DescribedValue,
  type EndpointDescription,
  messages,
  type QueryAbilities,
  undeclaredFilterNote,
} from '@portal/contracts';
import { humanizeField } from './humanize-field';

// What design screens (the search wizard, a search page's design mode) say about a filter, search or
// sort whose query parameter the endpoint's OpenAPI document does not declare (DESIGN.md §7d): the
// API would ignore it, so the proxy refuses the call. Without a known document nothing is flagged.

export type DesignCondition = 'exact' | 'range' | 'contains' | 'sort';

/** Why a condition on `field` would be refused, or undefined when the document declares it (or is unknown). */
export function undeclaredNote(
  abilities: QueryAbilities | undefined,
  condition: DesignCondition,
  field: string,
): string | undefined {
  if (!abilities) return undefined;
  switch (condition) {
    case 'exact':
      return abilities.exact.includes(field) ? undefined : undeclaredFilterNote(conditionWords.equals);
    case 'range':
      return abilities.range.includes(field) ? undefined : undeclaredFilterNote(conditionWords.numberFrom);
    case 'contains':
      return abilities.contains.includes(field) ? undefined : undeclaredFilterNote(conditionWords.contains);
    case 'sort':
      return abilities.sort.includes(field) ? undefined : messages.undeclaredSortNote;
  }
}

/** A custom filter's note: an 'Exact' filter needs its exact parameter, a 'Number' filter its range. */
export const undeclaredFilterOf = (abilities: QueryAbilities | undefined, filter: CustomFilter) =>
  undeclaredNote(abilities, filter.type === 'Exact' ? 'exact' : 'range', filter.field);

/** The values the document lists for a field (its enum; true and false for a boolean), else undefined. */
export function documentedValues(
  described: EndpointDescription | undefined,
  field: string,
): DescribedValue[] | undefined {
  const found = described?.fields.find((candidate) => candidate.name === field);
  if (found?.values && found.values.length > 0) return found.values;
  return found?.type === 'boolean' ? [true, false] : undefined;
}

/**
 * A new 'Exact' filter (DESIGN.md §7d), none of its values chosen yet: its values offered from the
 * document's enum when it lists one (else the page offers those of its rows), several at once where
 * the document says the parameter takes several.
 */
export function newExactFilter(
  field: string,
  label: string,
  described?: EndpointDescription,
  abilities?: QueryAbilities,
): CustomFilter {
  const options = documentedValues(described, field);
  return {
    field,
    label: label.trim() || humanizeField(field),
    type: 'Exact',
    values: [],
    ...(options ? { options } : {}),
    several: abilities?.several.includes(field) ?? false,
    isVisible: false,
    isVisibleRange: false,
  };
}
