import { Button, Group, Modal, Stack } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

interface DesignDialogProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

// SPEC.md §5: Enter in dialog forms is suppressed (it neither submits nor closes anything).
function suppressEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
}

/** A design-mode dialog: focus stays inside until it is closed; edits apply at once, 'Done' closes. */
export function DesignDialog({ title, opened, onClose, children }: DesignDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered trapFocus>
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={suppressEnter}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
