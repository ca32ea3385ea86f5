import { Button, Group, Modal, TextInput } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useState } from 'react';

interface SavedSearchNameDialogProps {
  title: string;
  initialName: string;
  saving: boolean;
  /** The server's refusal (a taken or blank name), shown under the field. */
  error: string | undefined;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a saved search's name, to save the current search or to rename one. */
export function SavedSearchNameDialog({
  title,
  initialName,
  saving,
  error,
  onSubmit,
  onClose,
}: SavedSearchNameDialogProps) {
  const [name, setName] = useState(initialName);
  const blank = name.trim() === '';
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': messages.savedSearchCancel }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) onSubmit(name.trim());
        }}
      >
        <TextInput
          label={messages.savedSearchNameLabel}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={200}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={onClose}>
            {messages.savedSearchCancel}
          </Button>
          <Button type="submit" loading={saving} disabled={blank}>
            {messages.savedSearchSave}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
