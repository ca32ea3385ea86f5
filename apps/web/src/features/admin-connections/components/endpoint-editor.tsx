import { Badge, Button, Group, Stack, Tabs } from '@mantine/core';
import { type Endpoint, messages } from '@portal/contracts';
import { useState } from 'react';
import { showToast } from '../../../lib/toasts';
import { useDeleteEndpoint } from '../api/delete-endpoint';
import { useUpdateEndpoint } from '../api/update-endpoint';
import {
  buildEndpointUpdate,
  draftOf,
  type EndpointDraft,
  type EntryKind,
} from '../utils/build-endpoint-body';
import { describeRefusal } from '../utils/describe-api-error';
import { ConfirmDialog } from './confirm-dialog';
import { EndpointEntriesEditor } from './endpoint-entries-editor';
import { EndpointRequestFields } from './endpoint-request-fields';

// Narrower tabs keep all four on one line on a phone.
const tabStyles = { tab: { paddingInline: 'var(--mantine-spacing-sm)' } };

const entryTabs: { kind: EntryKind; label: string }[] = [
  { kind: 'params', label: 'Params' },
  { kind: 'bodyParams', label: 'Body' },
  { kind: 'headers', label: 'Headers' },
];

interface EndpointEditorProps {
  serverId: string;
  serverUrl: string;
  endpoint: Endpoint;
  onDeleted: () => void;
}

/** Editing one endpoint; render with key={endpoint.uuid} so another endpoint starts afresh. */
export function EndpointEditor({ serverId, serverUrl, endpoint, onDeleted }: EndpointEditorProps) {
  const [draft, setDraft] = useState<EndpointDraft>(() => draftOf(endpoint));
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateEndpoint();
  const removal = useDeleteEndpoint();
  const change = (next: Partial<EndpointDraft>) => setDraft((current) => ({ ...current, ...next }));
  const ids = { serverId, endpointId: endpoint.uuid };

  const save = async () => {
    const result = buildEndpointUpdate(draft);
    if (!result.ok) return showToast(result.message, 'error');
    try {
      const saved = await update.mutateAsync({ ...ids, body: result.body });
      showToast(messages.endpointUpdated, 'success');
      setDraft(draftOf(saved));
    } catch (error) {
      showToast(describeRefusal(messages.errorUpdatingEndpoint, error), 'error');
    }
  };

  const remove = async () => {
    try {
      await removal.mutateAsync(ids);
      showToast(messages.endpointDeleted, 'success');
      setConfirming(false);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      showToast(describeRefusal(messages.errorDeletingEndpoint, error), 'error');
    }
  };

  return (
    <Stack gap="md">
      <Tabs defaultValue="request" keepMounted={false} styles={tabStyles}>
        <Tabs.List>
          <Tabs.Tab value="request">Request</Tabs.Tab>
          {entryTabs.map(({ kind, label }) => (
            <Tabs.Tab
              key={kind}
              value={kind}
              rightSection={
                draft[kind].length > 0 ? (
                  <Badge size="xs" variant="light" circle aria-hidden>
                    {draft[kind].length}
                  </Badge>
                ) : undefined
              }
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="request" pt="md">
          <EndpointRequestFields draft={draft} serverUrl={serverUrl} onChange={change} />
        </Tabs.Panel>
        {entryTabs.map(({ kind }) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <EndpointEntriesEditor
              kind={kind}
              rows={draft[kind]}
              onChange={(rows) => change({ [kind]: rows })}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="space-between" gap="sm">
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {messages.deleteEndpoint}
        </Button>
        <Button onClick={save} loading={update.isPending}>
          {messages.updateEndpoint}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={messages.deleteEndpoint}
        message={`Delete the endpoint '${endpoint.name}'? Pages built on it stop loading data.`}
        confirmLabel={messages.deleteEndpoint}
        busy={removal.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
