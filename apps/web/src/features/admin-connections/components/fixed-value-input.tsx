import { PasswordInput, TextInput } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { EntryDraft } from '../utils/build-endpoint-body';

interface FixedValueInputProps {
  label: string;
  row: EntryDraft;
  onChange: (key: string, change: Partial<EntryDraft>) => void;
}

/** A row's fixed value: masked when marked secret, and blank with a hint when the server keeps one. */
export function FixedValueInput({ label, row, onChange }: FixedValueInputProps) {
  const common = {
    'aria-label': label,
    value: row.value,
    style: { flex: '1 1 140px' },
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(row.key, { value: event.currentTarget.value }),
  };
  if (!row.secret) return <TextInput {...common} placeholder="Fixed value" />;
  return (
    <PasswordInput
      {...common}
      autoComplete="new-password"
      placeholder={row.stored ? messages.secretStored : 'Secret fixed value'}
    />
  );
}
