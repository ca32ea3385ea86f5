import { TextInput } from '@mantine/core';
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

/**
 * A 'Number' custom filter (SPEC.md §4, §5): a toggle for the value, a second one for the range; the
 * bounds are corrected when the user leaves an input, so typing a number digit by digit is not fought.
 */
export function NumberFilterControl({ filter, onChange }: NumberFilterControlProps) {
  const { label } = filter;
  const ranged = Boolean(filter.isVisibleRange);
  const changed = (next: CustomFilter) => next !== filter && onChange(next);
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
          <TextInput
            className={classes.numberInput}
            type="number"
            inputMode="decimal"
            size="xs"
            aria-label={ranged ? `${label} from` : `${label} value`}
            placeholder={ranged ? 'From' : 'Value'}
            value={shown(filter.value)}
            onChange={(event) => onChange({ ...filter, value: typed(event.currentTarget.value) })}
            onBlur={() => changed(capLower(filter))}
          />
          <SwitchControl
            label="Range"
            name={`${label} range`}
            checked={ranged}
            onChange={(on) => onChange(toggleRange(filter, on))}
          />
          {ranged && (
            <TextInput
              className={classes.numberInput}
              type="number"
              inputMode="decimal"
              size="xs"
              aria-label={`${label} to`}
              placeholder="To"
              value={shown(filter.valueRange)}
              onChange={(event) => onChange({ ...filter, valueRange: typed(event.currentTarget.value) })}
              onBlur={() => changed(floorUpper(filter))}
            />
          )}
        </>
      )}
    </div>
  );
}
