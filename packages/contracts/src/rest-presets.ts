/**
 * The conventions a server with adapter `rest` may name (DESIGN.md §6a), listed once: the settings'
 * schema, its refusal text and the Connections screen's choices all read this list.
 */
export const restPresets = [
  'json-server-1',
  'feathers',
  'spring-data-rest',
  'django-rest-framework',
  'laravel',
  'strapi',
  'directus',
  'postgrest',
  'custom',
  'openapi',
] as const;
export type RestPreset = (typeof restPresets)[number];

/** 'a, b or c'. */
export const listInWords = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
