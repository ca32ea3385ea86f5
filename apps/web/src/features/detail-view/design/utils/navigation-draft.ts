import {
  messages,
  type Navigation,
  type NavigationDestinationType,
  type ViewSummary,
} from '@portal/contracts';

/** A navigation as the designer fills it in. */
export type NavigationDraft = {
  destinationType: NavigationDestinationType | null;
  destination: string | null;
  /** Search: the dataset and field whose value becomes the search entry. */
  dataset: string | null;
  field: string | null;
  /** Search: the destination's field that must equal the value (DESIGN.md §7c); null: the default. */
  destinationField: string | null;
  /** Detail: each destination variable bound to a dataset's field. */
  bindings: Record<string, { dataset: string | null; field: string | null }>;
};

export function navigationDraftOf(navigation: Navigation | undefined): NavigationDraft {
  const bindings: NavigationDraft['bindings'] = {};
  for (const variable of navigation?.variables ?? [])
    bindings[variable.field] = { dataset: variable.dataset, field: variable.value };
  return {
    destinationType: navigation?.destinationType ?? null,
    destination: navigation?.destination ?? null,
    dataset: navigation?.dataset ?? null,
    field: navigation?.field ?? null,
    destinationField: navigation?.destinationField ?? null,
    bindings,
  };
}

export type NavigationCheck = { ok: true; navigation: Navigation } | { ok: false; error: string };

/**
 * A navigation ready to save, or the reason it is not (SPEC.md §5, §8): a search one needs its
 * destination, dataset and field; a detail one its destination with every variable bound; either
 * must lead to a view of its type.
 */
export function checkNavigation(
  draft: NavigationDraft,
  views: readonly ViewSummary[],
  /** The destination's URL variables (detail); undefined when they could not be read. */
  variables: readonly string[] | undefined,
): NavigationCheck {
  const { destinationType, destination } = draft;
  if (destinationType === 'search') {
    if (!destination || !draft.dataset || !draft.field)
      return { ok: false, error: messages.detailSelectSearchDestination };
  } else if (!destination) return { ok: false, error: messages.searchErrorSavingNavigation };
  if (!views.some((view) => view.uuid === destination && view.type === destinationType))
    return { ok: false, error: messages.searchInvalidDestination };
  if (destinationType === 'search')
    return {
      ok: true,
      navigation: {
        destinationType,
        destination,
        dataset: draft.dataset!,
        field: draft.field!,
        ...(draft.destinationField ? { destinationField: draft.destinationField } : {}),
      },
    };
  if (!variables) return { ok: false, error: messages.searchErrorLoadingDestination };
  const unbound = variables.filter((name) => !draft.bindings[name]?.dataset || !draft.bindings[name]?.field);
  if (unbound.length > 0) return { ok: false, error: messages.searchErrorSavingNavigation };
  return {
    ok: true,
    navigation: {
      destinationType: 'detail',
      destination,
      variables: variables.map((name) => ({
        field: name,
        dataset: draft.bindings[name].dataset!,
        value: draft.bindings[name].field!,
      })),
    },
  };
}
