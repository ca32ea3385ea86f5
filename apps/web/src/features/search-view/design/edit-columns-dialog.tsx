import { Tabs } from '@mantine/core';
import { messages } from '@portal/contracts';
import { DesignDialog } from '../../../components/design/design-dialog';
import type { FieldOption } from '../../../lib/field-options';
import type { ViewOption } from '../api/get-my-views';
import type { Row, ViewColumn } from '../types';
import { ColumnNavigationSection } from './column-navigation-section';
import { ColumnSettingsSection } from './column-settings-section';

interface EditColumnsDialogProps {
  opened: boolean;
  onClose: () => void;
  onCancel: () => void;
  columns: readonly ViewColumn[];
  fields: readonly FieldOption[];
  /** The loaded rows, from which a new column's value type is judged. */
  rows: readonly Row[];
  viewOptions: readonly ViewOption[];
  onChange: (columns: ViewColumn[]) => void;
}

export function EditColumnsDialog({
  opened,
  onClose,
  onCancel,
  columns,
  fields,
  rows,
  viewOptions,
  onChange,
}: EditColumnsDialogProps) {
  return (
    <DesignDialog title={messages.searchEditColumns} opened={opened} onClose={onClose} onCancel={onCancel}>
      <Tabs defaultValue="settings" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="navigation">Navigation</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <ColumnSettingsSection columns={columns} fields={fields} rows={rows} onChange={onChange} />
        </Tabs.Panel>
        <Tabs.Panel value="navigation" pt="md">
          <ColumnNavigationSection
            columns={columns}
            fields={fields}
            viewOptions={viewOptions}
            onChange={onChange}
          />
        </Tabs.Panel>
      </Tabs>
    </DesignDialog>
  );
}
