import { Button, Group, Select, Stack } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { NewServerDialog } from '../../../components/new-server-dialog';
import { useSessionUser } from '../../../lib/session';
import { useWizardServers } from '../api/get-servers';
import { MissingDataNote } from './missing-data-note';

type Props = {
  serverId: string | null;
  error: string | undefined;
  onChange: (serverId: string | null) => void;
};

/**
 * The server of step 1 in both wizards. An admin (the only one who may add servers, DESIGN.md §5)
 * adds one here without leaving, and it is chosen at once; its endpoints are added in Connections.
 */
export function ServerField({ serverId, error, onChange }: Props) {
  const servers = useWizardServers();
  const admin = useSessionUser().abilities.manageServers;
  const [creating, setCreating] = useState(false);
  const none = servers.isSuccess && servers.data.length === 0;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label="Server"
          placeholder={servers.isLoading ? 'Loading servers…' : 'Pick a server'}
          data={(servers.data ?? []).map((server) => ({ value: server.uuid, label: server.name }))}
          value={serverId}
          onChange={onChange}
          error={error}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No servers"
          withAsterisk
          style={{ flex: 1, minWidth: 0 }}
        />
        {admin && (
          <Button
            variant="default"
            leftSection={<Plus size={16} aria-hidden="true" />}
            onClick={() => setCreating(true)}
            // Aligned with the input, not with its error line.
            mb={error ? 22 : 0}
          >
            {messages.wizardNewServer}
          </Button>
        )}
      </Group>
      {none && <MissingDataNote missing="servers" />}
      {admin && (
        <NewServerDialog
          opened={creating}
          servers={servers.data ?? []}
          onClose={() => setCreating(false)}
          onCreated={(server) => onChange(server.uuid)}
        />
      )}
    </Stack>
  );
}
