import { Button, TextInput } from '@mantine/core';
import { type ContextualElement, mainDatasetName, messages } from '@portal/contracts';
import { useState } from 'react';
import classes from '../../../components/design/design.module.css';
import { DesignDialog } from '../../../components/design/design-dialog';
import { FieldPicker } from '../../../components/design/field-picker';
import { RemoveButton } from '../../../components/design/remove-button';
import { SortableList } from '../../../components/design/sortable-list';
import { useKeyedList } from '../../../components/design/use-keyed-list';
import { humanizeField } from '../../../lib/humanize-field';
import { useDetailPage } from '../hooks/detail-page-context';
import type { DesignDialogProps } from './design-dialogs';
import { useDatasetFields } from './hooks/use-dataset-fields';
import { useDesignEdits } from './hooks/use-design-edits';

/** SPEC.md Edit Contextual: elements of prefix, a field of main and suffix; added, moved, edited, deleted. */
export function EditContextualDialog({ onDone, onCancel }: DesignDialogProps) {
  const page = useDetailPage();
  const { setMeta } = useDesignEdits();
  const elements = page.content.metacontent.contextual;
  const fields = useDatasetFields(
    mainDatasetName,
    elements.map((element) => element.value),
  );
  const list = useKeyedList(elements);
  const [draft, setDraft] = useState<ContextualElement & { touched: boolean }>({
    prefix: '',
    value: '',
    suffix: '',
    touched: false,
  });
  const [error, setError] = useState<string>();
  const set = (contextual: ContextualElement[]) => setMeta(() => ({ contextual }));
  const replace = (index: number, element: ContextualElement) =>
    set(elements.map((other, at) => (at === index ? element : other)));

  const pick = (field: string | null) => {
    setError(undefined);
    // A prefix not typed yet reads as the field's humanized name.
    setDraft((current) => ({
      ...current,
      value: field ?? '',
      prefix: current.touched || !field ? current.prefix : `${humanizeField(field)}:`,
    }));
  };
  const add = () => {
    if (!draft.value) return setError(messages.searchSelectField);
    set([...elements, { prefix: draft.prefix.trim(), value: draft.value, suffix: draft.suffix.trim() }]);
    setDraft({ prefix: '', value: '', suffix: '', touched: false });
  };

  return (
    <DesignDialog title={messages.detailEditContextual} opened onClose={onDone} onCancel={onCancel}>
      <div className={classes.addRow}>
        <TextInput
          label="Prefix"
          value={draft.prefix}
          onChange={(event) => setDraft({ ...draft, prefix: event.currentTarget.value, touched: true })}
          style={{ flex: '1 1 9rem' }}
        />
        <FieldPicker
          label="Field"
          fields={fields}
          value={draft.value || null}
          error={error}
          onChange={pick}
        />
        <TextInput
          label="Suffix"
          value={draft.suffix}
          onChange={(event) => setDraft({ ...draft, suffix: event.currentTarget.value })}
          style={{ flex: '1 1 7rem' }}
        />
        <Button variant="light" onClick={add}>
          {messages.detailAddNewElement}
        </Button>
      </div>
      <SortableList
        label="Contextual elements"
        items={list.keyed}
        idOf={(entry) => entry.key}
        nameOf={(entry) => entry.item.prefix || entry.item.value}
        onReorder={(next) => set(list.reorder(next))}
        empty="No contextual elements yet."
        headings={[
          { text: 'Prefix' },
          { text: 'Field', width: '12rem' },
          { text: 'Suffix', width: '8rem' },
          { text: '', width: '1.75rem' },
        ]}
        renderItem={({ item }, index) => (
          <>
            <TextInput
              className={classes.grow}
              size="xs"
              aria-label={`Prefix of element ${index + 1}`}
              value={item.prefix}
              onChange={(event) => replace(index, { ...item, prefix: event.currentTarget.value })}
            />
            <FieldPicker
              label=""
              aria-label={`Field of element ${index + 1}`}
              size="xs"
              fields={fields}
              value={item.value}
              onChange={(value) => value && replace(index, { ...item, value })}
              style={{ width: '12rem' }}
            />
            <TextInput
              w="8rem"
              size="xs"
              aria-label={`Suffix of element ${index + 1}`}
              value={item.suffix}
              onChange={(event) => replace(index, { ...item, suffix: event.currentTarget.value })}
            />
            <RemoveButton
              name={`element ${index + 1} (${item.value})`}
              onClick={() => set(list.remove(index))}
            />
          </>
        )}
      />
    </DesignDialog>
  );
}
