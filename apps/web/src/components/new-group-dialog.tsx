import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { groupCreateBody, messages, type Group as PortalGroup } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useCreateGroup } from '../lib/create-group';
import { showRefusalInForm } from '../lib/field-errors';
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
  const form = useForm({ resolver: zodResolver(groupCreateBody), defaultValues: { name: '' } });

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const group = await creation.mutateAsync(values);
      showToast(messages.groupCreated, 'success');
      onCreated(group);
      close();
    } catch (failure) {
      // A taken name goes under the name; anything else is the generic text.
      if (showRefusalInForm(failure, form.setError, ['name'])) return;
      showToast(serverMessageFor(failure, [400, 409], messages.errorCreatingGroup), 'error');
      recheckSession(failure);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={messages.newGroup}
      styles={titleStyles}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate aria-label={messages.newGroup}>
        <Stack gap="md">
          <TextInput
            label="Group name"
            error={form.formState.errors.name?.message}
            data-autofocus
            {...form.register('name')}
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
