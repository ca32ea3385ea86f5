import {
  type BasicField,
  type ContextualElement,
  type DatasetDefinition,
  type DescribedField,
  type DetailPanel,
  mainDatasetName,
  type Navigation,
  type ProposedPage,
} from '@portal/contracts';
import {
  type ApiEntities,
  type ApiList,
  type ApiRecord,
  humanize,
  identityOf,
  isIdField,
  recordOf,
  referencedNoun,
  sameName,
  shownFields,
  singular,
  titleFieldOf,
} from './api-entities.ts';
import { valueTypeOf } from './propose-search-page.ts';

/** The keys of the proposed pages, by the endpoint each shows. */
export type PageKeys = {
  searchOf(list: ApiList): string | undefined;
  detailOf(record: ApiRecord): string | undefined;
};

type Server = { uuid: string; name: string };

/** A related record's panel shows its title and a few of its fields. */
const relatedFieldCount = 6;
/** A list panel shows four lines. */
const lineCount = 4;

const detailLink = (key: string, record: ApiRecord, dataset: string, value: string): Navigation => ({
  destinationType: 'detail',
  destination: key,
  variables: [{ field: record.variable, dataset, value }],
});

function basicField(dataset: string, field: DescribedField, navigation?: Navigation): BasicField {
  return {
    label: humanize(field.name),
    dataset,
    field: field.name,
    valueType: valueTypeOf(field),
    ...(navigation ? { navigation } : {}),
    style: { type: 'default', backgroundColor: '' },
  };
}

const datasetOf = (
  server: Server,
  name: string,
  endpoint: string,
  rest: Partial<DatasetDefinition> = {},
) => ({
  name,
  datasetType: 'record' as const,
  server: server.uuid,
  serverName: server.name,
  endpoint,
  variables: [],
  ...rest,
});

/** A unique dataset name from a noun ('customer', then 'customer 2'). */
function uniqueName(taken: Set<string>, wanted: string): string {
  let name = wanted;
  for (let index = 2; taken.has(name); index += 1) name = `${wanted} ${index}`;
  taken.add(name);
  return name;
}

/**
 * A detail page over a record endpoint (DESIGN.md §7d): the title from its name-like field, a panel of
 * its fields; for each field naming another record by id (`customer_id`) whose record endpoint
 * exists, that record loaded by it and shown in a panel with a link to its page; for each list that
 * filters by this record's id (`ticket_id`), a list panel of its rows.
 */
export function proposeDetailPage(
  key: string,
  server: Server,
  record: ApiRecord,
  entities: ApiEntities,
  keys: PageKeys,
): ProposedPage {
  const fields = shownFields(record.fields);
  const identity = identityOf(fields, record.variable);
  const title = titleFieldOf(fields);
  const datasets: DatasetDefinition[] = [
    datasetOf(server, mainDatasetName, record.endpoint.uuid, { variables: [{ name: record.variable }] }),
  ];
  const taken = new Set<string>([mainDatasetName]);
  const related: DetailPanel[] = [];
  const linkOf = new Map<string, Navigation>();

  for (const field of fields) {
    const noun = referencedNoun(field.name);
    const target = noun && field.name !== identity ? recordOf(entities, noun) : undefined;
    if (!target || target === record || !noun) continue;
    const targetKey = keys.detailOf(target);
    if (targetKey) linkOf.set(field.name, detailLink(targetKey, target, mainDatasetName, field.name));
    const name = uniqueName(taken, singular(noun));
    datasets.push(
      datasetOf(server, name, target.endpoint.uuid, {
        variables: [{ name: target.variable, dataset: mainDatasetName, field: field.name }],
      }),
    );
    const targetFields = shownFields(target.fields);
    const targetTitle = titleFieldOf(targetFields);
    const targetIdentity = identityOf(targetFields, target.variable);
    const ordered = [
      ...targetFields.filter((one) => one.name === targetTitle),
      ...targetFields.filter((one) => one.name !== targetTitle && one.name !== targetIdentity),
    ].slice(0, relatedFieldCount);
    related.push({
      type: 'basic',
      title: humanize(singular(noun)),
      ui: { backgroundColor: '', bottomImage: '' },
      fields: ordered.map((one) =>
        basicField(
          name,
          one,
          one.name === targetTitle && targetKey && targetIdentity
            ? detailLink(targetKey, target, name, targetIdentity)
            : undefined,
        ),
      ),
    });
  }

  const lists: DetailPanel[] = [];
  for (const list of entities.lists) {
    const filterField = list.abilities.exact.find((name) => sameName(name, `${singular(record.noun)}id`));
    if (!filterField || !identity) continue;
    const name = uniqueName(taken, list.noun);
    datasets.push(
      datasetOf(server, name, list.endpoint.uuid, {
        datasetType: 'list',
        params: { filterField, parentDataset: mainDatasetName, parentField: identity },
      }),
    );
    const rowRecord = recordOf(entities, list.noun);
    const rowKey = rowRecord ? keys.detailOf(rowRecord) : undefined;
    const rowIdentity = rowRecord ? identityOf(list.fields, rowRecord.variable) : undefined;
    const rowFields = shownFields(list.fields);
    const rowTitle = titleFieldOf(rowFields);
    const lineFields = [
      ...rowFields.filter((one) => one.name === rowTitle),
      ...rowFields.filter((one) => one.name !== rowTitle && !isIdField(one.name)),
    ].slice(0, lineCount);
    const line = (index: number) => {
      const field = lineFields[index];
      if (!field) return null;
      const navigation =
        index === 0 && rowKey && rowRecord && rowIdentity
          ? detailLink(rowKey, rowRecord, name, rowIdentity)
          : undefined;
      return {
        ...(index === 0 ? {} : { label: humanize(field.name) }),
        field: field.name,
        ...(navigation ? { navigation } : {}),
      };
    };
    const searchKey = keys.searchOf(list);
    lists.push({
      type: 'list',
      title: humanize(list.noun),
      dataset: name,
      ui: { backgroundColor: '', bottomImage: '' },
      fields: {
        line1: line(0),
        line2: line(1),
        line3: line(2),
        line4: line(3),
        symbolType: 'none',
        drilldown: false,
        drilldownFields: [],
        ...(searchKey
          ? {
              navigationPage: {
                navigation: {
                  destinationType: 'search',
                  destination: searchKey,
                  dataset: mainDatasetName,
                  field: identity,
                },
              },
            }
          : {}),
      },
    });
  }

  const contextual: ContextualElement[] = fields
    .filter((field) => field.values && field.name !== title)
    .slice(0, 3)
    .map((field) => ({ prefix: `${humanize(field.name)}:`, value: field.name, suffix: '' }));
  const name = humanize(singular(record.noun));
  return {
    key,
    type: 'detail',
    name,
    metacontent: {
      title: { dataset: mainDatasetName, field: title ?? '' },
      contextual,
      panels: [
        {
          type: 'basic',
          title: name,
          ui: { backgroundColor: '', bottomImage: '' },
          fields: fields.map((field) => basicField(mainDatasetName, field, linkOf.get(field.name))),
        },
        ...related,
        ...lists,
      ],
    },
    metadata: { server: server.uuid, endpoint: record.endpoint.uuid, datasets },
  };
}
