import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages, type Group as PortalGroup } from '@portal/contracts';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useDeleteGroup } from '../api/delete-group';

const titleStyles = { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } };

interface DeleteGroupDialogProps {
  group: PortalGroup | undefined;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** The confirmation of 'Delete Group': the group's users lose the views it gave them. */
export function DeleteGroupDialog({ group, opened, onClose, onDeleted }: DeleteGroupDialogProps) {
  const deletion = useDeleteGroup();
  const recheckSession = useRecheckSession();

  async function confirm() {
    if (!group) return;
    try {
      await deletion.mutateAsync(group.uuid);
      showToast(messages.groupDeleted, 'success');
      onDeleted();
      onClose();
    } catch (error) {
      showToast(serverMessageFor(error, [404], messages.errorDeletingGroup), 'error');
      recheckSession(error);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={messages.deleteGroup}
      styles={titleStyles}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>
          Delete the group <strong>{group?.name}</strong>? Its users lose access to the views it gives them.
          Users and views themselves stay.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={deletion.isPending}>
            {messages.deleteGroup}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
