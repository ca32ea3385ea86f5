import { Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { limits, messages, type User } from '@portal/contracts';
import { useSessionUser } from '../../../lib/session';
import { useSaveUser } from '../hooks/use-save-user';
import { isNewUser } from '../utils/user-draft';
import { DangerArea } from './danger-area';
import { UserForm } from './user-form';

interface UserDialogProps {
  user: User;
  opened: boolean;
  onClose: () => void;
}

export function UserDialog({ user, opened, onClose }: UserDialogProps) {
  const me = useSessionUser();
  const isNew = isNewUser(user);
  const isSelf = user.uuid === me.uuid;
  const { save, remove, isSaving, isDeleting } = useSaveUser(onClose);
  const smallScreen = useMediaQuery(`(max-width: ${limits.smallScreenPx}px)`);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isNew ? messages.createNewUser : `Edit ${user.firstName} ${user.lastName}`}
      size="lg"
      fullScreen={smallScreen}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="xl">
        <UserForm
          user={user}
          isSelf={isSelf}
          isSaving={isSaving}
          onSubmit={(values) => save(user.uuid, values)}
          onCancel={onClose}
        />
        {!isNew && !isSelf && (
          <DangerArea
            name={`${user.firstName} ${user.lastName}`}
            isDeleting={isDeleting}
            onDelete={() => void remove(user.uuid)}
          />
        )}
      </Stack>
    </Modal>
  );
}
