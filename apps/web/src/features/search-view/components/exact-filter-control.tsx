// The picker's own Mantine styles, loaded with it (a plain user's page holds only the basic ones).
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, Select } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useRef } from 'react';
import type { CustomFilter, ExactValue, Row } from '../types';
import { chooseValues, chosenValues, offeredValues, valueKey } from '../utils/exact-filter';
import classes from './filter-bars.module.css';

interface ExactFilterControlProps {
  filter: CustomFilter;
  /** The loaded rows: their values are offered when the filter holds none of the document's. */
  rows: readonly Row[];
  onChange: (filter: CustomFilter) => void;
}

/**
 * An 'Exact' custom filter (DESIGN.md §7d): the person picks one value, or several where the data
 * server takes several, and the page shows the rows whose field equals one of them. Nothing picked
 * is no filter ('Any'). Loaded on its own: a page without one downloads no picker.
 */
export default function ExactFilterControl({ filter, rows, onChange }: ExactFilterControlProps) {
  const { label } = filter;
  // The values offered so far: once the rows are narrowed to 'open', 'pending' can still be added.
  const seen = useRef<ExactValue[]>([]);
  const offered = offeredValues(filter, rows, seen.current);
  seen.current = [...offered.values()];
  const data = [...offered.keys()];
  const chosen = chosenValues(filter).map(valueKey);
  const choose = (keys: string[]) =>
    onChange(
      chooseValues(
        filter,
        keys.flatMap((key) => {
          const value = offered.get(key);
          return value === undefined ? [] : [value];
        }),
      ),
    );
  const common = {
    'aria-label': label,
    className: classes.exactInput,
    size: 'xs' as const,
    data,
    searchable: true,
    clearable: true,
    // Mantine hides its clear button from the keyboard and screen readers; here it is one more control.
    clearButtonProps: { 'aria-label': `Clear ${label}`, 'aria-hidden': false, tabIndex: 0 },
    nothingFoundMessage: messages.exactNoSuchValue,
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would repeat the picker's label
    <div className={classes.numberFilter} role="group" aria-label={label}>
      <span className={classes.exactLabel}>{label}</span>
      {filter.several ? (
        <MultiSelect
          {...common}
          placeholder={chosen.length === 0 ? messages.exactAnyValue : undefined}
          value={chosen}
          onChange={choose}
        />
      ) : (
        <Select
          {...common}
          placeholder={messages.exactAnyValue}
          value={chosen[0] ?? null}
          onChange={(key) => choose(key === null ? [] : [key])}
        />
      )}
    </div>
  );
}
