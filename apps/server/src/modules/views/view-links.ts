// What a saved view links to, read from its stored JSON with the careful readers.
import { isObject, type Json, listOf, textOf } from './read-stored-json.ts';

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

/** Every navigation object of a view, as stored (unchecked). */
export function viewNavigations(type: string, metacontent: Json): Json[] {
  if (!isObject(metacontent)) return [];
  return type === 'search' ? searchDestinations(metacontent) : detailDestinations(metacontent);
}

/** The view ids a view's navigation leads to, each once. */
export function viewDestinations(type: string, metacontent: Json): string[] {
  const ids = viewNavigations(type, metacontent)
    .map(destinationOf)
    .filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}
