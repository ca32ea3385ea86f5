import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type BasicField, messages, newPanelTitle } from '@portal/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/design/confirm-dialog';
import { RemoveButton } from '../../../../components/design/remove-button';
import { SortableList } from '../../../../components/design/sortable-list';
import { useKeyedList } from '../../../../components/design/use-keyed-list';
import { showToast } from '../../../../lib/toasts';
import classes from './panel-design.module.css';

interface BasicFieldsTabProps {
  title: string;
  fields: readonly BasicField[];
  onTitle: (title: string) => void;
  onFields: (fields: BasicField[]) => void;
  /** Opens the field form: a field's index to edit it, null to add one. */
  onEdit: (index: number | null) => void;
  /** Opens the form that adds several fields at once. */
  onAddSeveral: () => void;
}

type Asking = { kind: 'one'; index: number } | { kind: 'all' } | null;

/** Fields tab, list mode: the title and the fields, moved by drag or keyboard, edited, removed after asking. */
export function BasicFieldsTab({
  title,
  fields,
  onTitle,
  onFields,
  onEdit,
  onAddSeveral,
}: BasicFieldsTabProps) {
  const list = useKeyedList(fields);
  const [asking, setAsking] = useState<Asking>(null);
  const removeAll = () => {
    if (fields.length === 0) return showToast(messages.detailNoFieldsToRemove, 'info');
    setAsking({ kind: 'all' });
  };
  const confirm = () => {
    if (asking?.kind === 'one') onFields(list.remove(asking.index));
    if (asking?.kind === 'all') onFields([]);
    setAsking(null);
  };
  const asked = asking?.kind === 'one' ? fields[asking.index] : undefined;
  return (
    <Stack gap="sm">
      <TextInput
        label={messages.detailPanelTitle}
        value={title}
        onChange={(event) => onTitle(event.currentTarget.value)}
        onBlur={(event) => onTitle(event.currentTarget.value.trim() || newPanelTitle)}
      />
      <Group justify="space-between">
        <Text fz="sm" fw={500}>
          {messages.detailTabFields} ({fields.length})
        </Text>
        <Group gap="xs">
          <Button variant="subtle" color="red" size="xs" onClick={removeAll}>
            {messages.detailRemoveAllFields}
          </Button>
          <Button variant="light" size="xs" onClick={onAddSeveral}>
            {messages.detailAddFields}
          </Button>
          <Button variant="light" size="xs" onClick={() => onEdit(null)}>
            {messages.detailAddField}
          </Button>
        </Group>
      </Group>
      <SortableList
        label={messages.detailPanelFields}
        items={list.keyed}
        idOf={(entry) => entry.key}
        nameOf={(entry) => entry.item.label}
        onReorder={(next) => onFields(list.reorder(next))}
        empty={messages.detailNoFieldsYet}
        headings={[
          { text: 'Label' },
          { text: 'Dataset and field', width: '12rem' },
          { text: '', width: '3.75rem' },
        ]}
        renderItem={({ item }, index) => (
          <>
            <Text fz="sm" truncate="end" style={{ flex: '1 1 10rem' }}>
              {item.label}
              {item.navigation && (
                <Text span fz="xs" c="gray.7">
                  {' '}
                  → {item.navigation.destinationType}
                </Text>
              )}
            </Text>
            <span className={classes.fieldMeta} title={`${item.dataset}.${item.field}`}>
              {item.dataset}.{item.field}
            </span>
            <ActionIcon
              variant="subtle"
              aria-label={`${messages.detailEditField} ${item.label}`}
              onClick={() => onEdit(index)}
            >
              <Pencil size={16} aria-hidden="true" />
            </ActionIcon>
            <RemoveButton name={item.label} onClick={() => setAsking({ kind: 'one', index })} />
          </>
        )}
      />
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.kind === 'all' ? messages.detailRemoveAllFields : messages.detailRemoveField}
        text={
          asking?.kind === 'all'
            ? `${messages.detailRemoveAllFieldsQuestion} ${fields.length}`
            : `${messages.detailRemoveFieldQuestion} ${asked?.label ?? ''}`
        }
        confirmLabel={asking?.kind === 'all' ? messages.detailRemoveAllFields : messages.detailRemoveField}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
