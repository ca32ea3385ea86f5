// Its own styles: the dialog may open before any other of the page's dialogs has loaded theirs.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { ownValue } from '@portal/contracts';
import { formatValue } from '../../../lib/format-value';
import { useDialogLayout } from '../../../lib/use-dialog-layout';
import type { Row, ShownColumn, ViewColumn } from '../types';
import { buildDetailHref } from '../utils/build-detail-href';
import classes from './results-table.module.css';

export interface WholeRowDialogProps {
  /** The row shown and its place in the table (0 is the first row). */
  row: Row;
  index: number;
  columns: readonly ShownColumn[];
  /** The decimals each column's numbers share in the table. */
  decimals: readonly (number | undefined)[];
  onNavigate: (column: ViewColumn, row: Row, event: React.MouseEvent) => void;
  onClose: () => void;
}

/** The title of a row's dialog: its first column and value ('Order: ORD-0001'), or its place in the table. */
export const wholeRowTitle = (label: string, text: string, index: number) =>
  text ? `${label}: ${text}` : `Row ${index + 1}`;

/**
 * Every column of one row with its whole value, wrapped rather than cut off: what a row of the table
 * cannot show in its width. A column that links to a detail page links to it here too.
 */
export default function WholeRowDialog({
  row,
  index,
  columns,
  decimals,
  onNavigate,
  onClose,
}: WholeRowDialogProps) {
  const layout = useDialogLayout('md');
  const texts = columns.map((column, at) =>
    formatValue(ownValue(row, column.value), column.valueType, undefined, decimals[at]),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={wholeRowTitle(columns[0]?.label || columns[0]?.value || '', texts[0] ?? '', index)}
      {...layout}
    >
      <dl className={classes.wholeRow}>
        {columns.map((column, at) => {
          const href = column.destinationDeleted ? null : buildDetailHref(column.navigation, row);
          return (
            <div key={column.value} className={classes.wholeRowField}>
              <dt>{column.label || column.value}</dt>
              <dd>
                {href && column.navigation?.destinationType === 'detail' ? (
                  <a href={href} onClick={(event) => onNavigate(column, row, event)}>
                    {texts[at]}
                  </a>
                ) : (
                  texts[at] || '–'
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Modal>
  );
}
