import { Tabs } from '@mantine/core';
import { type BasicPanel, messages } from '@portal/contracts';
import { useState } from 'react';
import { DesignDialog } from '../../../../components/design/design-dialog';
import type { DesignDialogProps } from '../design-dialogs';
import { putField } from '../utils/panel-edits';
import { AddFieldsForm } from './add-fields-form';
import { BasicFieldForm } from './basic-field-form';
import { BasicFieldsTab } from './basic-fields-tab';
import { DeletePanelButton } from './delete-panel-button';
import { PanelUiTab } from './panel-ui-tab';
import { usePanel } from './use-panel';

/** SPEC.md Edit Panel Basic: tabs Fields and Panel UI, and Delete Panel. */
export function EditBasicPanelDialog({ index, onDone, onCancel }: DesignDialogProps & { index: number }) {
  const { panel, update, remove } = usePanel<BasicPanel>(index);
  // The dialog keeps the name it opened with while the title is being edited.
  const [openedAs] = useState(panel.title);
  // The field editor: list mode (null), the form for a field (its index) or a new one ('new'), or
  // the form adding several at once ('several').
  const [editing, setEditing] = useState<number | 'new' | 'several' | null>(null);
  const formOpen = editing !== null;
  return (
    <DesignDialog
      title={`${messages.detailEditPanelBasic}: ${openedAs}`}
      opened
      onClose={onDone}
      onCancel={onCancel}
      hideFooter={formOpen}
      footerStart={
        <DeletePanelButton
          title={panel.title}
          onDelete={() => {
            remove();
            onDone();
          }}
        />
      }
    >
      <Tabs defaultValue="fields" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="fields">{messages.detailTabFields}</Tabs.Tab>
          <Tabs.Tab value="ui" disabled={formOpen}>
            {messages.detailTabPanelUi}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fields" pt="md">
          {editing === 'several' ? (
            <AddFieldsForm
              fields={panel.fields}
              onCancel={() => setEditing(null)}
              onAdd={(added) => {
                update((current) => ({ ...current, fields: [...current.fields, ...added] }));
                setEditing(null);
              }}
            />
          ) : formOpen ? (
            <BasicFieldForm
              initial={editing === 'new' ? undefined : panel.fields[editing]}
              onCancel={() => setEditing(null)}
              onSave={(field) => {
                update((current) => ({
                  ...current,
                  fields: putField(current.fields, editing === 'new' ? null : editing, field),
                }));
                setEditing(null);
              }}
            />
          ) : (
            <BasicFieldsTab
              title={panel.title}
              fields={panel.fields}
              onTitle={(title) => update((current) => ({ ...current, title }))}
              onFields={(fields) => update((current) => ({ ...current, fields }))}
              onEdit={(at) => setEditing(at === null ? 'new' : at)}
              onAddSeveral={() => setEditing('several')}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="ui" pt="md">
          <PanelUiTab ui={panel.ui} onChange={(ui) => update((current) => ({ ...current, ui }))} />
        </Tabs.Panel>
      </Tabs>
    </DesignDialog>
  );
}
