import { Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { messages, type QueryAbilities } from '@portal/contracts';
import { useRef, useState } from 'react';
import { DesignDialog } from '../../../components/design/design-dialog';
import type { FieldOption } from '../../../lib/field-options';
import { showToast } from '../../../lib/toasts';
import type { ViewOption } from '../api/get-view-options';
import type { Row, ViewColumn } from '../types';
import { ColumnNavigationSection } from './column-navigation-section';
import { ColumnSettingsSection } from './column-settings-section';
import { type NavigationDraft, settlePendingNavigations } from './utils/pending-navigations';

interface EditColumnsDialogProps {
  opened: boolean;
  onClose: () => void;
  onCancel: () => void;
  columns: readonly ViewColumn[];
  fields: readonly FieldOption[];
  /** The loaded rows, from which a new column's value type is judged. */
  rows: readonly Row[];
  /** The account's pages; undefined while they load (an empty list, once read, says why). */
  viewOptions: readonly ViewOption[] | undefined;
  /** What the endpoint's OpenAPI document declares, when known (a column it cannot sort by is flagged). */
  abilities?: QueryAbilities;
  onChange: (columns: ViewColumn[]) => void;
}

type Focus = { column: string; missing: readonly string[] };

export function EditColumnsDialog(props: EditColumnsDialogProps) {
  const { opened, columns, fields, rows, viewOptions, onChange } = props;
  // Navigations chosen but not saved with 'Save Navigation', by column: kept across columns and tabs.
  const drafts = useRef<Record<string, NavigationDraft>>({});
  const [tab, setTab] = useState<string | null>('settings');
  const [asking, setAsking] = useState<Focus | null>(null);
  const [focus, setFocus] = useState<Focus>();

  const finish = (close: () => void) => {
    drafts.current = {};
    setTab('settings');
    setAsking(null);
    setFocus(undefined);
    close();
  };
  // Done keeps a complete navigation that was not saved (an unsaved change of the page, kept by
  // Save & Exit) and asks about one that is incomplete; it never drops one silently.
  const done = () => {
    const settled = settlePendingNavigations(columns, drafts.current);
    if (settled.kept.length > 0) {
      onChange(settled.columns);
      showToast(messages.searchNavigationUpdated, 'success');
    }
    const [first] = settled.incomplete;
    if (first) {
      for (const kept of settled.kept) delete drafts.current[kept];
      const draft = drafts.current[first];
      const missing = draft?.variables?.filter((name) => !draft.bindings[name]) ?? ['destination'];
      setAsking({ column: first, missing });
      return;
    }
    finish(props.onClose);
  };
  const backToEditing = () => {
    setFocus(asking ?? undefined);
    setAsking(null);
    setTab('navigation');
  };
  const labelOf = (value: string) => columns.find((column) => column.value === value)?.label || value;

  return (
    <>
      <DesignDialog
        title={messages.searchEditColumns}
        opened={opened && !asking}
        onClose={done}
        onCancel={() => finish(props.onCancel)}
      >
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="settings">Settings</Tabs.Tab>
            <Tabs.Tab value="navigation">Navigation</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="settings" pt="md">
            <ColumnSettingsSection
              columns={columns}
              fields={fields}
              rows={rows}
              abilities={props.abilities}
              onChange={onChange}
            />
          </Tabs.Panel>
          <Tabs.Panel value="navigation" pt="md">
            <ColumnNavigationSection
              key={focus?.column}
              columns={columns}
              fields={fields}
              viewOptions={viewOptions ?? []}
              viewsLoaded={viewOptions !== undefined}
              onChange={onChange}
              drafts={drafts.current}
              onDraft={(column, draft) => {
                drafts.current[column] = draft;
              }}
              focus={focus}
            />
          </Tabs.Panel>
        </Tabs>
      </DesignDialog>
      <Modal
        opened={opened && Boolean(asking)}
        onClose={backToEditing}
        title={messages.navigationUnsavedTitle}
        centered
        trapFocus
        closeButtonProps={{ 'aria-label': messages.detailClose }}
      >
        <Stack gap="md">
          <Text fz="sm">
            {labelOf(asking?.column ?? '')}: {messages.navigationUnsavedText}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => finish(props.onClose)}>
              {messages.navigationUnsavedDrop}
            </Button>
            <Button onClick={backToEditing}>{messages.navigationUnsavedBack}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
