import { Button, Group, MultiSelect, Select, Stack } from '@mantine/core';
import { type BasicField, mainDatasetName, messages } from '@portal/contracts';
import { useState } from 'react';
import { renderFieldOption } from '../../../../components/design/field-picker';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useDatasetFields } from '../hooks/use-dataset-fields';
import { fieldsOfPicks } from '../utils/panel-edits';

interface AddFieldsFormProps {
  /** The panel's fields now: those already shown are not offered again. */
  fields: readonly BasicField[];
  onAdd: (fields: BasicField[]) => void;
  onCancel: () => void;
}

/**
 * Several fields of one dataset added at once: each picked field comes with its value beside it,
 * and is added labelled from its name and typed by its value, as 'Add Field' does for one.
 */
export function AddFieldsForm({ fields, onAdd, onCancel }: AddFieldsFormProps) {
  const page = useDetailPage();
  const datasets = page.content.metadata.datasets
    .filter((dataset) => dataset.datasetType !== 'list')
    .map((dataset) => dataset.name);
  // The dataset the panel shows already, else the page's own record.
  const [dataset, setDataset] = useState<string | null>(
    () =>
      fields.at(-1)?.dataset ??
      (datasets.includes(mainDatasetName) ? mainDatasetName : (datasets[0] ?? null)),
  );
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const options = useDatasetFields(dataset).filter(
    (option) => !fields.some((field) => field.dataset === dataset && field.field === option.field),
  );
  const samples = new Map(options.map((option) => [option.field, option.sample]));
  const add = () => {
    if (!dataset || picked.length === 0) return setError(messages.detailPickOneField);
    const chosen = picked.map((field) => options.find((option) => option.field === field) ?? { field });
    onAdd(fieldsOfPicks(dataset, chosen));
  };
  return (
    <Stack gap="sm" component="section" aria-label={messages.detailAddFields}>
      <Select
        label={messages.detailDatasetLabel}
        placeholder={messages.detailPickDataset}
        data={datasets}
        value={dataset}
        onChange={(next) => {
          setDataset(next);
          setPicked([]);
        }}
        allowDeselect={false}
        withAsterisk
      />
      <MultiSelect
        label={messages.detailFieldsToAdd}
        description={messages.detailFieldsToAddHint}
        placeholder={picked.length === 0 ? messages.detailPickFields : undefined}
        data={options.map((option) => option.field)}
        value={picked}
        onChange={(next) => {
          setPicked(next);
          setError(undefined);
        }}
        error={error}
        nothingFoundMessage={messages.designNoSuchField}
        disabled={!dataset}
        searchable
        clearable
        hidePickedOptions
        withAsterisk
        data-autofocus
        renderOption={renderFieldOption(samples)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {messages.designCancel}
        </Button>
        <Button onClick={add}>
          {picked.length > 1
            ? `${messages.detailAddTheseFields} (${picked.length})`
            : messages.detailAddTheseFields}
        </Button>
      </Group>
    </Stack>
  );
}
