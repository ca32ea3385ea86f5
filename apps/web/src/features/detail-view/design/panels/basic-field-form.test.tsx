// @vitest-environment jsdom
import type { BasicField } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { detailViewOf, renderInDetailPage } from '../../../../testing/render-in-detail-page';
import { BasicFieldForm } from './basic-field-form';

const server = '00000000-0000-4000-8000-000000000051';
const customerEndpoint = '00000000-0000-4000-8000-0000000000e1';
const ownerEndpoint = '00000000-0000-4000-8000-0000000000e2';

const view = detailViewOf({
  name: 'Customer',
  metacontent: { title: { text: 'Customer' } },
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
      { name: 'owner', datasetType: 'record', server, endpoint: ownerEndpoint },
    ],
  },
});

/** The data server behind the proxy: the customer and the account's owner. */
function dataServer() {
  return fakeApi((call) => {
    if (call.path !== '/api/proxy') return undefined;
    const { uuid } = call.body as { uuid: string };
    if (uuid === customerEndpoint)
      return { body: { status: 200, data: { id: 7, name: 'Acme', revenue: 1200, since: '2019-04-01' } } };
    if (uuid === ownerEndpoint) return { body: { status: 200, data: { login: 'kim', region: 'North' } } };
    return undefined;
  });
}

function renderForm(initial?: BasicField) {
  const onSave = vi.fn<(field: BasicField) => void>();
  const onCancel = vi.fn();
  const rendered = renderInDetailPage(
    <BasicFieldForm initial={initial} onSave={onSave} onCancel={onCancel} />,
    {
      view,
      vars: { id: 7 },
    },
  );
  return { onSave, onCancel, ...rendered };
}

const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const label = () => screen.getByRole('textbox', { name: 'Label' }) as HTMLInputElement;

async function choose(user: ReturnType<typeof renderForm>['user'], name: string, option: string) {
  await user.click(combobox(name));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the field editor', { timeout: 30_000 }, () => {
  it('says under each input what is missing and saves nothing', async () => {
    dataServer();
    const { user, onSave } = renderForm();
    expect(screen.getByRole('region', { name: 'Add Field' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    expect(screen.getByText('Please select a label for the field')).toBeTruthy();
    expect(screen.getByText('Please select a dataset to add the field from')).toBeTruthy();
    expect(screen.getByText('Please select a field to add')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("offers the chosen dataset's loaded fields with their values, and a pick fills the label and the value type", async () => {
    dataServer();
    const { user, onSave } = renderForm();
    expect(combobox('Field').disabled).toBe(true);
    await choose(user, 'Dataset', 'main');
    await user.click(combobox('Field'));
    const list = await screen.findByRole('listbox', { name: 'Field' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['id7', 'nameAcme', 'revenue1200', 'since2019-04-01']),
    );
    await user.click(within(list).getByRole('option', { name: 'revenue' }));
    expect(label().value).toBe('Revenue');
    expect(combobox('Value type').value).toBe('Number');
    expect(screen.getByText('Sample: 1200')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      label: 'Revenue',
      dataset: 'main',
      field: 'revenue',
      valueType: 'number',
      style: { type: 'default', backgroundColor: '' },
    });
  });

  it('keeps a typed label, and another dataset clears the field and the value type', async () => {
    dataServer();
    const { user, onSave } = renderForm();
    await user.type(label(), 'Customer since');
    await choose(user, 'Dataset', 'main');
    await choose(user, 'Field', 'since');
    expect(label().value).toBe('Customer since');
    expect(combobox('Value type').value).toBe('Date');
    await choose(user, 'Dataset', 'owner');
    expect(combobox('Field').value).toBe('');
    expect(combobox('Value type').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    expect(screen.getByText('Please select a field to add')).toBeTruthy();
    expect(screen.getByText('Please select a value type for the field')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await choose(user, 'Field', 'region');
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      label: 'Customer since',
      dataset: 'owner',
      field: 'region',
      valueType: 'text',
      style: { type: 'default', backgroundColor: '' },
    });
  });

  it('edits a field: shows it, takes a card style with its colour, and cancels without saving', async () => {
    dataServer();
    const field: BasicField = {
      label: 'Name',
      dataset: 'main',
      field: 'name',
      valueType: 'text',
      style: { type: 'default', backgroundColor: '' },
    };
    const { user, onSave, onCancel } = renderForm(field);
    expect(screen.getByRole('region', { name: 'Edit field' })).toBeTruthy();
    expect(label().value).toBe('Name');
    expect(combobox('Dataset').value).toBe('main');
    expect(combobox('Field').value).toBe('name');
    await user.click(screen.getByRole('tab', { name: 'Field UI' }));
    expect(screen.queryByRole('radiogroup', { name: 'Card colour' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Card colour' })).getByRole('radio', { name: 'Green' }),
    );
    await user.click(screen.getByRole('button', { name: 'Update Field' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      ...field,
      style: { type: 'card', backgroundColor: 'Green' },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
