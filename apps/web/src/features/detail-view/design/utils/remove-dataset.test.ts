import type { DatasetDefinition, DetailMetacontent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkRemoveDataset } from './remove-dataset';

const dataset = (name: string, extra: Partial<DatasetDefinition> = {}): DatasetDefinition => ({
  name,
  datasetType: 'record',
  server: 's',
  serverName: 'S',
  endpoint: 'e',
  variables: [],
  ...extra,
});
const metacontent: DetailMetacontent = {
  title: { dataset: 'main', field: 'name' },
  contextual: [],
  panels: [
    {
      type: 'basic',
      title: 'Profile',
      ui: { backgroundColor: '', bottomImage: '' },
      fields: [
        {
          label: 'City',
          dataset: 'city',
          field: 'name',
          valueType: 'text',
          style: { type: 'default', backgroundColor: '' },
        },
      ],
    },
  ],
};
const datasets = [
  dataset('main'),
  dataset('city'),
  dataset('country', { variables: [{ name: 'code', dataset: 'city', field: 'country' }] }),
  dataset('spare'),
];

describe('removing a dataset', () => {
  it('never removes main', () => {
    expect(
      checkRemoveDataset({ metacontent, metadata: { server: 's', endpoint: 'e', datasets } }, 'main'),
    ).toEqual({
      ok: false,
      error: 'You cannot delete the main dataset.',
    });
  });

  it('names the panels that use it', () => {
    expect(
      checkRemoveDataset({ metacontent, metadata: { server: 's', endpoint: 'e', datasets } }, 'city'),
    ).toEqual({
      ok: false,
      error: 'Cannot remove dataset, it is used in panels: Profile',
    });
  });

  it('names the datasets that read from it', () => {
    const bare = { ...metacontent, panels: [] };
    expect(
      checkRemoveDataset({ metacontent: bare, metadata: { server: 's', endpoint: 'e', datasets } }, 'city'),
    ).toEqual({
      ok: false,
      error: 'Cannot remove dataset, other datasets read from it: country',
    });
  });

  it('removes one nothing uses', () => {
    const result = checkRemoveDataset(
      { metacontent, metadata: { server: 's', endpoint: 'e', datasets } },
      'spare',
    );
    expect(result).toEqual({ ok: true, datasets: datasets.slice(0, 3) });
  });
});
