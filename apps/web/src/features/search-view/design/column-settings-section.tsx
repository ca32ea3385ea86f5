import { Button, Select, Stack } from '@mantine/core';
import { columnWidthLabels, hideMobileLabels } from '@portal/contracts';
import { useState } from 'react';
import classes from '../../../components/design/design.module.css';
import { FieldPicker } from '../../../components/design/field-picker';
import { LabelInput } from '../../../components/design/label-input';
import { RemoveButton } from '../../../components/design/remove-button';
import { SortableList } from '../../../components/design/sortable-list';
import type { FieldOption } from '../../../lib/field-options';
import type { ViewColumn } from '../types';
import { addColumn } from './utils/edit-lists';

const widthOptions = Object.entries(columnWidthLabels).map(([value, label]) => ({ value, label }));
const hideOptions = Object.entries(hideMobileLabels).map(([value, label]) => ({ value, label }));

interface ColumnSettingsSectionProps {
  columns: readonly ViewColumn[];
  fields: readonly FieldOption[];
  onChange: (columns: ViewColumn[]) => void;
}

export function ColumnSettingsSection({ columns, fields, onChange }: ColumnSettingsSectionProps) {
  const [field, setField] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const pick = (next: string | null) => {
    setField(next);
    setError(undefined);
  };
  const add = () => {
    const result = addColumn(columns, field);
    setError(result.ok ? undefined : result.error);
    if (!result.ok) return;
    onChange(result.list);
    setField(null);
  };
  const replace = (index: number, next: ViewColumn) =>
    onChange(columns.map((column, at) => (at === index ? next : column)));

  return (
    <Stack gap="sm">
      <div className={classes.addRow}>
        <FieldPicker label="Field" fields={fields} value={field} error={error} onChange={pick} />
        <Button variant="light" onClick={add}>
          Add Column
        </Button>
      </div>
      <SortableList
        label="Columns"
        items={columns}
        idOf={(column) => column.value}
        nameOf={(column) => column.label || column.value}
        onReorder={onChange}
        empty="No columns yet."
        headings={[
          { text: 'Label' },
          { text: 'Width', width: '7.5rem' },
          { text: 'Hide on mobile', width: '7.5rem' },
          { text: '', width: '1.75rem' },
        ]}
        renderItem={(column, index) => (
          <>
            <LabelInput item={column} field={column.value} onChange={(next) => replace(index, next)} />
            <Select
              size="xs"
              w="7.5rem"
              aria-label={`Width of ${column.value}`}
              data={widthOptions}
              value={column.width}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              onChange={(width) =>
                width && replace(index, { ...column, width: width as ViewColumn['width'] })
              }
            />
            <Select
              size="xs"
              w="7.5rem"
              aria-label={`Hide ${column.value} on mobile`}
              data={hideOptions}
              value={column.hidemobile}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              onChange={(hide) =>
                hide !== null && replace(index, { ...column, hidemobile: hide as ViewColumn['hidemobile'] })
              }
            />
            <RemoveButton
              name={column.label || column.value}
              onClick={() => onChange(columns.filter((_, at) => at !== index))}
            />
          </>
        )}
      />
    </Stack>
  );
}
