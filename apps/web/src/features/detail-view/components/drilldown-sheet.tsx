import { Anchor, Drawer } from '@mantine/core';
import { messages, timings, type ValueType } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { formatValue } from '../../../lib/format-value';
import { humanizeField } from '../../../lib/humanize-field';
import { type Row, readField } from '../engine/read-field';
import classes from './panels.module.css';

interface DrilldownSheetProps {
  row: Row | null;
  fields: readonly string[];
  /** How each field reads (numbers, dates), as the list's rows show them. */
  valueTypes: ReadonlyMap<string, ValueType>;
  onClose: () => void;
}

/**
 * SPEC.md: the side sheet of a list row, with a 'Close' link, the chosen drilldown fields as name
 * and value (or 'No fields selected for drilldown'); Escape closes it; closing animates 500 ms.
 */
export function DrilldownSheet({ row, fields, valueTypes, onClose }: DrilldownSheetProps) {
  // The closing sheet keeps showing its row until it has slid out.
  const [shown, setShown] = useState<Row | null>(row);
  useEffect(() => {
    if (row) setShown(row);
  }, [row]);
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="sm"
      title={messages.detailDrilldownTitle}
      withCloseButton={false}
      transitionProps={{ transition: 'slide-left', duration: 250, exitDuration: timings.drilldownCloseMs }}
      onExitTransitionEnd={() => setShown(null)}
    >
      <Anchor component="button" type="button" onClick={onClose} mb="sm">
        {messages.detailClose}
      </Anchor>
      {fields.length === 0 ? (
        <p>{messages.detailNoDrilldownFields}</p>
      ) : (
        <dl style={{ margin: 0 }}>
          {fields.map((field) => (
            <div key={field} className={classes.sheetRow}>
              <dt className={classes.fieldLabel}>{humanizeField(field)}</dt>
              <dd className={classes.sheetValue} style={{ margin: 0 }}>
                {formatValue(readField(shown, field), valueTypes.get(field))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Drawer>
  );
}
