import { Badge, Code, Modal, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { DatasetState, DatasetStatus } from '../engine/dataset-state';
import { useEngineSnapshot } from '../hooks/use-datasets';
import { useListRows } from '../hooks/use-list-rows';

const statusLabels: Record<DatasetStatus, string> = {
  waiting: messages.detailStatusWaiting,
  loading: messages.detailStatusLoading,
  loaded: messages.detailStatusLoaded,
  failed: messages.detailStatusFailed,
  unavailable: messages.detailStatusUnavailable,
  ready: messages.detailStatusReady,
};
const statusColors: Record<DatasetStatus, string> = {
  waiting: 'gray',
  loading: 'blue',
  loaded: 'green',
  failed: 'red',
  unavailable: 'orange',
  ready: 'teal',
};

/** A value as indented JSON; long lines wrap, so a phone reads it without scrolling sideways. */
function JsonBlock({ value }: { value: unknown }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}

function ListData({ state }: { state: DatasetState }) {
  const list = useListRows(state);
  return (
    <>
      <Text fz="sm">
        {list.rows.length} {messages.detailStoreRowsLoaded}
        {list.total !== null && ` (${messages.searchRecords} ${list.total})`}
      </Text>
      {list.rows.length > 0 && <JsonBlock value={list.rows} />}
    </>
  );
}

function DatasetEntry({ state }: { state: DatasetState }) {
  return (
    <Stack gap={6} component="section" aria-label={state.name}>
      <Title order={3} fz="md">
        {state.name}{' '}
        <Text span c="dimmed" fz="sm">
          ({state.type})
        </Text>{' '}
        {/* The dot carries the colour; the status text keeps the dialog's own, readable colour. */}
        <Badge color={statusColors[state.status]} variant="dot" size="sm">
          {statusLabels[state.status]}
        </Badge>
      </Title>
      {state.note && <Text fz="sm">{state.note}</Text>}
      {state.error && (
        <Text fz="sm" c="red.9">
          {state.error}
        </Text>
      )}
      {state.missing.length > 0 && <Text fz="sm">{state.missing.join(', ')}</Text>}
      {state.request && (
        <>
          <Text fz="xs" fw={600}>
            {messages.detailStoreRequest}
          </Text>
          <JsonBlock value={state.request} />
        </>
      )}
      {state.type === 'list' ? (
        <ListData state={state} />
      ) : (
        state.data && (
          <>
            <Text fz="xs" fw={600}>
              {messages.detailStoreData}
            </Text>
            <JsonBlock value={state.data} />
          </>
        )
      )}
    </Stack>
  );
}

/** SPEC.md Data Store: each dataset's state and data, for people checking a page. */
export function DataStoreDialog({ onClose }: { onClose: () => void }) {
  const snapshot = useEngineSnapshot();
  return (
    <Modal
      opened
      onClose={onClose}
      title={messages.detailDataStore}
      size="xl"
      closeButtonProps={{ 'aria-label': messages.detailClose }}
    >
      <Stack gap="lg">
        {snapshot.definitions.map((definition) => {
          const state = snapshot.datasets[definition.name];
          return state ? <DatasetEntry key={definition.name} state={state} /> : null;
        })}
      </Stack>
    </Modal>
  );
}
