import { Badge, Button, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { messages, type User } from '@portal/contracts';
import { Pencil } from 'lucide-react';
import { formatLastAccess } from '../utils/format-last-access';

interface UsersTableProps {
  users: User[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (user: User) => void;
}

const columns = ['First Name', 'Second Name', 'Roles', 'Active', 'Last Access', 'Edit'];

function Placeholder({ children }: { children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns.length} py="xl">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

function UserRow({ user, onEdit }: { user: User; onEdit: (user: User) => void }) {
  return (
    <Table.Tr>
      <Table.Td>{user.firstName}</Table.Td>
      <Table.Td>{user.lastName}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
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
      </Table.Td>
      <Table.Td>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<Pencil size={14} aria-hidden="true" />}
          aria-label={`Edit ${user.firstName} ${user.lastName}`}
          onClick={() => onEdit(user)}
        >
          Edit
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function UsersTable({ users, isPending, isError, onEdit }: UsersTableProps) {
  let body: React.ReactNode;
  if (isPending) {
    body = (
      <Placeholder>
        <Loader size="sm" color="brand.9" mx="auto" display="block" aria-label="Loading users" />
      </Placeholder>
    );
  } else if (isError || !users) {
    body = (
      <Placeholder>
        <Text c="red.9" ta="center">
          {messages.errorGettingUsers}
        </Text>
      </Placeholder>
    );
  } else if (users.length === 0) {
    body = (
      <Placeholder>
        <Text c="dimmed" ta="center">
          {messages.noUsers}
        </Text>
      </Placeholder>
    );
  } else {
    body = users.map((user) => <UserRow key={user.uuid} user={user} onEdit={onEdit} />);
  }

  return (
    <Paper withBorder radius="md">
      {/* Six columns do not fit a phone: the table keeps its width and scrolls sideways instead. */}
      <Table.ScrollContainer minWidth={720} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Users">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
