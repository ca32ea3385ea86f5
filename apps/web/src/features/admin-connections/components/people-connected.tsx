import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { messages, type Server } from '@portal/contracts';
import { Unplug } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { formatValue } from '../../../lib/format-value';
import { showToast } from '../../../lib/toasts';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useDisconnectEveryone, useServerConnections } from '../api/server-connections';
import { ConfirmDialog } from './confirm-dialog';

const moment = (at: number | null) =>
  at === null ? messages.connectionNeverUsed : formatValue(new Date(at).toISOString(), 'datewithtime');

/**
 * The admin's view of a server that answers as each person (DESIGN.md §6d): how many people are
 * connected, since when, and when each token was last used (never a token), and 'Disconnect everyone'.
 */
export function PeopleConnected({ server }: { server: Server }) {
  const connections = useServerConnections(server.uuid);
  const disconnect = useDisconnectEveryone(server.uuid);
  const [asking, setAsking] = useState(false);
  const smallScreen = useSmallScreen();
  const people = connections.data?.people ?? [];
  const confirm = async () => {
    try {
      const { disconnected } = await disconnect.mutateAsync();
      showToast(`${messages.everyoneDisconnected} ${disconnected}`, 'success');
    } catch (error) {
      showToast(messageOf(error, messages.errorDisconnectingEveryone), 'error');
    }
    setAsking(false);
  };
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="people-connected-heading">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" id="people-connected-heading">
          {messages.peopleConnected}
        </Title>
        <Button
          variant="light"
          color="red"
          leftSection={<Unplug size={16} aria-hidden="true" />}
          disabled={people.length === 0}
          onClick={() => setAsking(true)}
        >
          {messages.disconnectEveryone}
        </Button>
      </Group>
      {connections.isError && <Text c="red.8">{messages.errorLoadingPeopleConnected}</Text>}
      {connections.isSuccess && (
        <Text fz="sm">
          {messages.peopleConnectedCount} {connections.data.connected}
        </Text>
      )}
      {connections.isSuccess && people.length === 0 && <Text fz="sm">{messages.noPeopleConnected}</Text>}
      {/* On a phone each person is a short card: a table would scroll sideways. */}
      {people.length > 0 && smallScreen && (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={messages.peopleConnected}
        >
          {people.map(({ user, connectedAt, lastUsedAt }) => (
            <Paper key={user.uuid} component="li" withBorder radius="sm" p="sm">
              <Text fw={600}>{`${user.firstName} ${user.lastName}`}</Text>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <Text fz="sm">{`${messages.connectionSince} ${moment(connectedAt)} · ${messages.connectionLastUsed}: ${moment(lastUsedAt)}`}</Text>
            </Paper>
          ))}
        </Stack>
      )}
      {people.length > 0 && !smallScreen && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Person</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>{messages.connectionSince}</Table.Th>
                <Table.Th>{messages.connectionLastUsed}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map(({ user, connectedAt, lastUsedAt }) => (
                <Table.Tr key={user.uuid}>
                  <Table.Td>{`${user.firstName} ${user.lastName}`}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                  <Table.Td>{moment(connectedAt)}</Table.Td>
                  <Table.Td>{moment(lastUsedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={asking}
        title={messages.disconnectEveryone}
        message={`${messages.disconnectEveryoneQuestion} ${messages.disconnectEveryoneExplained}`}
        confirmLabel={messages.disconnectEveryone}
        busy={disconnect.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
