import './users-admin-styles';
import { Button } from '@mantine/core';
import { messages, type User } from '@portal/contracts';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ListScreen } from '../../../components/list-screen';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useUsers } from '../api/get-users';
import { useResendInvitation } from '../api/resend-invitation';
import { filterUsers } from '../utils/filter-users';
import { newUserDraft } from '../utils/user-draft';
import { UserCards } from './user-cards';
import { UserDialog } from './user-dialog';
import { UsersTable } from './users-table';

export function UsersAdminPage() {
  const users = useUsers();
  useErrorToast(users.error, messages.errorGettingUsers);
  const resend = useResendInvitation();
  const [search, setSearch] = useState('');
  // The dialog keeps its last user while it fades out; `round` gives every opening a fresh form.
  const [dialog, setDialog] = useState<{ user: User; opened: boolean; round: number } | null>(null);
  const open = (user: User) => setDialog((last) => ({ user, opened: true, round: (last?.round ?? 0) + 1 }));
  const close = () => setDialog((last) => (last ? { ...last, opened: false } : null));
  const shown = useMemo(() => filterUsers(users.data ?? [], search), [users.data, search]);
  const actions = {
    resendingUuid: resend.isPending ? resend.variables : undefined,
    onEdit: open,
    onResend: (user: User) => resend.mutate(user.uuid),
  };

  return (
    <ListScreen
      title="Users"
      subtitle="The people of your account, their roles and access."
      actions={
        <Button leftSection={<UserPlus size={16} aria-hidden="true" />} onClick={() => open(newUserDraft())}>
          {messages.createNewUser}
        </Button>
      }
      search={{
        value: search,
        onChange: setSearch,
        label: 'Search users',
        placeholder: messages.usersSearchPlaceholder,
      }}
      query={users}
      shown={shown}
      texts={{
        loading: 'Loading users',
        error: messages.errorGettingUsers,
        none: messages.noUsers,
        noMatch: messages.usersNoMatch,
      }}
      table={(items) => <UsersTable users={items} {...actions} />}
      cards={(items) => <UserCards users={items} {...actions} />}
    >
      {dialog && <UserDialog key={dialog.round} user={dialog.user} opened={dialog.opened} onClose={close} />}
    </ListScreen>
  );
}
