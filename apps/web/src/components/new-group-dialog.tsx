import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { groupCreateBody, messages, type Group as PortalGroup } from '@portal/contracts';
import { useState } from 'react';
import { useCreateGroup } from '../lib/create-group';
import { refusedFields } from '../lib/field-errors';
import { useRecheckSession } from '../lib/recheck-session';
import { serverMessageFor } from '../lib/server-message';
import { showToast } from '../lib/toasts';

const titleStyles = { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } };

interface NewGroupDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (group: PortalGroup) => void;
}

export function NewGroupDialog({ opened, onClose, onCreated }: NewGroupDialogProps) {
  const creation = useCreateGroup();
  const recheckSession = useRecheckSession();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  function close() {
    setName('');
    setError(undefined);
    onClose();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = groupCreateBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const group = await creation.mutateAsync(parsed.data);
      showToast(messages.groupCreated, 'success');
      onCreated(group);
      close();
    } catch (failure) {
      // A taken name goes under the name; anything else is the generic text.
      const refused = refusedFields(failure, { name: [messages.groupNameTaken, messages.groupNameRequired] });
      if (refused?.name) return setError(refused.name);
      showToast(serverMessageFor(failure, [400, 409], messages.errorCreatingGroup), 'error');
      recheckSession(failure);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={messages.newGroup}
      styles={titleStyles}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={messages.newGroup}>
        <Stack gap="md">
          <TextInput
            label="Group name"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={creation.isPending}>
              Create Group
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
