import {
  type BasicField,
  type DatasetDefinition,
  type DetailPanel,
  identityFieldOf,
  type Navigation,
  nounOfUrl,
  recordVariableOf,
  referencedNoun,
  sameNoun,
  singular,
  titleFieldOf,
} from '@portal/contracts';
import type { FieldOption } from '../../../../lib/field-options';
import { humanizeField } from '../../../../lib/humanize-field';
import { valueTypeOfField } from './panel-edits';

type EndpointLike = { uuid: string; name: string; settings: { url: string; response: string } };

/** A field of a record on the page that holds another record's id, and the endpoint that reads that record. */
export type RelatedCandidate = {
  /** The record or lookup dataset holding the id, and its field. */
  dataset: DatasetDefinition;
  field: string;
  /** The record endpoint read by that id, and its one URL variable. */
  endpoint: EndpointLike;
  variable: string;
  noun: string;
};

/** A related record's panel shows its title and a few more fields, as the proposal from an API does. */
export const relatedFieldCount = 6;

/**
 * The fields of the page's records that name another record by its id (`customer_id`) which a record
 * endpoint of the same server reads (`customers/$(id)`), less those a dataset of the page already reads.
 */
export function relatedCandidates(
  datasets: readonly DatasetDefinition[],
  fieldsOf: (dataset: string) => readonly string[],
  endpointsOf: (server: string) => readonly EndpointLike[],
): RelatedCandidate[] {
  const candidates: RelatedCandidate[] = [];
  const alreadyRead = (dataset: string, field: string, endpoint: string) =>
    datasets.some(
      (other) =>
        other.endpoint === endpoint &&
        (other.variables ?? []).some((variable) => variable.dataset === dataset && variable.field === field),
    );
  for (const dataset of datasets) {
    if (dataset.datasetType === 'list') continue;
    const records = endpointsOf(dataset.server).filter(
      (endpoint) => endpoint.settings.response === 'record' && recordVariableOf(endpoint.settings.url),
    );
    for (const field of fieldsOf(dataset.name)) {
      const noun = referencedNoun(field);
      if (!noun) continue;
      const endpoint = records.find((record) => sameNoun(nounOfUrl(record.settings.url) ?? '', noun));
      // A record's own id names itself, not another record.
      if (!endpoint || endpoint.uuid === dataset.endpoint || alreadyRead(dataset.name, field, endpoint.uuid))
        continue;
      const variable = recordVariableOf(endpoint.settings.url)!;
      candidates.push({ dataset, field, endpoint, variable, noun: singular(noun) });
    }
  }
  return candidates;
}

/** A dataset name not taken yet ('customer', then 'customer 2'). */
export function freeDatasetName(datasets: readonly DatasetDefinition[], wanted: string): string {
  const taken = new Set(datasets.map((dataset) => dataset.name));
  let name = wanted;
  for (let index = 2; taken.has(name); index += 1) name = `${wanted} ${index}`;
  return name;
}

/** The record dataset of a candidate: its endpoint, its URL variable bound to the id field. */
export function relatedDataset(candidate: RelatedCandidate, name: string): DatasetDefinition {
  return {
    name,
    datasetType: 'record',
    server: candidate.dataset.server,
    serverName: candidate.dataset.serverName,
    endpoint: candidate.endpoint.uuid,
    variables: [{ name: candidate.variable, dataset: candidate.dataset.name, field: candidate.field }],
  };
}

/** A detail page showing the related record: it takes the id by its one page variable. */
export type RelatedDestination = { uuid: string; variable: string };

/**
 * The panel of the related record: its title field first (linked to the record's own page, if one
 * is given), then its other fields but its id, each labelled from its name and typed by its value.
 */
export function relatedPanel(
  candidate: RelatedCandidate,
  dataset: string,
  fields: readonly FieldOption[],
  destination: RelatedDestination | undefined,
): DetailPanel {
  const names = fields.map((option) => option.field);
  const identity = identityFieldOf(names, candidate.variable);
  const title = titleFieldOf(
    fields.map((option) => ({
      name: option.field,
      type: typeof option.sample === 'string' ? 'text' : 'other',
    })),
  );
  const ordered = [
    ...fields.filter((option) => option.field === title),
    ...fields.filter((option) => option.field !== title && option.field !== identity),
  ].slice(0, relatedFieldCount);
  const navigation: Navigation | undefined = destination && {
    destinationType: 'detail',
    destination: destination.uuid,
    // The id the page already holds opens the record's page, as it opened the record.
    variables: [{ field: destination.variable, dataset: candidate.dataset.name, value: candidate.field }],
  };
  return {
    type: 'basic',
    title: humanizeField(candidate.noun),
    ui: { backgroundColor: '', bottomImage: '' },
    fields: ordered.map(
      (option, index): BasicField => ({
        label: humanizeField(option.field),
        dataset,
        field: option.field,
        valueType: valueTypeOfField(option.field, option.sample),
        ...(index === 0 && navigation ? { navigation } : {}),
        style: { type: 'default', backgroundColor: '' },
      }),
    ),
  };
}
