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

/**
 * Asks before something is destroyed; keeping it is the default answer. It opens over a design
 * dialog, so it has no header of its own (two modal headers would be two unnamed banners).
 */
export function ConfirmDialog({ opened, title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size="sm" zIndex={300}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={600} mb="xs">
            {title}
          </Modal.Title>
          <Text fz="sm">{text}</Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onClose} data-autofocus>
              {messages.designCancel}
            </Button>
            <Button color="red" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
