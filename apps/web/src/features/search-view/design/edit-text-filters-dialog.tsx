import { Button, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useState } from 'react';
import type { TextFilterOption } from '../types';
import classes from './design.module.css';
import { DesignDialog } from './design-dialog';
import { FieldPicker } from './field-picker';
import { LabelInput } from './label-input';
import { RemoveButton } from './remove-button';
import { SortableList } from './sortable-list';
import { addTextFilter } from './utils/edit-lists';

interface EditTextFiltersDialogProps {
  opened: boolean;
  onClose: () => void;
  filters: readonly TextFilterOption[];
  fields: readonly string[];
  onChange: (filters: TextFilterOption[]) => void;
}

export function EditTextFiltersDialog({
  opened,
  onClose,
  filters,
  fields,
  onChange,
}: EditTextFiltersDialogProps) {
  const [field, setField] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const pick = (next: string | null) => {
    setField(next);
    setError(undefined);
  };
  const add = () => {
    const result = addTextFilter(filters, field);
    setError(result.ok ? undefined : result.error);
    if (!result.ok) return;
    onChange(result.list);
    setField(null);
  };
  const replace = (index: number, next: TextFilterOption) =>
    onChange(filters.map((filter, at) => (at === index ? next : filter)));

  return (
    <DesignDialog title={messages.searchEditTextFilters} opened={opened} onClose={onClose}>
      <div className={classes.addRow}>
        <FieldPicker label="Field" fields={fields} value={field} error={error} onChange={pick} />
        <Button variant="light" onClick={add}>
          Add Text Filter
        </Button>
      </div>
      <SortableList
        label="Text filters"
        items={filters}
        idOf={(filter) => filter.field}
        nameOf={(filter) => filter.label || filter.field}
        onReorder={onChange}
        empty="No text filters yet."
        headings={[{ text: 'Label' }, { text: 'Field', width: '8rem' }, { text: '', width: '1.75rem' }]}
        renderItem={(filter, index) => (
          <>
            <LabelInput item={filter} field={filter.field} onChange={(next) => replace(index, next)} />
            <Text fz="xs" c="gray.7" w="8rem" truncate="end" title={filter.field}>
              {filter.field}
            </Text>
            <RemoveButton
              name={filter.label || filter.field}
              onClick={() => onChange(filters.filter((_, at) => at !== index))}
            />
          </>
        )}
      />
    </DesignDialog>
  );
}
