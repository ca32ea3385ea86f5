import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { type EndpointImportResult, messages, type Server } from '@portal/contracts';
import { FileUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { useDialogLayout } from '../../../lib/use-dialog-layout';
import { useEndpoints } from '../api/get-endpoints';
import { EndpointEditor } from './endpoint-editor';
import { EndpointPicker } from './endpoint-picker';
import { ImportOpenApiDialog } from './import-openapi-dialog';
import { NewEndpointForm } from './new-endpoint-form';

// SPEC.md §4: the endpoint dialog is in list, new or edit mode.
type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; endpointId: string };

interface EditEndpointsDialogProps {
  opened: boolean;
  server: Server;
  onClose: () => void;
  /** After an import: close this dialog and offer the pages the endpoints make (DESIGN.md §7d). */
  onCreatePages: () => void;
  /** An import's answer, whose sign-in the server's settings take up. */
  onImported: (result: EndpointImportResult) => void;
}

export function EditEndpointsDialog({
  opened,
  server,
  onClose,
  onCreatePages,
  onImported,
}: EditEndpointsDialogProps) {
  const layout = useDialogLayout('xl');
  const endpoints = useEndpoints(opened ? server.uuid : null);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [importing, setImporting] = useState(false);
  const list = endpoints.data ?? [];
  const editing =
    mode.kind === 'edit' ? list.find((endpoint) => endpoint.uuid === mode.endpointId) : undefined;

  const close = () => {
    setMode({ kind: 'list' });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={`${messages.editEndpoints} · ${server.name}`} {...layout}>
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <EndpointPicker
            endpoints={list}
            loading={endpoints.isPending}
            value={mode.kind === 'edit' ? mode.endpointId : null}
            onChange={(endpointId) => setMode(endpointId ? { kind: 'edit', endpointId } : { kind: 'list' })}
          />
          <Button
            variant="light"
            leftSection={<Plus size={16} aria-hidden />}
            onClick={() => setMode({ kind: 'new' })}
          >
            {messages.newEndpoint}
          </Button>
          <Button
            variant="light"
            leftSection={<FileUp size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            {messages.importAction}
          </Button>
        </Group>
        <Divider />
        {endpoints.isError && <Text c="red">{messages.errorLoadingEndpoints}</Text>}
        {mode.kind === 'new' && (
          <NewEndpointForm
            serverId={server.uuid}
            serverUrl={server.settings.url}
            onCreated={(endpoint) => setMode({ kind: 'edit', endpointId: endpoint.uuid })}
            onCancel={() => setMode({ kind: 'list' })}
          />
        )}
        {editing && (
          <EndpointEditor
            key={editing.uuid}
            serverId={server.uuid}
            serverUrl={server.settings.url}
            endpoint={editing}
            onDeleted={() => setMode({ kind: 'list' })}
          />
        )}
        {mode.kind !== 'new' && !editing && (
          <>
            <Text c="dimmed">
              {endpoints.isSuccess && list.length === 0
                ? messages.noEndpoints
                : 'Pick an endpoint to edit it, or create a new one.'}
            </Text>
            {/* Nothing to act on until an endpoint is picked. */}
            <Group justify="space-between" gap="sm">
              <Button color="red" variant="light" disabled>
                {messages.deleteEndpoint}
              </Button>
              <Button disabled>{messages.updateEndpoint}</Button>
            </Group>
          </>
        )}
      </Stack>
      <ImportOpenApiDialog
        opened={importing}
        serverId={server.uuid}
        onClose={() => setImporting(false)}
        onImported={onImported}
        onCreatePages={() => {
          setImporting(false);
          setMode({ kind: 'list' });
          onCreatePages();
        }}
      />
    </Modal>
  );
}
