import { TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { CustomFilter } from '../types';
import { capLower, floorUpper, toggleRange, toggleValue } from '../utils/number-filter';
import classes from './filter-bars.module.css';
import { SwitchControl } from './switch-control';

interface NumberFilterControlProps {
  filter: CustomFilter;
  onChange: (filter: CustomFilter) => void;
}

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const typed = (text: string) => (text.trim() === '' ? null : text);

// A bound that went past the other is put right this long after the last key, well before the
// reload's 2 s, so the corrected value shows first and only it is ever sent.
const correctAfterMs = 600;

/**
 * A 'Number' custom filter (SPEC.md §4, §5): a toggle for the value ('equals'), a second one for the
 * range ('from … to'). A bound past the other is corrected when the user pauses or leaves the input,
 * so typing a number digit by digit is not fought.
 */
export function NumberFilterControl({ filter, onChange }: NumberFilterControlProps) {
  const { label } = filter;
  const ranged = Boolean(filter.isVisibleRange);
  const latest = useRef(filter);
  latest.current = filter;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const correct = (bound: 'lower' | 'upper') => {
    clearTimeout(timer.current);
    const current = latest.current;
    const next = bound === 'lower' ? capLower(current) : floorUpper(current);
    if (next !== current) onChange(next);
  };
  const edit = (bound: 'lower' | 'upper', text: string) => {
    onChange(bound === 'lower' ? { ...filter, value: typed(text) } : { ...filter, valueRange: typed(text) });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => correct(bound), correctAfterMs);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would repeat the switch's label
    <div className={classes.numberFilter} role="group" aria-label={label}>
      <SwitchControl
        label={label}
        checked={Boolean(filter.isVisible)}
        onChange={(on) => onChange(toggleValue(filter, on))}
      />
      {filter.isVisible && (
        <>
          {/* Each word stays beside its input when the row wraps on a phone. */}
          <span className={classes.bound}>
            <span className={classes.word}>{ranged ? 'from' : 'equals'}</span>
            <TextInput
              className={classes.numberInput}
              type="number"
              inputMode="decimal"
              size="xs"
              aria-label={ranged ? `${label} from` : `${label} equals`}
              value={shown(filter.value)}
              onChange={(event) => edit('lower', event.currentTarget.value)}
              onBlur={() => correct('lower')}
            />
          </span>
          {ranged && (
            <span className={classes.bound}>
              <span className={classes.word}>to</span>
              <TextInput
                className={classes.numberInput}
                type="number"
                inputMode="decimal"
                size="xs"
                aria-label={`${label} to`}
                value={shown(filter.valueRange)}
                onChange={(event) => edit('upper', event.currentTarget.value)}
                onBlur={() => correct('upper')}
              />
            </span>
          )}
          <SwitchControl
            label="Range"
            name={`${label} range`}
            checked={ranged}
            onChange={(on) => onChange(toggleRange(filter, on))}
          />
        </>
      )}
    </div>
  );
}
