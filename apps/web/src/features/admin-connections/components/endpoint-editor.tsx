import { Badge, Button, Group, Stack, Tabs } from '@mantine/core';
import { type Endpoint, type EndpointUpdateBody, messages } from '@portal/contracts';
import { useState } from 'react';
import { type FieldErrors as FormErrors, type Resolver, useForm } from 'react-hook-form';
import { flatFieldErrors, refusedFields } from '../../../lib/field-errors';
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

/** SPEC.md §5 Endpoint: the PUT body, or what is wrong under the name, the URL or an entry's row key. */
const endpointResolver: Resolver<EndpointDraft, unknown, EndpointUpdateBody> = (draft) => {
  const result = buildEndpointUpdate(draft);
  if (result.ok) return { values: result.body, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, { type: 'validation', message }]),
  );
  return { values: {}, errors: errors as FormErrors<EndpointDraft> };
};

interface EndpointEditorProps {
  serverId: string;
  serverUrl: string;
  endpoint: Endpoint;
  onDeleted: () => void;
}

/** Editing one endpoint; render with key={endpoint.uuid} so another endpoint starts afresh. */
export function EndpointEditor({ serverId, serverUrl, endpoint, onDeleted }: EndpointEditorProps) {
  const form = useForm<EndpointDraft, unknown, EndpointUpdateBody>({
    resolver: endpointResolver,
    defaultValues: draftOf(endpoint),
  });
  const draft = form.watch();
  // Errors by field: 'name', 'url', or the key of a Params, Body or Headers row.
  const errors = flatFieldErrors(form.formState.errors) as EndpointErrors;
  const [confirming, setConfirming] = useState(false);
  const [tab, setTab] = useState<string | null>('request');
  const update = useUpdateEndpoint();
  const removal = useDeleteEndpoint();
  const usage = useServerUsage(confirming ? serverId : null);
  const clear = (fields: readonly string[]) => form.clearErrors(fields as (keyof EndpointDraft)[]);
  const change = (next: Partial<EndpointDraft>) => {
    for (const [field, value] of Object.entries(next)) {
      form.setValue(field as keyof EndpointDraft, value as never);
    }
    clear(Object.keys(next));
  };
  const ids = { serverId, endpointId: endpoint.uuid };
  const tabWithError = (found: EndpointErrors) =>
    found.name || found.url
      ? 'request'
      : entryTabs.find(({ kind }) => draft[kind].some((row) => found[row.key]))?.kind;

  /** Where the server's refusals show: the name, the URL, or the row of the entry it names. */
  const fieldsByPath = (): Record<string, string> => {
    const paths: Record<string, string> = { name: 'name', 'settings.url': 'url' };
    for (const { kind } of entryTabs) {
      draft[kind].forEach((row, index) => {
        paths[`settings.${kind}.${index}`] = row.key;
      });
    }
    return paths;
  };

  const save = form.handleSubmit(
    async (body) => {
      try {
        const saved = await update.mutateAsync({ ...ids, body });
        showToast(messages.endpointUpdated, 'success');
        form.reset(draftOf(saved));
      } catch (error) {
        const refused = refusedFields(error, fieldsByPath());
        if (!refused) return showToast(describeRefusal(messages.errorUpdatingEndpoint, error), 'error');
        for (const [field, message] of Object.entries(refused)) {
          form.setError(field as keyof EndpointDraft, { type: 'server', message });
        }
        setTab(tabWithError(refused as EndpointErrors) ?? tab);
      }
    },
    // The error shows under its field, so the tab holding that field comes forward.
    (found) => setTab(tabWithError(flatFieldErrors(found) as EndpointErrors) ?? tab),
  );

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
                clear(rows.map((row) => row.key));
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
        <Button onClick={() => void save()} loading={update.isPending}>
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
