import type { Column, CustomFilter, DescribedField, ProposedPage, ValueType } from '@portal/contracts';
import {
  type ApiList,
  type ApiRecord,
  humanize,
  identityOf,
  isIdField,
  shownFields,
  titleFieldOf,
} from './api-entities.ts';

/** The most columns a proposed search page shows (DESIGN.md §7d). */
export const maxProposedColumns = 8;

/** How a field's values read on a page; identifiers stay text (no thousands separators). */
export function valueTypeOf(field: DescribedField): ValueType {
  if (isIdField(field.name)) return 'text';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'date') return 'datenotime';
  if (field.type === 'datetime') return 'datewithtime';
  return 'text';
}

/** The rows' fields in the schema's order, at most eight, the id last. */
function columnFields(fields: DescribedField[], identity: string | undefined): DescribedField[] {
  const shown = shownFields(fields);
  const id = shown.find((field) => field.name === identity);
  const others = shown
    .filter((field) => field !== id)
    .slice(0, id ? maxProposedColumns - 1 : maxProposedColumns);
  return id ? [...others, id] : others;
}

/** Exact filters for enums and booleans, ranges for numbers, where the endpoint declares them. */
function customFiltersOf(list: ApiList): CustomFilter[] {
  const filters: CustomFilter[] = [];
  for (const field of shownFields(list.fields)) {
    const label = humanize(field.name);
    const choices = field.values ?? (field.type === 'boolean' ? [true, false] : undefined);
    if (choices && list.abilities.exact.includes(field.name)) {
      filters.push({
        field: field.name,
        label,
        type: 'Exact',
        options: choices,
        values: [],
        several: list.abilities.several.includes(field.name),
        isVisible: false,
        isVisibleRange: false,
      });
    } else if (
      (field.type === 'integer' || field.type === 'number') &&
      !isIdField(field.name) &&
      list.abilities.range.includes(field.name)
    ) {
      filters.push({ field: field.name, label, type: 'Number', isVisible: false, isVisibleRange: false });
    }
  }
  return filters;
}

/**
 * A search page over a list endpoint (DESIGN.md §7d): its columns, a text filter on each field the
 * endpoint searches in, exact filters and ranges where it declares them, and rows that open their
 * record's detail page (`detailKey`) when there is one.
 */
export function proposeSearchPage(
  key: string,
  serverId: string,
  list: ApiList,
  record: { key: string; record: ApiRecord } | undefined,
): ProposedPage {
  const identity = record ? identityOf(list.fields, record.record.variable) : undefined;
  const fields = columnFields(list.fields, identity ?? identityOf(list.fields, 'id'));
  const title = titleFieldOf(fields);
  const linked = record && identity ? (title ?? fields[0]?.name) : undefined;
  const columns: Column[] = fields.map((field) => ({
    value: field.name,
    label: humanize(field.name),
    width: 'max-w-auto',
    hidemobile: '',
    valueType: valueTypeOf(field),
    ...(record && identity && field.name === linked
      ? {
          navigation: {
            destination: record.key,
            destinationType: 'detail' as const,
            variables: [{ field: record.record.variable, value: identity }],
          },
        }
      : {}),
  }));
  const name = humanize(list.noun);
  return {
    key,
    type: 'search',
    name,
    metacontent: {
      title: name,
      columns,
      textFilters: shownFields(list.fields)
        .filter((field) => field.type === 'text' && list.abilities.contains.includes(field.name))
        .map((field) => ({ key: field.name, field: field.name, label: humanize(field.name) })),
      customFilters: customFiltersOf(list),
    },
    metadata: { server: serverId, endpoint: list.endpoint.uuid },
  };
}
