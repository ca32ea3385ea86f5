import { Button, Collapse, Fieldset, Group, TextInput } from '@mantine/core';
import { type ListLine, messages } from '@portal/contracts';
import { useState } from 'react';
import { FieldPicker } from '../../../../components/design/field-picker';
import type { FieldOption } from '../../../../lib/field-options';
import { humanizeField } from '../../../../lib/humanize-field';
import { NavigationEditor } from '../navigation/navigation-editor';
import { navigationDraftOf } from '../utils/navigation-draft';

interface ListLineEditorProps {
  number: number;
  line: ListLine | null;
  fields: readonly FieldOption[];
  /** The datasets a navigation may read: the list's own (its row) first, then records and lookups. */
  datasets: readonly string[];
  onChange: (line: ListLine | null) => void;
}

/** One of the four lines: an optional label, a field of the row, an optional navigation, 'Reset Line'. */
export function ListLineEditor({ number, line, fields, datasets, onChange }: ListLineEditorProps) {
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [draft, setDraft] = useState(() => navigationDraftOf(line?.navigation));
  const name = `${messages.detailLine} ${number}`;
  return (
    <Fieldset legend={name} variant="filled" p="sm">
      <Group align="flex-end" gap="xs">
        <TextInput
          label={`${messages.detailFieldLabel} (${name})`}
          value={line?.label ?? ''}
          onChange={(event) => line && onChange({ ...line, label: event.currentTarget.value })}
          disabled={!line}
          style={{ flex: '1 1 9rem' }}
        />
        <FieldPicker
          label={`${messages.detailFieldField} (${name})`}
          fields={fields}
          value={line?.field ?? null}
          onChange={(field) => {
            if (!field) return onChange(null);
            const label = line?.label || humanizeField(field);
            onChange({ ...line, field, label });
          }}
          style={{ flex: '1 1 12rem' }}
        />
        <Button
          variant="default"
          onClick={() => setNavigationOpen((open) => !open)}
          disabled={!line}
          aria-expanded={navigationOpen}
          title={line ? undefined : messages.detailLineNoField}
        >
          {messages.detailTabNavigation}
          {line?.navigation ? ' ✓' : ''}
        </Button>
        <Button
          variant="subtle"
          color="red"
          onClick={() => {
            onChange(null);
            setDraft(navigationDraftOf(undefined));
            setNavigationOpen(false);
          }}
          disabled={!line}
          aria-label={`${messages.detailResetLine} ${number}`}
        >
          {messages.detailResetLine}
        </Button>
      </Group>
      <Collapse expanded={navigationOpen && line !== null}>
        {line && (
          <section
            aria-label={`${messages.detailLineNavigation} ${number}`}
            style={{ paddingTop: '0.75rem' }}
          >
            <NavigationEditor
              draft={draft}
              onDraft={setDraft}
              onSave={(navigation) => {
                const { navigation: _old, ...rest } = line;
                onChange(navigation ? { ...rest, navigation } : rest);
              }}
              types={['search', 'detail']}
              datasets={datasets}
            />
          </section>
        )}
      </Collapse>
    </Fieldset>
  );
}
