import { Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { messages, type ScimToken } from '@portal/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/design/confirm-dialog';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useScimTokens } from '../api/get-scim-tokens';
import { useRevokeScimToken } from '../api/revoke-scim-token';
import { CopyField } from './copy-field';
import { NewScimTokenDialog } from './new-scim-token-dialog';

const when = (iso: string | null) =>
  iso === null
    ? messages.scimTokenNeverUsed
    : new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Provisioning (SCIM): the address to give the provider, and its tokens. */
export function ScimSection() {
  const tokens = useScimTokens();
  const revoking = useRevokeScimToken();
  const recheckSession = useRecheckSession();
  const [creating, setCreating] = useState(false);
  const [revoked, setRevoked] = useState<ScimToken>();

  const revoke = async () => {
    const token = revoked!;
    setRevoked(undefined);
    try {
      await revoking.mutateAsync(token.uuid);
      showToast(messages.scimTokenRevoked, 'success');
    } catch (failure) {
      showToast(serverMessageFor(failure, [404], messages.errorRevokingScimToken), 'error');
      recheckSession(failure);
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="scim-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="xl" id="scim-title">
          {messages.scimTitle}
        </Title>
        <Button variant="default" onClick={() => setCreating(true)}>
          {messages.newScimToken}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {messages.scimHint}
      </Text>
      <CopyField label={messages.scimBaseUrl} value={`${window.location.origin}/scim/v2`} />
      {tokens.isPending ? (
        <Loader size="sm" aria-label="Loading" />
      ) : tokens.isError ? (
        <Text c="red.9" size="sm" role="alert">
          {messages.errorLoadingScimTokens}
        </Text>
      ) : tokens.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noScimTokens}
        </Text>
      ) : (
        <Table aria-label={messages.scimTokensTitle} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{messages.scimTokenName}</Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                {messages.scimTokenCreatedAt}
              </Table.Th>
              <Table.Th scope="col">{messages.scimTokenLastUsed}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.data.map((token) => (
              <Table.Tr key={token.uuid}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{token.name}</Table.Td>
                <Table.Td visibleFrom="sm">{when(token.createdAt)}</Table.Td>
                <Table.Td>{when(token.lastUsedAt)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => setRevoked(token)}
                    aria-label={`${messages.revokeScimToken} ${token.name}`}
                  >
                    {messages.revokeScimToken}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <NewScimTokenDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={revoked !== undefined}
        title={`${messages.revokeScimToken} ${revoked?.name ?? ''}`}
        text={messages.revokeScimTokenConfirm}
        confirmLabel={messages.revokeScimToken}
        onConfirm={() => void revoke()}
        onClose={() => setRevoked(undefined)}
      />
    </Stack>
  );
}
