import { listInWords, restPresets } from './rest-presets.ts';

/** Texts of the `rest` adapter (DESIGN.md §6a): saving a server's conventions and calling through them. */
export const restMessages = {
  restSettingsRequired: 'A server with the REST adapter needs its conventions: settings.rest with a preset.',
  restInvalidPreset: `Please select a valid preset: ${listInWords(restPresets)}.`,
  restInvalidRangeField: 'A range names a plain field and the two query parameters that bound it (from, to).',
  restCustomMissing: 'A custom convention must declare every part; missing:',
  restInvalidPath: "A path names keys separated by dots ('' is the whole answer).",
  restInvalidParamName: 'A query parameter name may not be empty or hold spaces, &, = or #.',
  restTemplateShape:
    'A template is name=value pairs joined by &, with no placeholder other than {field} and {value}.',
  restTemplateNeedsField: 'This template must place {field}.',
  restTemplateNeedsValue: 'This template must place {value} after an =.',
  restTemplateNoValue: 'A sort template takes no {value}.',
  restTemplateNoField: 'A free-text template takes no {field}.',
  restInvalidHeader: 'A fixed header needs a plain name and a value without line breaks.',
  /** Followed by what the call asked, e.g. "text search in a field (contains)". */
  restUnsupported: "The data server's convention does not support",
  /** Followed by the query parameter name both conditions would write. */
  restRepeatedKey: 'The data server cannot combine two conditions on the same query parameter:',
  restFieldReserved:
    'This field name is a query parameter of the data server and cannot be filtered or sorted on:',
  restCursorOutOfOrder:
    'This data server pages with a cursor: open the pages in order (the next page is remembered for 5 minutes).',
  restCursorForeignLink: "The data server's next-page link leaves its own address and is not followed.",
  restCursorBadLink:
    "The data server's next-page link is not a valid address, so the next page cannot be read.",
  restCursorOutsideBase:
    "The data server's next-page link leaves the server's base path (its URL in Connections) and is not followed.",
  /** The search box of a page whose server has no free text: plain text needs a field. */
  searchPickAField: 'Pick a field to search',
} as const;

/** What came where the conventions expected something else, in words ("an object with keys items, meta"). */
export function describeAnswerValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return 'an empty object';
    const shown = keys.slice(0, 8).join(', ');
    return `an object with keys ${shown}${keys.length > 8 ? ', …' : ''}`;
  }
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

/** Where a path points, in words: '' is the whole answer. */
const answerPlace = (path: string) => (path === '' ? 'as the whole answer' : `at '${path}'`);

/** An answer with no list where the rows path points (DESIGN.md §6a). */
export const restRowsNotFound = (path: string, found: unknown) =>
  `The data server's answer does not fit its conventions: expected the list of rows ${answerPlace(path)}, found ${describeAnswerValue(found)}.`;

/** A total that is there but is not a count; `where` is "at 'meta.total'" or "in the X-Total-Count header". */
export const restTotalNotNumber = (where: string, found: unknown) =>
  `The data server's answer does not fit its conventions: expected the total as a whole number ${where}, found ${describeAnswerValue(found)}.`;

export const restTotalPlace = (total: { body: string } | 'x-total-count' | 'content-range') =>
  total === 'x-total-count'
    ? 'in the X-Total-Count header'
    : total === 'content-range'
      ? 'after the / of the Content-Range header'
      : answerPlace(total.body);
