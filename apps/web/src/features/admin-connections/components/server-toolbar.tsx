import { Button, Group, Select } from '@mantine/core';
import { messages, type Server } from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';

interface ServerToolbarProps {
  servers: Server[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onNew: () => void;
  onRemove: () => void;
}

/** Pick a server, or add or remove one (SPEC.md §2 Connections admin). */
export function ServerToolbar({
  servers,
  loading,
  selectedId,
  onSelect,
  onNew,
  onRemove,
}: ServerToolbarProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Server"
        placeholder={loading ? 'Loading…' : servers.length === 0 ? 'No servers yet' : 'Pick a server'}
        data={servers.map((server) => ({ value: server.uuid, label: server.name }))}
        value={selectedId}
        onChange={onSelect}
        searchable
        nothingFoundMessage="No server with this name"
        allowDeselect={false}
        style={{ flex: '1 1 260px', maxWidth: 480 }}
      />
      <Group gap="sm" wrap="nowrap">
        <Button leftSection={<Plus size={16} aria-hidden />} onClick={onNew}>
          {messages.newServer}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<Trash2 size={16} aria-hidden />}
          onClick={onRemove}
          disabled={!selectedId}
        >
          {messages.removeServer}
        </Button>
      </Group>
    </Group>
  );
}
