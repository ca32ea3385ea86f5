import {
  type RestConvention as RestParts,
  type RestPreset,
  type RestSettings,
  resolveRestParts,
} from '@portal/contracts';

/** A convention with every part filled, as the rest adapter uses it. */
export type RestConvention = RestParts & {
  /**
   * Query keys the upstream reads as something other than a field (PostgREST's `select`, DRF's
   * `format`): a condition that would write one of them is refused. Paging names are added to it.
   */
  reservedKeys: string[];
  /** Fixed query pairs of every list request (Directus counts only when asked with meta=filter_count). */
  listParams: Array<[string, string]>;
};

type ServerOnlyParts = Pick<RestConvention, 'reservedKeys' | 'listParams'>;

/*
 * The parts each preset fills live in contracts (restPresetParts), so the admin form starts from
 * them; these are what the server alone needs: keys a framework reads otherwise, and fixed pairs.
 */
const serverOnlyParts: Partial<Record<RestPreset, Partial<ServerOnlyParts>>> = {
  'spring-data-rest': { reservedKeys: ['projection'] },
  'django-rest-framework': { reservedKeys: ['format', 'page', 'page_size', 'cursor'] },
  laravel: { reservedKeys: ['include', 'fields', 'append'] },
  directus: { listParams: [['meta', 'filter_count']] },
  postgrest: { reservedKeys: ['select', 'order', 'and', 'or', 'not', 'columns', 'on_conflict'] },
};

/** The convention a server's saved settings.rest stands for: the preset's parts, overridden by those given. */
export function resolveRestConvention(settings: RestSettings): RestConvention {
  const extra = serverOnlyParts[settings.preset];
  return {
    ...resolveRestParts(settings),
    reservedKeys: extra?.reservedKeys ?? [],
    listParams: extra?.listParams ?? [],
  };
}
