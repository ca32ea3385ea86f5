/*
 * What a saved view links to, read from its stored JSON. Saved views passed the contracts' schemas,
 * but access must hold for any stored shape, so these readers check every step and skip what
 * they do not recognise instead of trusting it.
 */

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: Json): Json[] => (Array.isArray(value) ? value : []);
const textOf = (value: Json): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The destination of a navigation object, when it has one. */
const destinationOf = (navigation: Json) =>
  isObject(navigation) ? textOf(navigation.destination) : undefined;

/** Search views navigate from columns. */
function searchDestinations(metacontent: Record<string, Json>): Json[] {
  return listOf(metacontent.columns).map((column) => (isObject(column) ? column.navigation : undefined));
}

/** Detail views navigate from basic fields, list lines and a list panel's 'Go to search view'. */
function detailDestinations(metacontent: Record<string, Json>): Json[] {
  return listOf(metacontent.panels).flatMap((panel) => {
    if (!isObject(panel)) return [];
    if (panel.type === 'basic') {
      return listOf(panel.fields).map((field) => (isObject(field) ? field.navigation : undefined));
    }
    const fields = panel.fields;
    if (panel.type !== 'list' || !isObject(fields)) return [];
    const lines = ['line1', 'line2', 'line3', 'line4'].map((key) =>
      isObject(fields[key]) ? (fields[key] as Record<string, Json>).navigation : undefined,
    );
    const page = isObject(fields.navigationPage) ? fields.navigationPage.navigation : undefined;
    return [...lines, page];
  });
}

/** The view ids a view's navigation leads to, each once. */
export function viewDestinations(type: string, metacontent: Json): string[] {
  if (!isObject(metacontent)) return [];
  const navigations = type === 'search' ? searchDestinations(metacontent) : detailDestinations(metacontent);
  const ids = navigations.map(destinationOf).filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}

/** The endpoint ids a view's data comes through: its main endpoint and every dataset's. */
export function viewEndpoints(metadata: Json): string[] {
  if (!isObject(metadata)) return [];
  const datasets = listOf(metadata.datasets).map((dataset) =>
    isObject(dataset) ? textOf(dataset.endpoint) : undefined,
  );
  const ids = [textOf(metadata.endpoint), ...datasets].filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}
