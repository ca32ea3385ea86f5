import { Button, Text } from '@mantine/core';
import { messages, type QueryAbilities } from '@portal/contracts';
import { useState } from 'react';
import classes from '../../../components/design/design.module.css';
import { DesignDialog } from '../../../components/design/design-dialog';
import { FieldPicker } from '../../../components/design/field-picker';
import { LabelInput } from '../../../components/design/label-input';
import { RemoveButton } from '../../../components/design/remove-button';
import { SortableList } from '../../../components/design/sortable-list';
import { UndeclaredNote } from '../../../components/design/undeclared-note';
import { undeclaredNote } from '../../../lib/declared-conditions';
import type { FieldOption } from '../../../lib/field-options';
import type { TextFilterOption } from '../types';
import { addTextFilter } from './utils/edit-lists';

interface EditTextFiltersDialogProps {
  opened: boolean;
  onClose: () => void;
  onCancel: () => void;
  filters: readonly TextFilterOption[];
  fields: readonly FieldOption[];
  /** What the endpoint's OpenAPI document declares, when known: a field it cannot search is flagged. */
  abilities?: QueryAbilities;
  onChange: (filters: TextFilterOption[]) => void;
}

export function EditTextFiltersDialog({
  opened,
  onClose,
  onCancel,
  filters,
  fields,
  abilities,
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
    <DesignDialog
      title={messages.searchEditTextFilters}
      opened={opened}
      onClose={onClose}
      onCancel={onCancel}
    >
      <div className={classes.addRow}>
        <FieldPicker label="Field" fields={fields} value={field} error={error} onChange={pick} />
        <Button variant="light" onClick={add}>
          Add Text Filter
        </Button>
      </div>
      {field && <UndeclaredNote subject={field} note={undeclaredNote(abilities, 'contains', field)} />}
      <SortableList
        label="Text filters"
        items={filters}
        idOf={(filter) => filter.field}
        nameOf={(filter) => filter.label || filter.field}
        onReorder={onChange}
        empty="No text filters yet."
        noteOf={(filter) => <UndeclaredNote note={undeclaredNote(abilities, 'contains', filter.field)} />}
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
