import { Alert, Stack, Tabs, TextInput } from '@mantine/core';
import { type ListPanel, listLineKeys, messages, newPanelTitle } from '@portal/contracts';
import { useState } from 'react';
import { DesignDialog } from '../../../../components/design/design-dialog';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useEngineSnapshot } from '../../hooks/use-datasets';
import { useListRows } from '../../hooks/use-list-rows';
import type { DesignDialogProps } from '../design-dialogs';
import { useDatasetFields } from '../hooks/use-dataset-fields';
import { NavigationEditor } from '../navigation/navigation-editor';
import { navigationDraftOf } from '../utils/navigation-draft';
import { DeletePanelButton } from './delete-panel-button';
import { ListLineEditor } from './list-line-editor';
import { ListUiTab } from './list-ui-tab';
import { usePanel } from './use-panel';

/** SPEC.md Edit Panel List: tabs Fields (Line 1 to 4), UI and Search Page, and Delete Panel. */
export function EditListPanelDialog({ index, onDone, onCancel }: DesignDialogProps & { index: number }) {
  const page = useDetailPage();
  const snapshot = useEngineSnapshot();
  const { panel, update, remove } = usePanel<ListPanel>(index);
  // The dialog keeps the name it opened with while the title is being edited.
  const [openedAs] = useState(panel.title);
  const used = [
    ...listLineKeys.flatMap((key) => (panel.fields[key] ? [panel.fields[key].field] : [])),
    ...panel.fields.drilldownFields,
  ];
  const fields = useDatasetFields(panel.dataset, used);
  const rows = useListRows(snapshot.datasets[panel.dataset]);
  const [searchDraft, setSearchDraft] = useState(() =>
    navigationDraftOf(panel.fields.navigationPage?.navigation),
  );
  const records = page.content.metadata.datasets
    .filter((dataset) => dataset.datasetType !== 'list')
    .map((dataset) => dataset.name);
  const hasData = rows.rows.length > 0;
  const setFields = (patch: Partial<ListPanel['fields']>) =>
    update((current) => ({ ...current, fields: { ...current.fields, ...patch } }));

  return (
    <DesignDialog
      title={`${messages.detailEditPanelList}: ${openedAs}`}
      opened
      onClose={onDone}
      onCancel={onCancel}
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
      <TextInput
        label={messages.detailPanelTitle}
        value={panel.title}
        onChange={(event) => {
          const title = event.currentTarget.value;
          update((current) => ({ ...current, title }));
        }}
        onBlur={(event) => {
          const title = event.currentTarget.value.trim() || newPanelTitle;
          update((current) => ({ ...current, title }));
        }}
      />
      <Tabs defaultValue="fields" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="fields">{messages.detailTabFields}</Tabs.Tab>
          <Tabs.Tab value="ui">{messages.detailTabUi}</Tabs.Tab>
          <Tabs.Tab value="search">{messages.detailTabSearchPage}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fields" pt="md">
          <Stack gap="sm">
            {listLineKeys.map((key, at) => (
              <ListLineEditor
                key={key}
                number={at + 1}
                line={panel.fields[key]}
                fields={fields}
                datasets={[panel.dataset, ...records]}
                onChange={(line) => setFields({ [key]: line })}
              />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="ui" pt="md">
          <ListUiTab panel={panel} fields={fields} onChange={(next) => update(() => next)} />
        </Tabs.Panel>
        <Tabs.Panel value="search" pt="md">
          <Stack gap="sm">
            {!hasData && <Alert color="yellow">{messages.detailSettingsNeedData}</Alert>}
            <fieldset disabled={!hasData} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <NavigationEditor
                draft={searchDraft}
                onDraft={setSearchDraft}
                onSave={(navigation) =>
                  setFields({ navigationPage: navigation ? { navigation } : undefined })
                }
                types={['search']}
                datasets={records}
                savedMessage={messages.detailNavigationSettingsUpdated}
                listFilterField={
                  page.content.metadata.datasets.find((dataset) => dataset.name === panel.dataset)?.params
                    ?.filterField
                }
              />
            </fieldset>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </DesignDialog>
  );
}
