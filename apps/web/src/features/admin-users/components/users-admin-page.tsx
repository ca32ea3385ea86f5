import './users-admin-styles';
import { Box, Button, Text, TextInput } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { messages, type User } from '@portal/contracts';
import { Search, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useUsers } from '../api/get-users';
import { useResendInvitation } from '../api/resend-invitation';
import { filterUsers } from '../utils/filter-users';
import { newUserDraft } from '../utils/user-draft';
import { UserCards } from './user-cards';
import { UserDialog } from './user-dialog';
import { UsersLoading, UsersState, UsersTable } from './users-table';

// Below this width the seven columns do not fit, so each user becomes a card.
const tableMinWidthPx = 900;

export function UsersAdminPage() {
  const users = useUsers();
  useErrorToast(users.error, messages.errorGettingUsers);
  const resend = useResendInvitation();
  const [search, setSearch] = useState('');
  const { ref, width } = useElementSize();
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

  let list: React.ReactNode;
  if (users.isPending) list = <UsersLoading />;
  else if (users.isError) {
    list = (
      <UsersState>
        <Text c="red.9" ta="center">
          {messages.errorGettingUsers}
        </Text>
      </UsersState>
    );
  } else if (shown.length === 0) {
    list = (
      <UsersState>
        <Text c="dimmed" ta="center">
          {users.data.length === 0 ? messages.noUsers : messages.usersNoMatch}
        </Text>
      </UsersState>
    );
  } else if ((width || window.innerWidth - 300) < tableMinWidthPx) {
    // Before the first measure, the window's width less the side menu's stands in for it.
    list = <UserCards users={shown} {...actions} />;
  } else list = <UsersTable users={shown} {...actions} />;

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="The people of your account, their roles and access."
        actions={
          <Button
            leftSection={<UserPlus size={16} aria-hidden="true" />}
            onClick={() => open(newUserDraft())}
          >
            {messages.createNewUser}
          </Button>
        }
      />
      <TextInput
        type="search"
        aria-label="Search users"
        placeholder={messages.usersSearchPlaceholder}
        leftSection={<Search size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
        mb="md"
      />
      <Box ref={ref}>{list}</Box>
      {dialog && <UserDialog key={dialog.round} user={dialog.user} opened={dialog.opened} onClose={close} />}
    </>
  );
}
