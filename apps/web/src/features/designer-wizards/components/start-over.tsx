import { Button, Group } from '@mantine/core';
import { messages } from '@portal/contracts';
import { RotateCcw } from 'lucide-react';

/** The wizard keeps its answers across screens; this forgets them and starts at step 1. */
export function StartOver({ onClick }: { onClick: () => void }) {
  return (
    <Group justify="flex-end" mb="xs">
      <Button
        variant="subtle"
        size="xs"
        leftSection={<RotateCcw size={14} aria-hidden="true" />}
        onClick={onClick}
      >
        {messages.wizardStartOver}
      </Button>
    </Group>
  );
}
