import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type MyConnection, messages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/design/confirm-dialog';
import { connectTo, myConnectionsQueryOptions, useDisconnect } from '../../../lib/api/connections';
import { messageOf } from '../../../lib/api-client';
import { formatValue } from '../../../lib/format-value';
import { showToast } from '../../../lib/toasts';

const moment = (at: number) => formatValue(new Date(at).toISOString(), 'datewithtime');

function statusOf(connection: MyConnection): string {
  if (connection.authType === 'sign-in-token') return messages.connectionUsesSignIn;
  if (!connection.connected || connection.connectedAt === null) return messages.connectionNotConnected;
  const used = connection.lastUsedAt === null ? messages.connectionNeverUsed : moment(connection.lastUsedAt);
  return `${messages.connectionSince} ${moment(connection.connectedAt)} · ${messages.connectionLastUsed}: ${used}`;
}

/**
 * Settings ▸ Connections (DESIGN.md §6d): the data servers the person reads with their own account,
 * whether they are connected, and 'Connect to {server}' or 'Disconnect'.
 */
export function ConnectionsTab() {
  const connections = useQuery(myConnectionsQueryOptions);
  const disconnect = useDisconnect();
  const [leaving, setLeaving] = useState<MyConnection | null>(null);
  const [connecting, setConnecting] = useState<string | null>(null);

  const connect = async (connection: MyConnection) => {
    setConnecting(connection.server.uuid);
    try {
      await connectTo(connection.server.uuid);
    } catch (error) {
      showToast(messageOf(error, messages.connectionStartFailed), 'error');
      setConnecting(null);
    }
  };
  const confirmDisconnect = async () => {
    if (!leaving) return;
    try {
      await disconnect.mutateAsync(leaving.server.uuid);
      showToast(messages.disconnected, 'success');
    } catch (error) {
      showToast(messageOf(error, messages.errorDisconnecting), 'error');
    }
    setLeaving(null);
  };

  if (connections.isPending)
    return <Loader size="sm" color="brand.9" mx="auto" display="block" aria-label="Loading connections" />;
  if (connections.isError) return <Text c="red.8">{messages.errorLoadingConnections}</Text>;
  return (
    <Stack gap="md">
      <Text fz="sm">{messages.connectionsIntro}</Text>
      {connections.data.length === 0 && <Text fz="sm">{messages.noConnectableServers}</Text>}
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={messages.connectionsTab}
      >
        {connections.data.map((connection) => (
          <Paper key={connection.server.uuid} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {connection.server.name}
                </Text>
                <Text fz="sm">{statusOf(connection)}</Text>
              </Stack>
              {connection.authType === 'oauth2-user' &&
                (connection.connected ? (
                  <Button variant="light" color="red" onClick={() => setLeaving(connection)}>
                    {messages.disconnect}
                  </Button>
                ) : (
                  <Button
                    loading={connecting === connection.server.uuid}
                    onClick={() => void connect(connection)}
                  >
                    {`${messages.connectTo} ${connection.server.name}`}
                  </Button>
                ))}
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={leaving !== null}
        title={`${messages.disconnectQuestion} ${leaving?.server.name ?? ''}?`}
        text={messages.disconnectExplained}
        confirmLabel={messages.disconnect}
        onConfirm={() => void confirmDisconnect()}
        onClose={() => setLeaving(null)}
      />
    </Stack>
  );
}
