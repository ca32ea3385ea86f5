// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render-ui';
import type { CustomFilter } from '../types';
import { NumberFilterControl } from './number-filter-control';

const amount: CustomFilter = {
  field: 'amount',
  label: 'Amount',
  type: 'Number',
  isVisible: false,
  isVisibleRange: false,
};

/** The control as the search page holds it: what it reports is what it shows next. */
function renderFilter(initial: Partial<CustomFilter> = {}) {
  const onChange = vi.fn<(filter: CustomFilter) => void>();
  function Page() {
    const [filter, setFilter] = useState<CustomFilter>({ ...amount, ...initial });
    return (
      <NumberFilterControl
        filter={filter}
        onChange={(next) => {
          onChange(next);
          setFilter(next);
        }}
      />
    );
  }
  return { onChange, ...renderUi(<Page />) };
}

const input = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('the number filter', () => {
  it('shows only its switch until turned on, then an "equals" value that the page receives as typed', async () => {
    const { user, onChange } = renderFilter();
    expect(screen.getByRole('group', { name: 'Amount' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Amount' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...amount, isVisible: true });
    expect(screen.getByText('equals')).toBeTruthy();
    await user.type(input('Amount equals'), '42');
    expect(onChange).toHaveBeenLastCalledWith({ ...amount, isVisible: true, value: '42' });
    expect(input('Amount equals').value).toBe('42');
    await user.clear(input('Amount equals'));
    expect(onChange).toHaveBeenLastCalledWith({ ...amount, isVisible: true, value: null });
  });

  it('turned off, drops its value and its range', async () => {
    const { user, onChange } = renderFilter({
      isVisible: true,
      value: 5,
      isVisibleRange: true,
      valueRange: 9,
    });
    await user.click(screen.getByRole('switch', { name: 'Amount' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...amount,
      isVisible: false,
      value: null,
      isVisibleRange: false,
      valueRange: null,
    });
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('with Range on asks "from … to", and turning it off removes the upper value', async () => {
    const { user, onChange } = renderFilter({ isVisible: true, value: 5 });
    await user.click(screen.getByRole('switch', { name: 'Amount range' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...amount, isVisible: true, value: 5, isVisibleRange: true });
    expect(input('Amount from').value).toBe('5');
    await user.type(input('Amount to'), '9');
    expect(onChange).toHaveBeenLastCalledWith({
      ...amount,
      isVisible: true,
      value: 5,
      isVisibleRange: true,
      valueRange: '9',
    });
    await user.click(screen.getByRole('switch', { name: 'Amount range' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...amount,
      isVisible: true,
      value: 5,
      isVisibleRange: false,
      valueRange: null,
    });
    expect(screen.queryByRole('spinbutton', { name: 'Amount to' })).toBeNull();
    expect(input('Amount equals').value).toBe('5');
  });

  it('raises an upper value below the lower one when the input is left', async () => {
    const { user, onChange } = renderFilter({ isVisible: true, isVisibleRange: true, value: 100 });
    await user.type(input('Amount to'), '50');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({
      ...amount,
      isVisible: true,
      isVisibleRange: true,
      value: 100,
      valueRange: 100,
    });
    expect(input('Amount to').value).toBe('100');
  });

  it('caps a lower value above the upper one once the typing pauses, without waiting for a blur', async () => {
    const { user, onChange } = renderFilter({ isVisible: true, isVisibleRange: true, valueRange: 100 });
    await user.type(input('Amount from'), '500');
    expect(input('Amount from').value).toBe('500');
    await waitFor(() => expect(input('Amount from').value).toBe('100'));
    expect(onChange).toHaveBeenLastCalledWith({
      ...amount,
      isVisible: true,
      isVisibleRange: true,
      value: 100,
      valueRange: 100,
    });
    expect(document.activeElement).toBe(input('Amount from'));
  });

  it('does not fight a number typed digit by digit', async () => {
    const { user, onChange } = renderFilter({ isVisible: true, isVisibleRange: true, value: 20 });
    // '2' alone is below 20; '25' is not: the pause comes only after the whole number.
    await user.type(input('Amount to'), '25');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(input('Amount to').value).toBe('25');
    expect(onChange.mock.calls.map(([filter]) => filter.valueRange)).toEqual(['2', '25']);
  });
});
