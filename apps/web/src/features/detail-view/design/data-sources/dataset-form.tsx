import { Alert, Button, Group, Input, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import {
  type DatasetDefinition,
  type DatasetType,
  datasetTypeLabels,
  datasetTypes,
  mainDatasetName,
  messages,
} from '@portal/contracts';
import { useId, useState } from 'react';
import { FieldPicker } from '../../../../components/design/field-picker';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useEndpoints, useServers } from '../api/get-servers';
import { useDatasetFields } from '../hooks/use-dataset-fields';
import { type DatasetDraft, draftOf, isDraftComplete, withEndpoint } from '../utils/dataset-draft';
import { useEndpointSample } from './use-endpoint-sample';
import { useTestDataset } from './use-test-dataset';
import { VariableBindingInput } from './variable-binding';

interface DatasetFormProps {
  /** The dataset being edited; undefined for a new one. */
  initial: DatasetDefinition | undefined;
  onConfirmed: (name: string) => void;
  onCancel: () => void;
}

/** SPEC.md §4: list and lookup read list endpoints, a record reads record endpoints. */
const responseOf = (type: DatasetType) => (type === 'record' ? 'record' : 'list');

/**
 * The new-dataset view: type, server, endpoint (filtered by response kind), a binding per URL
 * variable, and for list and lookup the filter (endpoint field = a field of a record or lookup);
 * every choice offers the loaded fields with their values. 'Test and Confirm' waits for all of them.
 */
export function DatasetForm({ initial, onConfirmed, onCancel }: DatasetFormProps) {
  const page = useDetailPage();
  const [draft, setDraft] = useState<DatasetDraft>(() => draftOf(initial));
  const typeLabel = useId();
  const servers = useServers();
  const endpoints = useEndpoints(draft.server);
  const tester = useTestDataset(onConfirmed);
  const sample = useEndpointSample(draft);
  const parentFields = useDatasetFields(draft.parentDataset, draft.parentField ? [draft.parentField] : []);
  const change = (patch: Partial<DatasetDraft>) => {
    tester.clearReason();
    setDraft((current) => ({ ...current, ...patch }));
  };

  const isMain = draft.editing === mainDatasetName;
  const readable = page.content.metadata.datasets
    .filter((dataset) => dataset.datasetType !== 'list' && dataset.name !== draft.editing)
    .map((dataset) => dataset.name);
  const kind = responseOf(draft.datasetType);
  const offered = (endpoints.data ?? []).filter((endpoint) => endpoint.settings.response === kind);
  const serverName = servers.data?.find((server) => server.uuid === draft.server)?.name ?? '';
  const complete = isDraftComplete(draft);
  const filterFields =
    draft.filterField && !sample.fields.some((f) => f.field === draft.filterField)
      ? [{ field: draft.filterField }, ...sample.fields]
      : sample.fields;

  return (
    <Stack gap="sm" aria-label={messages.detailDatasetForm} component="section">
      <Group grow align="flex-start">
        <TextInput
          label={messages.detailDatasetName}
          value={draft.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          disabled={draft.editing !== null}
          withAsterisk
          data-autofocus
        />
        <Stack gap={4}>
          <Input.Label id={typeLabel}>{messages.detailDatasetType}</Input.Label>
          <SegmentedControl
            aria-labelledby={typeLabel}
            data={datasetTypes.map((type) => ({ value: type, label: datasetTypeLabels[type] }))}
            value={draft.datasetType}
            disabled={isMain}
            onChange={(value) => {
              const datasetType = value as DatasetType;
              // Another kind reads other endpoints: the endpoint and what hangs on it start over.
              const sameKind = responseOf(datasetType) === kind;
              change({
                datasetType,
                ...(sameKind ? {} : { endpoint: null, variables: [], filterField: null }),
              });
            }}
          />
        </Stack>
      </Group>
      <Group grow align="flex-start">
        <Select
          label={messages.detailServer}
          placeholder={servers.isLoading ? 'Loading servers…' : 'Pick a server'}
          // A list or lookup is filtered by an exact match: a server that cannot write one is not offered.
          data={(servers.data ?? []).map((server) => {
            const held = kind === 'list' && !server.capabilities.exactMatch;
            return {
              value: server.uuid,
              label: held ? `${server.name} (${messages.designNoExactMatch})` : server.name,
              disabled: held,
            };
          })}
          value={draft.server}
          // SPEC.md §4: a server change clears the endpoint, the dataset's bindings and the sample.
          onChange={(server) => change({ server, endpoint: null, variables: [], filterField: null })}
          allowDeselect={false}
          searchable
          withAsterisk
        />
        <Select
          label={messages.detailEndpoint}
          placeholder={
            draft.server ? `Pick a ${datasetTypeLabels[draft.datasetType]} endpoint` : 'Pick a server first'
          }
          description={
            kind === 'record' ? messages.detailRecordEndpointsOnly : messages.detailListEndpointsOnly
          }
          data={offered.map((endpoint) => ({
            value: endpoint.uuid,
            label: `${endpoint.name} (${endpoint.settings.url})`,
          }))}
          value={draft.endpoint}
          onChange={(endpoint) => {
            const url = offered.find((candidate) => candidate.uuid === endpoint)?.settings.url ?? '';
            tester.clearReason();
            setDraft((current) => withEndpoint(current, endpoint, url));
          }}
          disabled={!draft.server}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No endpoints of this kind"
          withAsterisk
        />
      </Group>
      {draft.variables.map((binding, index) => (
        <VariableBindingInput
          key={binding.name}
          binding={binding}
          datasets={readable}
          onChange={(next) =>
            change({ variables: draft.variables.map((other, at) => (at === index ? next : other)) })
          }
        />
      ))}
      {draft.datasetType !== 'record' && (
        <Group grow align="flex-start">
          <FieldPicker
            label={messages.detailEndpointField}
            description={
              sample.error
                ? messages.detailEndpointSampleFailed
                : sample.waiting
                  ? messages.detailEndpointSampleWaiting
                  : messages.detailEndpointFieldHint
            }
            fields={filterFields}
            value={draft.filterField}
            onChange={(filterField) => change({ filterField })}
            disabled={!draft.endpoint}
            required
          />
          <Select
            label={messages.detailQueryValueDataset}
            description={messages.detailQueryValueDatasetHint}
            placeholder={messages.detailPickDataset}
            data={readable}
            value={draft.parentDataset}
            onChange={(parentDataset) => change({ parentDataset, parentField: null })}
            allowDeselect={false}
            withAsterisk
          />
          <FieldPicker
            label={messages.detailQueryValueField}
            description={messages.detailQueryValueFieldHint}
            fields={parentFields}
            value={draft.parentField}
            onChange={(parentField) => change({ parentField })}
            disabled={!draft.parentDataset}
            withSample
            required
          />
        </Group>
      )}
      {tester.reason && (
        <Alert color="red" role="alert">
          {tester.reason}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {messages.designCancel}
        </Button>
        <Button onClick={() => tester.test(draft, serverName)} disabled={!complete} loading={tester.testing}>
          {messages.detailTestAndConfirm}
        </Button>
      </Group>
    </Stack>
  );
}
