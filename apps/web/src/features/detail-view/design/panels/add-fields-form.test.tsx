// @vitest-environment jsdom
import type { BasicField } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { detailViewOf, renderInDetailPage } from '../../../../testing/render-in-detail-page';
import { AddFieldsForm } from './add-fields-form';

const server = '00000000-0000-4000-8000-000000000051';
const customerEndpoint = '00000000-0000-4000-8000-0000000000e1';

const view = detailViewOf({
  name: 'Customer',
  metacontent: { title: { dataset: 'main', field: 'name' } },
  metadata: {
    server,
    endpoint: customerEndpoint,
    datasets: [
      {
        name: 'main',
        datasetType: 'record',
        server,
        endpoint: customerEndpoint,
        variables: [{ name: 'id' }],
      },
    ],
  },
});

const shown: BasicField = {
  label: 'Name',
  dataset: 'main',
  field: 'name',
  valueType: 'text',
  style: { type: 'default', backgroundColor: '' },
};

function renderForm() {
  fakeApi((call) =>
    call.path === '/api/proxy'
      ? {
          body: {
            status: 200,
            data: {
              id: 7,
              name: 'Acme',
              owner_id: 31,
              revenue: 1200,
              since: '2019-04-01',
              seen: '2024-02-03T10:00:00Z',
            },
          },
        }
      : undefined,
  );
  const onAdd = vi.fn<(fields: BasicField[]) => void>();
  const rendered = renderInDetailPage(<AddFieldsForm fields={[shown]} onAdd={onAdd} onCancel={() => {}} />, {
    view,
    vars: { id: 7 },
  });
  return { onAdd, ...rendered };
}

describe('several fields added at once', { timeout: 30_000 }, () => {
  it("offers the panel's dataset's fields not shown yet, and adds the picked ones labelled and typed by their values", async () => {
    const { user, onAdd } = renderForm();
    expect((screen.getByRole('combobox', { name: 'Dataset' }) as HTMLInputElement).value).toBe('main');
    await user.click(screen.getByRole('combobox', { name: 'Fields to add' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'revenue' })).toBeTruthy());
    // The name is in the panel already.
    expect(screen.queryByRole('option', { name: 'name' })).toBeNull();
    for (const field of ['revenue', 'owner_id', 'since', 'seen'])
      await user.click(screen.getByRole('option', { name: field }));
    await user.click(screen.getByRole('button', { name: 'Add fields (4)' }));
    expect(onAdd).toHaveBeenCalledWith(
      [
        ['Revenue', 'revenue', 'number'],
        ['Owner id', 'owner_id', 'text'],
        ['Since', 'since', 'datenotime'],
        ['Seen', 'seen', 'datewithtime'],
      ].map(([label, field, valueType]) => ({
        label,
        dataset: 'main',
        field,
        valueType,
        style: { type: 'default', backgroundColor: '' },
      })),
    );
  });

  it('asks for a field when none is picked', async () => {
    const { user, onAdd } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add fields' }));
    expect(screen.getByText('Pick at least one field')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
