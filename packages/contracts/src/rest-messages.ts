/** Texts of the `rest` adapter (DESIGN.md §6a): saving a server's conventions and calling through them. */
export const restMessages = {
  restSettingsRequired: 'A server with the REST adapter needs its conventions: settings.rest with a preset.',
  restInvalidPreset:
    'Please select a valid preset: json-server-1, feathers, spring-data-rest, django-rest-framework, laravel, strapi, directus, postgrest or custom.',
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
} as const;
