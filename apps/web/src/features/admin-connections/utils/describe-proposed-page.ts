import type { ProposedPage } from '@portal/contracts';
import { humanizeField } from '../../../lib/humanize-field';

/** What a proposed page shows, in words the admin reads before creating it (DESIGN.md §7d). */
export type ProposedPageSummary = {
  /** Search page: its columns; detail page: its panels, each with the fields it shows. */
  shows: string[];
  /** Search page: its exact filters and ranges, and the fields its text search looks in. */
  filters: string[];
  /** The keys of the other proposed pages this one opens. */
  linksTo: string[];
};

/** Every `destination` a page's navigations name, in the order they appear, once each. */
function destinationsOf(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) destinationsOf(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'destination' && typeof inner === 'string') found.add(inner);
      else destinationsOf(inner, found);
    }
  }
  return found;
}

const filterWords = { Exact: 'exact', Number: 'range' } as const;

export function describeProposedPage(page: ProposedPage): ProposedPageSummary {
  const linksTo = [...destinationsOf(page.metacontent, new Set())].filter((key) => key !== page.key);
  if (page.type === 'search') {
    const { columns, customFilters, textFilters } = page.metacontent;
    return {
      shows: columns.map((column) => column.label || column.value),
      filters: [
        ...customFilters.map(
          (filter) =>
            `${filter.label} (${filterWords[filter.type as keyof typeof filterWords] ?? filter.type.toLowerCase()})`,
        ),
        ...textFilters.map((filter) => `${filter.label} (text)`),
      ],
      linksTo,
    };
  }
  return {
    shows: page.metacontent.panels.map((panel) => {
      const fields =
        panel.type === 'basic'
          ? panel.fields.map((field) => field.label || field.field)
          : [panel.fields.line1, panel.fields.line2, panel.fields.line3, panel.fields.line4].flatMap(
              (line) => (line ? [line.label || humanizeField(line.field)] : []),
            );
      return fields.length > 0 ? `${panel.title}: ${fields.join(', ')}` : panel.title;
    }),
    filters: [],
    linksTo,
  };
}
