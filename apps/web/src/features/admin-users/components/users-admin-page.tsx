import './users-admin-styles';
import { Button, Group } from '@mantine/core';
import { messages, type User } from '@portal/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useUsers } from '../api/get-users';
import { newUserDraft } from '../utils/user-draft';
import { UserDialog } from './user-dialog';
import { UsersTable } from './users-table';

export function UsersAdminPage() {
  const users = useUsers();
  useErrorToast(users.error, messages.errorGettingUsers);
  // The dialog keeps its last user while it fades out; `round` gives every opening a fresh form.
  const [dialog, setDialog] = useState<{ user: User; opened: boolean; round: number } | null>(null);
  const open = (user: User) => setDialog((last) => ({ user, opened: true, round: (last?.round ?? 0) + 1 }));
  const close = () => setDialog((last) => (last ? { ...last, opened: false } : null));

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb={{ base: 'md', sm: 0 }}>
        <PageHeader title="Users" subtitle="The people of your account, their roles and access." />
        <Button leftSection={<UserPlus size={16} aria-hidden="true" />} onClick={() => open(newUserDraft())}>
          {messages.createNewUser}
        </Button>
      </Group>
      <UsersTable users={users.data} isPending={users.isPending} isError={users.isError} onEdit={open} />
      {dialog && <UserDialog key={dialog.round} user={dialog.user} opened={dialog.opened} onClose={close} />}
    </>
  );
}
