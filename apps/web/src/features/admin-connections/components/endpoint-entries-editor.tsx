import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { isCredentialHeader, messages } from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type EntryDraft, type EntryKind, newEntryKey } from '../utils/build-endpoint-body';
import { FixedValueInput } from './fixed-value-input';

const entryLabels: Record<EntryKind, { one: string; hint: string }> = {
  params: { one: 'Param', hint: 'Query parameters a caller may set.' },
  bodyParams: { one: 'Body param', hint: 'Fields of the JSON body a caller may set (POST endpoints).' },
  headers: { one: 'Header', hint: 'Request headers a caller may set.' },
};

interface EndpointEntriesEditorProps {
  kind: EntryKind;
  rows: EntryDraft[];
  /** What is wrong with a row, by its key. */
  errors?: Record<string, string | undefined>;
  onChange: (rows: EntryDraft[]) => void;
}

/** The rows of the Params, Body or Headers tab: a name, and a fixed value that callers cannot change. */
export function EndpointEntriesEditor({ kind, rows, errors = {}, onChange }: EndpointEntriesEditorProps) {
  const { one, hint } = entryLabels[kind];
  const edit = (key: string, change: Partial<EntryDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {hint} A fixed value is always sent and cannot be changed by the caller. {messages.secretValueHint}
      </Text>
      {rows.length === 0 && <Text size="sm">No {one.toLowerCase()}s declared.</Text>}
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
          <Group gap="xs" grow preventGrowOverflow={false} style={{ flex: 1 }} wrap="wrap">
            <TextInput
              aria-label={`${one} ${index + 1} name`}
              placeholder="Name"
              value={row.name}
              error={errors[row.key]}
              style={{ flex: '1 1 140px' }}
              onChange={(event) => {
                const name = event.currentTarget.value;
                // A credential header (Authorization, an API key) is always stored sealed.
                const credential = kind === 'headers' && isCredentialHeader(name);
                edit(row.key, { name, ...(credential ? { secret: true } : {}) });
              }}
            />
            <FixedValueInput label={`${one} ${index + 1} fixed value`} row={row} onChange={edit} />
          </Group>
          <Checkbox
            label={messages.secretValueLabel}
            aria-label={`${one} ${index + 1} secret`}
            title={messages.secretValueHint}
            checked={row.secret === true}
            mt={8}
            onChange={(event) => edit(row.key, { secret: event.currentTarget.checked })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${one.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
          >
            <Trash2 size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<Plus size={16} aria-hidden />}
          onClick={() => onChange([...rows, { key: newEntryKey(), name: '', value: '' }])}
        >
          Add {one.toLowerCase()}
        </Button>
      </Group>
    </Stack>
  );
}
