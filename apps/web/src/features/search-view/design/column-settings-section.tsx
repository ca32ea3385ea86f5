import { Button, Select, Stack } from '@mantine/core';
import {
  columnWidthLabels,
  hideMobileLabels,
  type QueryAbilities,
  type ValueType,
  valueTypeLabels,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import classes from '../../../components/design/design.module.css';
import { FieldPicker } from '../../../components/design/field-picker';
import { LabelInput } from '../../../components/design/label-input';
import { RemoveButton } from '../../../components/design/remove-button';
import { SortableList } from '../../../components/design/sortable-list';
import { UndeclaredNote } from '../../../components/design/undeclared-note';
import { undeclaredNote } from '../../../lib/declared-conditions';
import type { FieldOption } from '../../../lib/field-options';
import { inferValueTypes } from '../../../lib/infer-value-type';
import type { Row, ViewColumn } from '../types';
import { addColumn } from './utils/edit-lists';

const widthOptions = Object.entries(columnWidthLabels).map(([value, label]) => ({ value, label }));
const hideOptions = Object.entries(hideMobileLabels).map(([value, label]) => ({ value, label }));
const typeOptions = Object.entries(valueTypeLabels).map(([value, label]) => ({ value, label }));

interface ColumnSettingsSectionProps {
  columns: readonly ViewColumn[];
  fields: readonly FieldOption[];
  rows: readonly Row[];
  /** What the endpoint's OpenAPI document declares, when known: a column it cannot sort by is flagged. */
  abilities?: QueryAbilities;
  onChange: (columns: ViewColumn[]) => void;
}

export function ColumnSettingsSection({
  columns,
  fields,
  rows,
  abilities,
  onChange,
}: ColumnSettingsSectionProps) {
  // How each field's values read; a column without its own type is shown that way, and a new one starts so.
  const inferred = useMemo(() => inferValueTypes(rows), [rows]);
  const [field, setField] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const pick = (next: string | null) => {
    setField(next);
    setError(undefined);
  };
  const add = () => {
    const result = addColumn(columns, field, field ? (inferred.get(field) ?? 'text') : 'text');
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
        noteOf={(column) => <UndeclaredNote note={undeclaredNote(abilities, 'sort', column.value)} />}
        headings={[
          { text: 'Label' },
          { text: 'Type', width: '7.5rem' },
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
              aria-label={`Type of ${column.value}`}
              data={typeOptions}
              value={column.valueType ?? inferred.get(column.value) ?? 'text'}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              onChange={(type) => type && replace(index, { ...column, valueType: type as ValueType })}
            />
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
