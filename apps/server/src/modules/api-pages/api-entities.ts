import {
  abilitiesOfEndpoint,
  type DescribedField,
  type EndpointDescription,
  type EndpointResponse,
  identityFieldOf,
  isIdField,
  nounOfUrl,
  parseUrlVariables,
  type QueryAbilities,
  type RestSettings,
  recordVariableOf,
  referencedNoun,
  type ServerCapabilities,
  sameName,
  sameNoun,
  singular,
  titleFieldOf,
} from '@portal/contracts';

// The naming rules live in contracts (record-names.ts): design mode reads related records alike.
export { isIdField, referencedNoun, sameName, singular, titleFieldOf };

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

/** 'customer_id' → 'Customer id', 'createdAt' → 'Created at', 'order-lines' → 'Order lines'. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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
    const noun = nounOfUrl(endpoint.url);
    if (endpoint.response === 'object' || !noun) continue;
    if (fields.length === 0) {
      entities.withoutFields.push(endpoint);
      continue;
    }
    const variable = recordVariableOf(endpoint.url);
    if (endpoint.response === 'list' && parseUrlVariables(endpoint.url).length === 0) {
      entities.lists.push({ endpoint, noun, fields, abilities: abilitiesOf(server, endpoint, fields) });
    } else if (endpoint.response === 'record' && variable) {
      entities.records.push({ endpoint, noun, variable, fields });
    }
  }
  return entities;
}

/** The record endpoint of a thing, by its noun: 'customer', 'customers' and 'Customers' are one. */
export function recordOf(entities: ApiEntities, noun: string): ApiRecord | undefined {
  return entities.records.find((record) => sameNoun(record.noun, noun));
}

/** The row field that fills a record's URL variable: the variable's own name, else `id`. */
export const identityOf = (fields: readonly DescribedField[], variable: string) =>
  identityFieldOf(
    fields.map((field) => field.name),
    variable,
  );

/** Fields a page can show as a value: no objects or lists. */
export const shownFields = (fields: readonly DescribedField[]) =>
  fields.filter((field) => field.type !== 'object' && field.type !== 'list');
