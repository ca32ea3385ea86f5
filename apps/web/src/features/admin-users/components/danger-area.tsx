import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';

interface DangerAreaProps {
  name: string;
  isDeleting: boolean;
  onDelete: () => void;
}

/** Deleting is final, so 'Delete User' first asks for a confirmation in place. */
export function DangerArea({ name, isDeleting, onDelete }: DangerAreaProps) {
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Text id={titleId} fw={600} c="red.9" mb={6}>
        {messages.dangerArea}
      </Text>
      {confirming ? (
        <Stack gap="sm">
          <Text size="sm">
            Delete {name}? Their sessions and group memberships go with them. This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={isDeleting}>
              Cancel
            </Button>
            <Button color="red" onClick={onDelete} loading={isDeleting}>
              Yes, delete
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            The user and their group memberships are removed for good.
          </Text>
          <Button
            color="red"
            variant="outline"
            leftSection={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          >
            {messages.deleteUser}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
