import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { mainDatasetName, messages } from '@portal/contracts';
import { useId, useState } from 'react';
import { DesignDialog } from '../../../../components/design/design-dialog';
import { showToast } from '../../../../lib/toasts';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useEngineSnapshot } from '../../hooks/use-datasets';
import type { DesignDialogProps } from '../design-dialogs';
import { useDesignEdits } from '../hooks/use-design-edits';
import { checkRemoveDataset } from '../utils/remove-dataset';
import { DatasetData } from './dataset-data';
import { DatasetForm } from './dataset-form';

type Mode = { view: 'list' } | { view: 'form'; editing: string | null };

/** The selector's entry for a dataset not made yet (no dataset name holds a slash). */
const newDataset = '/new';

/**
 * SPEC.md Edit Data Sources: the datasets as 'server\name' with the chosen one's loaded data, 'Add or
 * Edit' (the chosen dataset, or a new one), '+ New dataset' (always a new one) and 'Remove' (never main).
 */
export function EditDataSourcesDialog({ onDone, onCancel }: DesignDialogProps) {
  const page = useDetailPage();
  const snapshot = useEngineSnapshot();
  const { setMetadata } = useDesignEdits();
  const { datasets } = page.content.metadata;
  const [selected, setSelected] = useState<string | null>(mainDatasetName);
  const [mode, setMode] = useState<Mode>({ view: 'list' });
  const [error, setError] = useState<string>();
  const mainNoteId = useId();
  const chosen = selected === newDataset ? null : selected;
  const state = chosen ? snapshot.datasets[chosen] : undefined;

  const remove = () => {
    if (!chosen) return;
    const result = checkRemoveDataset(page.content, chosen);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setMetadata(() => ({ datasets: result.datasets }));
    setSelected(mainDatasetName);
    setError(undefined);
    showToast(messages.detailDatasetRemoved, 'success');
  };

  return (
    <DesignDialog
      title={messages.detailEditDataSources}
      opened
      onClose={onDone}
      onCancel={onCancel}
      hideFooter={mode.view === 'form'}
    >
      {mode.view === 'form' ? (
        <DatasetForm
          initial={datasets.find((dataset) => dataset.name === mode.editing)}
          onConfirmed={(name) => {
            setSelected(name);
            setMode({ view: 'list' });
          }}
          onCancel={() => setMode({ view: 'list' })}
        />
      ) : (
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <Select
              label={messages.detailDatasetLabel}
              data={[
                { value: newDataset, label: messages.detailNewDataset },
                ...datasets.map((dataset) => ({
                  value: dataset.name,
                  label: `${dataset.serverName}\\${dataset.name}`,
                })),
              ]}
              value={selected}
              onChange={(name) => {
                setSelected(name);
                setError(undefined);
              }}
              error={error}
              allowDeselect={false}
              style={{ flex: '1 1 16rem' }}
            />
            <Button variant="light" onClick={() => setMode({ view: 'form', editing: chosen })}>
              {messages.detailAddOrEdit}
            </Button>
            {/* Adding is one click whatever is chosen: 'Add or Edit' alone would edit main first. */}
            <Button variant="default" onClick={() => setMode({ view: 'form', editing: null })}>
              {messages.detailNewDataset}
            </Button>
            <Button
              variant="default"
              color="red"
              onClick={remove}
              disabled={!chosen || chosen === mainDatasetName}
              aria-describedby={selected === mainDatasetName ? mainNoteId : undefined}
            >
              {messages.detailRemove}
            </Button>
          </Group>
          {selected === mainDatasetName && (
            <Text id={mainNoteId} fz="xs" c="gray.7">
              {messages.detailCannotDeleteMain}
            </Text>
          )}
          <Text fz="sm">{chosen ? messages.detailAddOrEditChosen : messages.detailAddOrEditNew}</Text>
          {state && (
            <Group gap="xs">
              <Text fz="sm" fw={600}>
                {state.name}
              </Text>
              <Badge variant="light" size="sm">
                {state.type}
              </Badge>
            </Group>
          )}
          <DatasetData state={state} />
        </Stack>
      )}
    </DesignDialog>
  );
}
