import {
  type DetailMetadata,
  identityFieldOf,
  mainDatasetName,
  nounOfUrl,
  ownValue,
  parseUrlVariables,
  sameNoun,
} from '@portal/contracts';
import { isMissing } from '../../engine/read-field';
import type { PageVars } from '../../engine/resolve-request';

type EndpointLike = { uuid: string; name: string; settings: { url: string; response: string } };

/** The page variables main reads its record by (those bound neither to a dataset nor to a value). */
export function mainPageVariables(metadata: DetailMetadata): string[] {
  const main = metadata.datasets.find((dataset) => dataset.name === mainDatasetName);
  return (main?.variables ?? [])
    .filter((variable) => !variable.dataset && isMissing(variable.value))
    .map((variable) => variable.name);
}

/** Whether the page was opened without the record main needs (from the Pages list, say). */
export function opensWithoutRecord(metadata: DetailMetadata, vars: PageVars): boolean {
  return mainPageVariables(metadata).some((name) => isMissing(ownValue(vars, name)));
}

/**
 * The list endpoint whose rows are the records main reads one at a time: `tickets` for
 * `tickets/$(id)`, the one at the same path first, else one of the same noun.
 */
export function listEndpointOf<E extends EndpointLike>(
  mainEndpoint: E | undefined,
  endpoints: readonly E[],
): E | undefined {
  if (!mainEndpoint) return undefined;
  const noun = nounOfUrl(mainEndpoint.settings.url);
  const lists = endpoints.filter(
    (endpoint) =>
      endpoint.settings.response === 'list' && parseUrlVariables(endpoint.settings.url).length === 0,
  );
  const path = mainEndpoint.settings.url.split('$(')[0].replace(/\/+$/, '');
  return (
    lists.find((list) => list.settings.url.replace(/\/+$/, '') === path) ??
    (noun ? lists.find((list) => sameNoun(nounOfUrl(list.settings.url) ?? '', noun)) : undefined)
  );
}

/**
 * The page vars that open a row as main's record: each variable from the row's field of its name;
 * a single variable from the row's id when the row has no such field. Null when one stays unknown.
 */
export function sampleVarsOf(row: unknown, variables: readonly string[]): PageVars | null {
  if (typeof row !== 'object' || row === null || variables.length === 0) return null;
  const record = row as Record<string, unknown>;
  const vars: PageVars = {};
  for (const name of variables) {
    const field = variables.length === 1 ? identityFieldOf(Object.keys(record), name) : name;
    const value = field === undefined ? undefined : ownValue(record, field);
    if (isMissing(value) || typeof value === 'object') return null;
    vars[name] = value;
  }
  return vars;
}
