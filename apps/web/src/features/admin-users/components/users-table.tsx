import { Badge, Group, Table, Text } from '@mantine/core';
import { messages, type User } from '@portal/contracts';
import { ListTable } from '../../../components/list-screen';
import { formatLastAccess } from '../utils/format-last-access';
import { UserActions, type UserActionsProps } from './user-actions';

const columns = ['First Name', 'Second Name', 'E-mail', 'Roles', 'Active', 'Last Access', 'Edit'];

type UsersTableProps = Omit<UserActionsProps, 'user' | 'resending'> & {
  users: User[];
  resendingUuid: string | undefined;
};

function UserRow({ user, resending, onEdit, onResend }: UserActionsProps) {
  return (
    <Table.Tr>
      <Table.Td>{user.firstName}</Table.Td>
      <Table.Td>{user.lastName}</Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>{user.email}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          {user.roles.map((role) => (
            <Badge key={role} size="sm" variant="light" miw="max-content">
              {role}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={user.active ? undefined : 'red.9'}>
          {user.active ? 'Yes' : 'No'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatLastAccess(user.lastAccess)}
        </Text>
        {user.invitationPending && (
          <Text size="xs" c="dimmed">
            {messages.invitationPending}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <UserActions user={user} resending={resending} onEdit={onEdit} onResend={onResend} />
      </Table.Td>
    </Table.Tr>
  );
}

export function UsersTable({ users, resendingUuid, onEdit, onResend }: UsersTableProps) {
  return (
    <ListTable label="Users" columns={columns}>
      {users.map((user) => (
        <UserRow
          key={user.uuid}
          user={user}
          resending={resendingUuid === user.uuid}
          onEdit={onEdit}
          onResend={onResend}
        />
      ))}
    </ListTable>
  );
}
