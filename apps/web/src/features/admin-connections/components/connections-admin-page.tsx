import './connections-styles';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type AuthSuggestion, messages } from '@portal/contracts';
import { FlaskConical, LayoutTemplate, ListTree } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NewServerDialog } from '../../../components/new-server-dialog';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../lib/toasts';
import { useDeleteServer } from '../api/delete-server';
import { useServerUsage } from '../api/get-server-usage';
import { useServers } from '../api/get-servers';
import { ConfirmDialog } from './confirm-dialog';
import { CreatePagesDialog } from './create-pages-dialog';
import { EditEndpointsDialog } from './edit-endpoints-dialog';
import { PeopleConnected } from './people-connected';
import { ServerForm } from './server-form';
import { ServerToolbar } from './server-toolbar';
import { TestEndpointDialog } from './test-endpoint-dialog';
import { UsedBy } from './used-by';

type Dialog = 'new-server' | 'remove-server' | 'endpoints' | 'test' | 'pages' | null;

export function ConnectionsAdminPage() {
  const servers = useServers();
  const removal = useDeleteServer();
  const [searchParams] = useSearchParams();
  // A link may name the server to open on (the wizards' "Add endpoints in Connections").
  const [selectedId, setSelectedId] = useState<string | null>(() => searchParams.get('server'));
  const [dialog, setDialog] = useState<Dialog>(null);
  // Each import starts the server's form afresh from what the server now holds (the import may have
  // set its conventions), with the sign-in the document describes filled in.
  const [imported, setImported] = useState<{ serverId: string; count: number; auth?: AuthSuggestion }>({
    serverId: '',
    count: 0,
  });
  const list = servers.data ?? [];
  const selected = list.find((server) => server.uuid === selectedId);
  const usage = useServerUsage(selected?.uuid ?? null);
  const closeDialog = () => setDialog(null);

  const askRemove = () => {
    if (selected) setDialog('remove-server');
  };

  const remove = async () => {
    if (!selected) return;
    try {
      await removal.mutateAsync(selected.uuid);
      showToast(messages.serverDeleted, 'success');
      setSelectedId(null);
    } catch {
      showToast(messages.errorDeletingServer, 'error');
    }
    closeDialog();
  };

  return (
    <>
      <PageHeader
        title={messages.connectionsTitle}
        subtitle="The data servers your pages read from, and their endpoints."
      />
      <Stack gap="lg">
        <ServerToolbar
          servers={list}
          loading={servers.isPending}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onNew={() => setDialog('new-server')}
          onRemove={askRemove}
        />
        {servers.isError && <Text c="red">{messages.errorLoadingServers}</Text>}
        {servers.isSuccess && !selected && (
          <Text c="dimmed">
            {list.length === 0 ? messages.noServers : 'Pick a server to see its settings.'}
          </Text>
        )}
        {selected && (
          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            radius="md"
            component="section"
            aria-labelledby="server-heading"
          >
            <Group justify="space-between" mb="md" gap="sm">
              <Title
                order={2}
                size="h3"
                id="server-heading"
                style={{ overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {selected.name}
              </Title>
              <Group gap="sm">
                <Button
                  variant="light"
                  leftSection={<ListTree size={16} aria-hidden />}
                  onClick={() => setDialog('endpoints')}
                >
                  {messages.editEndpoints}
                </Button>
                <Button
                  variant="light"
                  leftSection={<FlaskConical size={16} aria-hidden />}
                  onClick={() => setDialog('test')}
                >
                  {messages.testEndpoints}
                </Button>
                <Button
                  variant="light"
                  leftSection={<LayoutTemplate size={16} aria-hidden />}
                  onClick={() => setDialog('pages')}
                >
                  {messages.createPagesAction}
                </Button>
              </Group>
            </Group>
            <UsedBy views={usage.data?.views} failed={usage.isError} />
            <ServerForm
              key={`${selected.uuid}:${imported.serverId === selected.uuid ? imported.count : 0}`}
              server={selected}
              suggestedAuth={imported.serverId === selected.uuid ? imported.auth : undefined}
            />
            {selected.settings.authType === 'oauth2-user' && <PeopleConnected server={selected} />}
          </Paper>
        )}
      </Stack>
      <NewServerDialog
        opened={dialog === 'new-server'}
        servers={list}
        onClose={closeDialog}
        onCreated={(server) => setSelectedId(server.uuid)}
      />
      <ConfirmDialog
        opened={dialog === 'remove-server'}
        title={messages.removeServer}
        message={`Remove the server '${selected?.name ?? ''}' and all its endpoints? Pages built on it stop loading data.`}
        confirmLabel={messages.removeServer}
        busy={removal.isPending}
        onConfirm={remove}
        onClose={closeDialog}
      >
        <UsedBy views={usage.data?.views} failed={usage.isError} />
      </ConfirmDialog>
      {selected && (
        <>
          <EditEndpointsDialog
            opened={dialog === 'endpoints'}
            server={selected}
            onClose={closeDialog}
            onCreatePages={() => setDialog('pages')}
            onImported={(result) =>
              setImported((last) => ({ serverId: selected.uuid, count: last.count + 1, auth: result.auth }))
            }
          />
          <CreatePagesDialog opened={dialog === 'pages'} server={selected} onClose={closeDialog} />
          <TestEndpointDialog opened={dialog === 'test'} server={selected} onClose={closeDialog} />
        </>
      )}
    </>
  );
}
