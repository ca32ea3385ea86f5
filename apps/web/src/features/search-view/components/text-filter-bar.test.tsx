// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render-ui';
import type { TextEntry, TextFilterOption } from '../types';
import { TextFilterBar } from './text-filter-bar';

const options: TextFilterOption[] = [
  { key: 'a', field: 'name', label: 'Customer' },
  { key: 'b', field: 'city', label: 'City' },
];

/** The bar as the search page holds it: the entries it reports become the entries it shows. */
function renderBar(props: { entries?: TextEntry[]; options?: TextFilterOption[]; freeText?: boolean } = {}) {
  const onChange = vi.fn<(entries: TextEntry[]) => void>();
  function Page() {
    const [entries, setEntries] = useState<TextEntry[]>(props.entries ?? []);
    return (
      <TextFilterBar
        options={props.options ?? options}
        entries={entries}
        loading={false}
        freeText={props.freeText}
        onChange={(next) => {
          onChange(next);
          setEntries(next);
        }}
      />
    );
  }
  return { onChange, ...renderUi(<Page />) };
}

const box = () => screen.getByRole('combobox', { name: 'Search' });
const chips = () =>
  screen.queryAllByRole('button', { name: /^Remove filter / }).map((b) => b.getAttribute('aria-label'));

describe('the text filter bar', () => {
  it('searches all fields for plain text on Enter, trimmed, and shows it as a chip', async () => {
    const { user, onChange } = renderBar();
    expect(box()).toHaveProperty('placeholder', 'Search all fields, or pick a field');
    await user.type(box(), '  Acme  {Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ label: '*', field: '*', value: 'Acme' }]);
    expect(screen.getByText('Any field: Acme')).toBeTruthy();
    expect(box()).toHaveProperty('value', '');
  });

  it('offers the text filters on a click and files the typed value under the one clicked', async () => {
    const { user, onChange } = renderBar();
    await user.type(box(), 'Ber');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Text filters' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Customer: Ber', 'City: Ber']);
    await user.click(within(list).getByRole('option', { name: 'City: Ber' }));
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'City', field: 'city', value: 'Ber' }]);
    expect(screen.getByText('City: Ber')).toBeTruthy();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('picks a filter first, then asks for its value', async () => {
    const { user, onChange } = renderBar();
    await user.click(box());
    await user.click(screen.getByRole('option', { name: 'Customer' }));
    expect(box()).toHaveProperty('placeholder', 'Value for Customer, then Enter');
    expect(screen.getByRole('button', { name: 'Stop filtering by Customer' })).toBeTruthy();
    await user.type(box(), 'Acme{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'Customer', field: 'name', value: 'Acme' }]);
    expect(screen.getByText('Customer: Acme')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop filtering by Customer' })).toBeNull();
  });

  it('moves through the filters with the arrow keys and takes the active one on Enter', async () => {
    const { user, onChange } = renderBar();
    await user.type(box(), 'Oslo');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'City: Oslo' });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'City: Oslo' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'Customer', field: 'name', value: 'Oslo' }]);
  });

  it('does not add the same filter twice', async () => {
    const { user, onChange } = renderBar({ entries: [{ label: '*', field: '*', value: 'Acme' }] });
    await user.type(box(), 'Acme{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(chips()).toEqual(['Remove filter Any field: Acme']);
  });

  it('removes a chip by its button, the last one by Backspace in the empty box, and all by Clear all', async () => {
    const entries: TextEntry[] = [
      { label: 'Customer', field: 'name', value: 'Acme' },
      { label: 'City', field: 'city', value: 'Oslo' },
      { label: '*', field: '*', value: 'red' },
      { label: 'City', field: 'city', value: 'Bergen', exact: { value: 'Bergen' } },
    ];
    const { user, onChange } = renderBar({ entries });
    expect(chips()).toEqual([
      'Remove filter Customer: Acme',
      'Remove filter City: Oslo',
      'Remove filter Any field: red',
      'Remove filter City = Bergen',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove filter City: Oslo' }));
    expect(onChange).toHaveBeenLastCalledWith([entries[0], entries[2], entries[3]]);
    await user.click(box());
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([entries[0], entries[2]]);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(chips()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('without free text, Enter on plain text offers the fields instead of searching all of them', async () => {
    const { user, onChange } = renderBar({ freeText: false });
    expect(box()).toHaveProperty('placeholder', 'Pick a field to search');
    await user.type(box(), 'Acme{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: 'Customer: Acme' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'Customer', field: 'name', value: 'Acme' }]);
  });

  it('is disabled on a page without text filters, and says so', () => {
    renderBar({ options: [] });
    expect(box()).toHaveProperty('disabled', true);
    expect(box()).toHaveProperty('placeholder', 'No text filters on this page');
  });
});
