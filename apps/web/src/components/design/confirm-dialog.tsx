import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@portal/contracts';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is destroyed; keeping it is the default answer. */
export function ConfirmDialog({ opened, title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm" zIndex={300}>
      <Text fz="sm">{text}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {messages.designCancel}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
