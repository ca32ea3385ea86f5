import { ActionIcon } from '@mantine/core';
import { type ListPanel, listLineKeys, messages, type ValueType } from '@portal/contracts';
import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { formatValue, plainText } from '../../../lib/format-value';
import { type Row, readField } from '../engine/read-field';
import type { ReadValue } from '../utils/build-navigation';
import { ListSymbol } from './list-symbol';
import { NavigationLink } from './navigation-link';
import classes from './panels.module.css';

interface ListRowProps {
  panel: ListPanel;
  row: Row;
  /** Values of the page's other datasets, for navigations that read them. */
  readPageValue: ReadValue;
  /** How each field of the list reads (numbers, dates), judged from its first rows. */
  valueTypes: ReadonlyMap<string, ValueType>;
  /** The decimals each number line shares across the list's rows. */
  decimals: ReadonlyMap<string, number>;
  onDrillDown: (row: Row) => void;
}

/** One row of a list panel: its symbol, up to four lines (label, value, navigation) and the drilldown button. */
export const ListRow = memo(function ListRow({
  panel,
  row,
  readPageValue,
  valueTypes,
  decimals,
  onDrillDown,
}: ListRowProps) {
  const { fields } = panel;
  const lines = listLineKeys.map((key) => fields[key]).filter((line) => line !== null);
  // A navigation reads the row itself for its own dataset, the page for any other.
  const readValue: ReadValue = (dataset, field) =>
    !dataset || dataset === panel.dataset ? readField(row, field) : readPageValue(dataset, field);
  const firstText = lines[0] ? plainText(readField(row, lines[0].field)) : '';
  return (
    <li className={classes.listRow}>
      {fields.symbolType !== 'none' && (
        <ListSymbol type={fields.symbolType} icon={fields.icon} color={fields.iconColor} text={firstText} />
      )}
      <div className={classes.lines}>
        {lines.map((line, index) => (
          <div key={line.field + String(index)} className={index === 0 ? classes.firstLine : undefined}>
            {line.label && <span className={classes.lineLabel}>{line.label}:</span>}
            <NavigationLink navigation={line.navigation} readValue={readValue}>
              {formatValue(
                readField(row, line.field),
                valueTypes.get(line.field),
                undefined,
                decimals.get(line.field),
              )}
            </NavigationLink>
          </div>
        ))}
      </div>
      {fields.drilldown && (
        <ActionIcon
          variant="subtle"
          color="gray.8"
          // The panel's own text colour, so the button reads on every background.
          style={{ color: 'inherit' }}
          aria-label={messages.detailDrillDown}
          onClick={() => onDrillDown(row)}
        >
          <ChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
      )}
    </li>
  );
});
