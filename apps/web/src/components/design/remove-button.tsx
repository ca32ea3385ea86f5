import { ActionIcon } from '@mantine/core';
import { Trash2 } from 'lucide-react';

export function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onClick}>
      <Trash2 size={16} aria-hidden="true" />
    </ActionIcon>
  );
}
