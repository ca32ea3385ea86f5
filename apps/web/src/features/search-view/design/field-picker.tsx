import { Select } from '@mantine/core';

interface FieldPickerProps {
  label: string;
  fields: readonly string[];
  value: string | null;
  /** Why the last add was refused, shown under the picker. */
  error?: string;
  onChange: (field: string | null) => void;
}

/** A field chosen from those the page knows (its columns and the loaded rows). */
export function FieldPicker({ label, fields, value, error, onChange }: FieldPickerProps) {
  return (
    <Select
      label={label}
      placeholder="Pick a field"
      data={[...fields]}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      nothingFoundMessage="No such field"
      comboboxProps={{ withinPortal: false }}
      style={{ flex: '1 1 12rem' }}
    />
  );
}
