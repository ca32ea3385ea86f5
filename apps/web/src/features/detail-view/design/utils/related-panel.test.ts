import type { DatasetDefinition } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { freeDatasetName, relatedCandidates } from './related-panel';

const record = (
  name: string,
  endpoint: string,
  extra: Partial<DatasetDefinition> = {},
): DatasetDefinition => ({
  name,
  datasetType: 'record',
  server: 's',
  serverName: 'Desk',
  endpoint,
  variables: [],
  ...extra,
});
const endpoint = (uuid: string, url: string, response = 'record') => ({
  uuid,
  name: uuid,
  settings: { url, response },
});
const endpoints = [
  endpoint('ticket', 'tickets/$(id)'),
  endpoint('customer', 'v2/customers/$(customer_id)'),
  endpoint('person', 'people/$(id)'),
  endpoint('customers', 'v2/customers', 'list'),
];

describe("the fields that can open a related record's panel", () => {
  it('are the id fields of records and look-ups that a record endpoint of their server reads, lists aside', () => {
    const datasets = [
      record('main', 'ticket'),
      record('agent', 'person', { datasetType: 'lookup' }),
      record('history', 'tickets', { datasetType: 'list' }),
    ];
    const fields: Record<string, string[]> = {
      main: ['id', 'subject', 'customer_id', 'assigneeId', 'ownerId'],
      agent: ['id', 'customerId'],
      history: ['customer_id'],
    };
    const found = relatedCandidates(
      datasets,
      (name) => fields[name] ?? [],
      () => endpoints,
    );
    expect(
      found.map((one) => `${one.dataset.name}.${one.field} ${one.endpoint.uuid} ${one.variable}`),
    ).toEqual(['main.customer_id customer customer_id', 'agent.customerId customer customer_id']);
  });

  it('leave out an id a dataset of the page already reads its record by', () => {
    const datasets = [
      record('main', 'ticket'),
      record('customer', 'customer', {
        variables: [{ name: 'customer_id', dataset: 'main', field: 'customer_id' }],
      }),
    ];
    const found = relatedCandidates(
      datasets,
      (name) => (name === 'main' ? ['customer_id'] : ['customer_id', 'name']),
      () => endpoints,
    );
    expect(found).toEqual([]);
  });

  it('name their dataset after the record, numbered when taken', () => {
    expect(freeDatasetName([record('main', 'x')], 'customer')).toBe('customer');
    expect(freeDatasetName([record('customer', 'x'), record('customer 2', 'x')], 'customer')).toBe(
      'customer 3',
    );
  });
});
