import { Select } from '@mantine/core';

interface FieldPickerProps {
  label: string;
  fields: readonly string[];
  value: string | null;
  onChange: (field: string | null) => void;
}

/** A field chosen from those the page knows (its columns and the loaded rows). */
export function FieldPicker({ label, fields, value, onChange }: FieldPickerProps) {
  return (
    <Select
      label={label}
      placeholder="Pick a field"
      data={[...fields]}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="No such field"
      comboboxProps={{ withinPortal: false }}
      style={{ flex: '1 1 12rem' }}
    />
  );
}
