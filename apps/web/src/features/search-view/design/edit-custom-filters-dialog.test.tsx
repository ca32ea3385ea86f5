// @vitest-environment jsdom
import {
  abilitiesOfEndpoint,
  conditionWords,
  type EndpointDescription,
  messages,
  type RestSettings,
  undeclaredFilterNote,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EndpointAbilities } from '../../../lib/api/endpoint-abilities';
import { renderUi } from '../../../testing/render-ui';
import type { CustomFilter } from '../types';
import { EditColumnsDialog } from './edit-columns-dialog';
import { EditCustomFiltersDialog } from './edit-custom-filters-dialog';

// A FastAPI ticket desk as its import reads it: status and priority exact, hours_spent a range of its
// own (min_hours, max_hours), sorts listed in an enum, no parameter for a title.
const desk: RestSettings = {
  preset: 'openapi',
  rows: 'items',
  total: { body: 'total' },
  paging: { style: 'page', page: 'page', size: 'size', firstPage: 1 },
  ranges: { hours_spent: { from: 'min_hours', to: 'max_hours' } },
  query: {
    equals: '{field}={value}',
    freeText: 'search={value}',
    sortAsc: 'order_by={field}',
    sortDesc: 'order_by=-{field}',
  },
};
const described: EndpointDescription = {
  fields: [
    { name: 'id', type: 'integer' },
    { name: 'title', type: 'text' },
    { name: 'status', type: 'text', values: ['open', 'pending', 'closed'] },
    { name: 'hours_spent', type: 'number' },
  ],
  params: [
    { name: 'status', type: 'text', values: ['open', 'pending', 'closed'], multiple: true },
    { name: 'min_hours', type: 'number' },
    { name: 'max_hours', type: 'number' },
    { name: 'order_by', type: 'text', values: ['id', '-id', 'hours_spent', '-hours_spent'] },
  ],
};
const params = ['page', 'size', 'status', 'min_hours', 'max_hours', 'order_by'].map((name) => ({ name }));
const endpoint: EndpointAbilities = {
  abilities: abilitiesOfEndpoint(desk, { params, described }),
  described,
};
const fields = described.fields.map((field) => ({ field: field.name, sample: undefined }));

const exactNote = undeclaredFilterNote(conditionWords.equals);
const rangeNote = undeclaredFilterNote(conditionWords.numberFrom);

function renderDialog(initial: CustomFilter[]) {
  let latest = initial;
  function Page() {
    const [filters, setFilters] = useState(initial);
    return (
      <EditCustomFiltersDialog
        opened
        onClose={() => {}}
        onCancel={() => {}}
        filters={filters}
        fields={{ Number: fields.filter((option) => option.field === 'hours_spent'), Exact: fields }}
        types={['Number', 'Exact']}
        endpoint={endpoint}
        onChange={(next) => {
          latest = next;
          setFilters(next);
        }}
      />
    );
  }
  return { ...renderUi(<Page />), filters: () => latest };
}

const row = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`label of ${name}`, 'i') }).closest('li') as HTMLElement;

describe("design mode's custom filters over an API with an OpenAPI document", () => {
  it('flags beside a filter the document declares no parameter for, and only there', async () => {
    renderDialog([
      {
        field: 'status',
        label: 'Status',
        type: 'Exact',
        values: [],
        isVisible: false,
        isVisibleRange: false,
      },
      { field: 'hours_spent', label: 'Hours', type: 'Number', isVisible: false, isVisibleRange: false },
      { field: 'title', label: 'Title', type: 'Exact', values: [], isVisible: false, isVisibleRange: false },
      { field: 'id', label: 'Id', type: 'Number', isVisible: false, isVisibleRange: false },
    ]);
    expect(within(row('title')).getByRole('note').textContent).toBe(exactNote);
    expect(within(row('id')).getByRole('note').textContent).toBe(rangeNote);
    expect(within(row('status')).queryByRole('note')).toBeNull();
    expect(within(row('hours_spent')).queryByRole('note')).toBeNull();
  });

  it("adds an exact filter whose values come from the document's enum, several at once where it takes several", async () => {
    const { user, filters } = renderDialog([]);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Exact' }));
    await user.click(screen.getByRole('combobox', { name: 'Field' }));
    await user.click(screen.getByRole('option', { name: 'title' }));
    // Picked, a field the document cannot filter exactly is flagged before it is added.
    expect(screen.getByRole('note').textContent).toBe(`title: ${exactNote}`);
    await user.click(screen.getByRole('combobox', { name: 'Field' }));
    await user.click(screen.getByRole('option', { name: 'status' }));
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Custom Filter' }));
    expect(filters()).toEqual([
      {
        field: 'status',
        label: 'Status',
        type: 'Exact',
        values: [],
        options: ['open', 'pending', 'closed'],
        several: true,
        isVisible: false,
        isVisibleRange: false,
      },
    ]);
    expect(await screen.findByText(messages.searchCustomFieldAdded)).toBeTruthy();
  });
});

describe("design mode's columns over an API with an OpenAPI document", () => {
  it('flags a column the document declares no sort by', () => {
    const column = (value: string) => ({
      value,
      label: value,
      width: 'max-w-auto' as const,
      hidemobile: '' as const,
    });
    renderUi(
      <EditColumnsDialog
        opened
        onClose={() => {}}
        onCancel={() => {}}
        columns={[column('title'), column('hours_spent')]}
        fields={fields}
        rows={[]}
        viewOptions={[]}
        abilities={endpoint.abilities}
        onChange={() => {}}
      />,
    );
    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([messages.undeclaredSortNote]);
    expect(within(notes[0].closest('li') as HTMLElement).getByDisplayValue('title')).toBeTruthy();
  });
});
