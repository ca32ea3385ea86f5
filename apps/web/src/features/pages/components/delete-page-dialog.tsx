import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { messages, type PageOverview } from '@portal/contracts';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useDeleteView } from '../api/delete-view';

const titleStyles = { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } };

interface DeletePageDialogProps {
  page: PageOverview | undefined;
  opened: boolean;
  onClose: () => void;
}

/** The confirmation of deleting a page names what loses it: the groups holding it, the pages linking to it. */
export function DeletePageDialog({ page, opened, onClose }: DeletePageDialogProps) {
  const deletion = useDeleteView();
  const recheckSession = useRecheckSession();

  async function confirm() {
    if (!page) return;
    try {
      await deletion.mutateAsync(page.uuid);
      showToast(messages.pageDeleted, 'success');
      onClose();
    } catch (error) {
      showToast(serverMessageFor(error, [404], messages.errorDeletingPage), 'error');
      recheckSession(error);
    }
  }

  const groups = page?.groups ?? [];
  const linking = page?.linkedFrom ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={messages.deletePage}
      styles={titleStyles}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          Delete the page <strong>{page?.name}</strong>? This cannot be undone; its name becomes free.
        </Text>
        {groups.length > 0 ? (
          <div>
            <Text size="sm" fw={500}>
              The users of these groups lose it:
            </Text>
            <List size="sm" aria-label="Groups holding the page">
              {groups.map((group) => (
                <List.Item key={group.uuid}>{group.name}</List.Item>
              ))}
            </List>
          </div>
        ) : (
          <Text size="sm">No group holds it.</Text>
        )}
        {linking.length > 0 ? (
          <div>
            <Text size="sm" fw={500}>
              These pages link to it; their links will say '{messages.destinationDeleted}':
            </Text>
            <List size="sm" aria-label="Pages linking to the page">
              {linking.map((linkingPage) => (
                <List.Item key={linkingPage.uuid}>{linkingPage.name}</List.Item>
              ))}
            </List>
          </div>
        ) : (
          <Text size="sm">No page links to it.</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={deletion.isPending}>
            {messages.deletePage}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
