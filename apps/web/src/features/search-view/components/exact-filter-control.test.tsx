// @vitest-environment jsdom
import { messages } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render-ui';
import type { CustomFilter, Row } from '../types';
import { buildSearchParams } from '../utils/build-proxy-params';
import { applyNumbers, encodeNumbers } from '../utils/view-state-params';
import { CustomFilterBar } from './custom-filter-bar';

const status: CustomFilter = {
  field: 'status',
  label: 'Status',
  type: 'Exact',
  options: ['open', 'pending', 'closed'],
  values: [],
  several: false,
  isVisible: false,
  isVisibleRange: false,
};

const rows: Row[] = [
  { id: 1, status: 'open', customer_id: 7 },
  { id: 2, status: 'closed', customer_id: 12 },
  { id: 3, status: 'open', customer_id: 7 },
  { id: 4, status: 'pending', customer_id: 3 },
];

/** The bar as the search page holds it: what it reports is what it shows next. */
function renderBar(filter: CustomFilter) {
  const onChange = vi.fn<(filters: CustomFilter[]) => void>();
  function Page() {
    const [filters, setFilters] = useState<CustomFilter[]>([filter]);
    return (
      <CustomFilterBar
        filters={filters}
        rows={rows}
        pending={false}
        onChange={(next) => {
          onChange(next);
          setFilters(next);
        }}
      />
    );
  }
  return { onChange, ...renderUi(<Page />) };
}

function lastFilter(onChange: ReturnType<typeof renderBar>['onChange']): CustomFilter {
  const filter = onChange.mock.lastCall?.[0][0];
  if (!filter) throw new Error('The bar reported no filter.');
  return filter;
}

describe('an exact filter', () => {
  it("offers the document's values and, picked, asks exactly the rows equal to it", async () => {
    const { user, onChange } = renderBar(status);
    const picker = await screen.findByRole('combobox', { name: 'Status' });
    expect(picker.getAttribute('placeholder')).toBe(messages.exactAnyValue);
    await user.click(picker);
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['open', 'pending', 'closed']);
    await user.click(within(list).getByRole('option', { name: 'open' }));
    const chosen = lastFilter(onChange);
    expect(chosen).toMatchObject({ field: 'status', values: ['open'], isVisible: true });
    // The proxy is asked the 'Exact' filter with its values, which the server writes as status=open.
    const params = buildSearchParams({
      entries: [],
      sort: null,
      customFilters: [chosen],
      textFilterFields: [],
    });
    expect(params.customFilters).toEqual([
      {
        field: 'status',
        label: 'Status',
        type: 'Exact',
        values: ['open'],
        isVisible: true,
        isVisibleRange: false,
      },
    ]);
    expect((picker as HTMLInputElement).value).toBe('open');
  });

  it('cleared, asks nothing again', async () => {
    const { user, onChange } = renderBar({ ...status, values: ['closed'], isVisible: true });
    await screen.findByRole('combobox', { name: 'Status' });
    await user.click(screen.getByRole('button', { name: 'Clear Status' }));
    const cleared = lastFilter(onChange);
    expect(cleared).toMatchObject({ values: [], isVisible: false });
    expect(
      buildSearchParams({ entries: [], sort: null, customFilters: [cleared], textFilterFields: [] })
        .customFilters,
    ).toEqual([]);
  });

  it('takes several values where the data server reads several, kept in the address', async () => {
    const saved = { ...status, several: true };
    const { user, onChange } = renderBar(saved);
    const picker = await screen.findByRole('combobox', { name: 'Status' });
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'open' }));
    await user.click(screen.getByRole('option', { name: 'pending' }));
    const chosen = lastFilter(onChange);
    expect(chosen).toMatchObject({ values: ['open', 'pending'], isVisible: true });
    // Back or a reload finds the same values through the address.
    const address = encodeNumbers([chosen], [saved]);
    expect(address).toBe('[{"field":"status","values":["open","pending"]}]');
    expect(applyNumbers([saved], address)).toEqual([chosen]);
  });

  it("without the document's values, offers the distinct values of the loaded rows, numbers kept as numbers", async () => {
    const { user, onChange } = renderBar({
      field: 'customer_id',
      label: 'Customer',
      type: 'Exact',
      values: [],
      isVisible: false,
      isVisibleRange: false,
    });
    const picker = await screen.findByRole('combobox', { name: 'Customer' });
    await user.click(picker);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['3', '7', '12']);
    await user.click(screen.getByRole('option', { name: '12' }));
    expect(lastFilter(onChange)).toMatchObject({ values: [12], isVisible: true });
  });

  it('still offers the values the rows held before they were narrowed by it', async () => {
    const filter: CustomFilter = {
      field: 'customer_id',
      label: 'Customer',
      type: 'Exact',
      values: [],
      several: true,
      isVisible: false,
      isVisibleRange: false,
    };
    const onChange = vi.fn<(filters: CustomFilter[]) => void>();
    const { user, rerender } = renderUi(
      <CustomFilterBar filters={[filter]} rows={rows} pending={false} onChange={onChange} />,
    );
    await screen.findByRole('combobox', { name: 'Customer' });
    // The page asked customer 7 only: its rows now hold no other customer.
    const narrowed = { ...filter, values: [7], isVisible: true };
    rerender(
      <CustomFilterBar
        filters={[narrowed]}
        rows={rows.filter((row) => row.customer_id === 7)}
        pending={false}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['3', '7', '12']);
  });
});
