import {
  abilitiesOfEndpoint,
  type DescribedField,
  type EndpointDescription,
  type EndpointResponse,
  parseUrlVariables,
  type QueryAbilities,
  type RestSettings,
  type ServerCapabilities,
} from '@portal/contracts';

/*
 * The things an API serves, as its endpoints show them (DESIGN.md §7d): `tickets` listed at
 * `tickets` and read one at a time at `tickets/$(ticket_id)`; fields named `customer_id` or
 * `customerId` point at the customer read at `customers/$(id)`.
 */

export type ProposalEndpoint = {
  uuid: string;
  name: string;
  url: string;
  response: EndpointResponse;
  params: ReadonlyArray<{ name: string }>;
  described?: EndpointDescription;
};

export type ProposalServer = {
  uuid: string;
  name: string;
  rest?: RestSettings;
  capabilities: ServerCapabilities;
};

/** A list endpoint with what a page over it may ask. */
export type ApiList = {
  endpoint: ProposalEndpoint;
  /** The plural the URL names ('tickets'). */
  noun: string;
  fields: DescribedField[];
  abilities: QueryAbilities;
};

/** A record endpoint: its one URL variable and the row field that fills it. */
export type ApiRecord = {
  endpoint: ProposalEndpoint;
  noun: string;
  variable: string;
  fields: DescribedField[];
};

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** 'tickets' → 'ticket', 'categories' → 'category', 'addresses' → 'address'. */
export function singular(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** 'customer_id' → 'Customer id', 'createdAt' → 'Created at', 'order-lines' → 'Order lines'. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The last plain segment of an endpoint URL ('v1/tickets/$(id)' → 'tickets'). */
function nounOf(url: string): string | undefined {
  const segments = url
    .split('?')[0]
    .split('/')
    .filter((segment) => segment !== '' && !segment.includes('$('));
  return segments.at(-1);
}

const endsWithVariable = (url: string) => /\$\([^)]+\)\/?$/.test(url.split('?')[0]);

/** Where no document is known, the server's capabilities hold for every field. */
function abilitiesOf(
  server: ProposalServer,
  endpoint: ProposalEndpoint,
  fields: DescribedField[],
): QueryAbilities {
  const declared = abilitiesOfEndpoint(server.rest, endpoint);
  if (declared) return declared;
  const names = fields.map((field) => field.name);
  const { capabilities } = server;
  return {
    sort: capabilities.sort ? names : [],
    exact: capabilities.exactMatch ? names : [],
    several: [],
    range: capabilities.numberRange ? names : [],
    contains: capabilities.contains ? names : [],
    freeText: capabilities.freeText,
  };
}

export type ApiEntities = { lists: ApiList[]; records: ApiRecord[]; withoutFields: ProposalEndpoint[] };

/** The lists and records of a server's endpoints, for those whose fields the document gives. */
export function readApiEntities(server: ProposalServer, endpoints: readonly ProposalEndpoint[]): ApiEntities {
  const entities: ApiEntities = { lists: [], records: [], withoutFields: [] };
  for (const endpoint of endpoints) {
    const fields = endpoint.described?.fields ?? [];
    const noun = nounOf(endpoint.url);
    if (endpoint.response === 'object' || !noun) continue;
    if (fields.length === 0) {
      entities.withoutFields.push(endpoint);
      continue;
    }
    const variables = parseUrlVariables(endpoint.url);
    if (endpoint.response === 'list' && variables.length === 0) {
      entities.lists.push({ endpoint, noun, fields, abilities: abilitiesOf(server, endpoint, fields) });
    } else if (endpoint.response === 'record' && variables.length === 1 && endsWithVariable(endpoint.url)) {
      entities.records.push({ endpoint, noun, variable: variables[0], fields });
    }
  }
  return entities;
}

/** The record endpoint of a thing, by its noun: 'customer', 'customers' and 'Customers' are one. */
export function recordOf(entities: ApiEntities, noun: string): ApiRecord | undefined {
  const wanted = squash(singular(noun));
  return entities.records.find((record) => squash(singular(record.noun)) === wanted);
}

/** The thing a field points at by its id: 'customer_id' and 'customerId' → 'customer'. */
export function referencedNoun(field: string): string | undefined {
  const match = /^(.+?)_?(?:id|Id|ID)$/.exec(field);
  return match && match[1] !== '' ? match[1].replace(/_$/, '') : undefined;
}

/** The row field that fills a record's URL variable: the variable's own name, else `id`. */
export function identityOf(fields: readonly DescribedField[], variable: string): string | undefined {
  return (
    fields.find((field) => field.name === variable)?.name ??
    fields.find((field) => field.name === 'id')?.name ??
    fields.find((field) => squash(field.name).endsWith('id'))?.name
  );
}

/** Whether a field names a thing by its id: such a field is no title and reads as text. */
export const isIdField = (name: string) => name === 'id' || referencedNoun(name) !== undefined;

const titleNames = [
  'name',
  'title',
  'full_name',
  'fullName',
  'display_name',
  'displayName',
  'label',
  'subject',
  'number',
  'code',
  'email',
];

/** The field a page shows as the thing's name: a name-like field, else the first text field. */
export function titleFieldOf(fields: readonly DescribedField[]): string | undefined {
  for (const name of titleNames) {
    const found = fields.find((field) => field.name === name || squash(field.name) === squash(name));
    if (found) return found.name;
  }
  return fields.find((field) => field.type === 'text' && !isIdField(field.name))?.name ?? fields[0]?.name;
}

/** Fields a page can show as a value: no objects or lists. */
export const shownFields = (fields: readonly DescribedField[]) =>
  fields.filter((field) => field.type !== 'object' && field.type !== 'list');

/** Whether two names are the same up to case and separators. */
export const sameName = (a: string, b: string) => squash(a) === squash(b);
