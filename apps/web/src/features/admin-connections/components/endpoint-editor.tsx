import { Badge, Button, Group, Stack, Tabs } from '@mantine/core';
import { type Endpoint, messages } from '@portal/contracts';
import { useState } from 'react';
import { refusedFields, withoutFields } from '../../../lib/field-errors';
import { showToast } from '../../../lib/toasts';
import { useDeleteEndpoint } from '../api/delete-endpoint';
import { useServerUsage } from '../api/get-server-usage';
import { useUpdateEndpoint } from '../api/update-endpoint';
import {
  buildEndpointUpdate,
  draftOf,
  type EndpointDraft,
  type EndpointErrors,
  type EntryKind,
} from '../utils/build-endpoint-body';
import { describeRefusal } from '../utils/describe-api-error';
import { ConfirmDialog } from './confirm-dialog';
import { EndpointCacheFields } from './endpoint-cache-fields';
import { EndpointEntriesEditor } from './endpoint-entries-editor';
import { EndpointRequestFields } from './endpoint-request-fields';
import { UsedBy } from './used-by';

// Narrower tabs keep all four on one line on a phone.
const tabStyles = { tab: { paddingInline: 'var(--mantine-spacing-sm)' } };
// Every tab takes at least the Request tab's height, so the dialog keeps its size between tabs.
const tabPanelMinHeight = '22rem';

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
  const [tab, setTab] = useState<string | null>('request');
  const [errors, setErrors] = useState<EndpointErrors>({});
  const update = useUpdateEndpoint();
  const removal = useDeleteEndpoint();
  const usage = useServerUsage(confirming ? serverId : null);
  const change = (next: Partial<EndpointDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => withoutFields(current, Object.keys(next)));
  };
  const ids = { serverId, endpointId: endpoint.uuid };
  const tabWithError = (found: EndpointErrors) =>
    found.name || found.url
      ? 'request'
      : entryTabs.find(({ kind }) => draft[kind].some((row) => found[row.key]))?.kind;

  const save = async () => {
    const result = buildEndpointUpdate(draft);
    if (!result.ok) {
      setErrors(result.errors);
      // The error shows under its field, so the tab holding that field comes forward.
      setTab(tabWithError(result.errors) ?? tab);
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync({ ...ids, body: result.body });
      showToast(messages.endpointUpdated, 'success');
      setDraft(draftOf(saved));
    } catch (error) {
      const refused = refusedFields(error, {
        name: [messages.endpointNameRequired],
        url: [messages.endpointUrlRequired],
      });
      if (!refused) return showToast(describeRefusal(messages.errorUpdatingEndpoint, error), 'error');
      setErrors(refused as EndpointErrors);
      setTab('request');
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
      <Tabs value={tab} onChange={setTab} keepMounted={false} styles={tabStyles}>
        <Tabs.List>
          <Tabs.Tab value="request">Request</Tabs.Tab>
          {entryTabs.map(({ kind, label }) => (
            <Tabs.Tab
              key={kind}
              value={kind}
              color={draft[kind].some((row) => errors[row.key]) ? 'red' : undefined}
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
        <Tabs.Panel value="request" pt="md" mih={tabPanelMinHeight}>
          <EndpointRequestFields draft={draft} serverUrl={serverUrl} errors={errors} onChange={change} />
        </Tabs.Panel>
        {entryTabs.map(({ kind }) => (
          <Tabs.Panel key={kind} value={kind} pt="md" mih={tabPanelMinHeight}>
            <EndpointEntriesEditor
              kind={kind}
              rows={draft[kind]}
              errors={errors}
              onChange={(rows) => {
                change({ [kind]: rows });
                setErrors((current) =>
                  withoutFields(
                    current,
                    rows.map((row) => row.key),
                  ),
                );
              }}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <EndpointCacheFields
        serverId={serverId}
        endpointId={endpoint.uuid}
        cacheSeconds={draft.cacheSeconds}
        onChange={(cacheSeconds) => change({ cacheSeconds })}
      />
      <Group justify="space-between" gap="sm">
        <Button color="red" variant="light" onClick={() => setConfirming(true)} loading={removal.isPending}>
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
      >
        <UsedBy
          views={usage.data ? (usage.data.endpoints[endpoint.uuid] ?? []) : undefined}
          failed={usage.isError}
        />
      </ConfirmDialog>
    </Stack>
  );
}
