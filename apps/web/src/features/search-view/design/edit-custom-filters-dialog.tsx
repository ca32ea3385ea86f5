import { Button, Select, Text, TextInput } from '@mantine/core';
import { type CustomFilterType, messages } from '@portal/contracts';
import { useState } from 'react';
import classes from '../../../components/design/design.module.css';
import { DesignDialog } from '../../../components/design/design-dialog';
import { FieldPicker } from '../../../components/design/field-picker';
import { LabelInput } from '../../../components/design/label-input';
import { RemoveButton } from '../../../components/design/remove-button';
import { SortableList } from '../../../components/design/sortable-list';
import { UndeclaredNote } from '../../../components/design/undeclared-note';
import type { EndpointAbilities } from '../../../lib/api/endpoint-abilities';
import { undeclaredFilterOf, undeclaredNote } from '../../../lib/declared-conditions';
import type { FieldOption } from '../../../lib/field-options';
import { showToast } from '../../../lib/toasts';
import type { CustomFilter } from '../types';
import { addCustomFilter } from './utils/edit-lists';

interface EditCustomFiltersDialogProps {
  opened: boolean;
  onClose: () => void;
  onCancel: () => void;
  filters: readonly CustomFilter[];
  /** The fields a filter of each type may take: numbers for 'Number', any for 'Exact'. */
  fields: Record<CustomFilterType, readonly FieldOption[]>;
  /** The types the page's server can write (DESIGN.md §6a), 'Number' first. */
  types: readonly CustomFilterType[];
  /** What the endpoint's OpenAPI document declares, when known: the rest is flagged. */
  endpoint: EndpointAbilities;
  onChange: (filters: CustomFilter[]) => void;
}

export function EditCustomFiltersDialog({
  opened,
  onClose,
  onCancel,
  filters,
  fields,
  types,
  endpoint,
  onChange,
}: EditCustomFiltersDialogProps) {
  const [type, setType] = useState<CustomFilterType>(types[0] ?? 'Number');
  const [field, setField] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const pick = (next: string | null) => {
    setField(next);
    setError(undefined);
  };
  const [label, setLabel] = useState('');
  const add = () => {
    const result = addCustomFilter(filters, field, label, type, endpoint);
    setError(result.ok ? undefined : result.error);
    if (!result.ok) return;
    onChange(result.list);
    setField(null);
    setLabel('');
    showToast(messages.searchCustomFieldAdded, 'success');
  };
  const replace = (index: number, next: CustomFilter) =>
    onChange(filters.map((filter, at) => (at === index ? next : filter)));

  return (
    <DesignDialog
      title={messages.searchEditCustomFilters}
      opened={opened}
      onClose={onClose}
      onCancel={onCancel}
    >
      <div className={classes.addRow}>
        <FieldPicker label="Field" fields={fields[type]} value={field} error={error} onChange={pick} />
        <TextInput
          label="Label"
          placeholder="The field name when empty"
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          style={{ flex: '1 1 10rem' }}
        />
        {/* SPEC.md §3 offers 'Number'; 'Exact' (DESIGN.md §7d) keeps the rows equal to the values picked. */}
        <Select
          label="Type"
          data={types}
          value={type}
          onChange={(next) => {
            setType((next as CustomFilterType | null) ?? type);
            setField(null);
          }}
          allowDeselect={false}
          w="8rem"
        />
        <Button variant="light" onClick={add}>
          Add Custom Filter
        </Button>
      </div>
      {field && (
        <UndeclaredNote
          subject={field}
          note={undeclaredNote(endpoint.abilities, type === 'Exact' ? 'exact' : 'range', field)}
        />
      )}
      <SortableList
        label="Custom filters"
        items={filters}
        idOf={(filter) => filter.field}
        nameOf={(filter) => filter.label || filter.field}
        onReorder={onChange}
        empty="No custom filters yet."
        noteOf={(filter) => <UndeclaredNote note={undeclaredFilterOf(endpoint.abilities, filter)} />}
        headings={[
          { text: 'Label' },
          { text: 'Field (type)', width: '8rem' },
          { text: '', width: '1.75rem' },
        ]}
        renderItem={(filter, index) => (
          <>
            <LabelInput item={filter} field={filter.field} onChange={(next) => replace(index, next)} />
            <Text fz="xs" c="gray.7" w="8rem" truncate="end" title={`${filter.field} (${filter.type})`}>
              {filter.field} ({filter.type})
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
