import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type ConnectionServer, messages } from '@portal/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { connectTo } from '../lib/api/connections';
import { messageOf } from '../lib/api-client';

/**
 * 'Connect to {server}' in place of a page's data (DESIGN.md §6d): the data server answers each
 * person with their own account, and this person has not connected yet (or their connection lapsed).
 * The button goes to the server's sign-in, which sends the person back to this page.
 */
export function ConnectPrompt({ server, compact = false }: { server: ConnectionServer; compact?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = `${messages.connectTo} ${server.name}`;
  const connect = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await connectTo(server.uuid);
    } catch (error) {
      setFailure(messageOf(error, messages.connectionStartFailed));
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p={compact ? 'md' : 'xl'} component="section" aria-label={label}>
      <Stack align="center" gap="sm" maw={520} mx="auto" ta="center">
        {!compact && <KeyRound size={32} aria-hidden="true" color="var(--mantine-color-brand-9)" />}
        <Title order={2} fz={compact ? 'md' : 'lg'}>
          {label}
        </Title>
        <Text fz="sm">{messages.connectionPromptText}</Text>
        <Button onClick={connect} loading={busy}>
          {label}
        </Button>
        {failure && (
          <Text fz="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
