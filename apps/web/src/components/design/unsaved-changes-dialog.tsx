import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@portal/contracts';

interface UnsavedChangesDialogProps {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asked before unsaved design edits would be lost: keeping them is the default answer. */
export function UnsavedChangesDialog({ opened, onKeepEditing, onDiscard }: UnsavedChangesDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onKeepEditing}
      title={messages.designLeaveTitle}
      centered
      size="md"
      zIndex={300}
      closeButtonProps={{ 'aria-label': messages.detailClose }}
    >
      <Text fz="sm">{messages.designLeaveText}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" color="red" onClick={onDiscard}>
          {messages.designDiscard}
        </Button>
        <Button onClick={onKeepEditing} data-autofocus>
          {messages.designKeepEditing}
        </Button>
      </Group>
    </Modal>
  );
}
