import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { messages, type User } from '@portal/contracts';
import { formatLastAccess } from '../utils/format-last-access';
import { UserActions, type UserActionsProps } from './user-actions';

type CardsProps = Omit<UserActionsProps, 'user' | 'resending'> & {
  users: User[];
  resendingUuid: string | undefined;
};

/** On a narrow screen each user is a card, so every action is in reach without scrolling sideways. */
export function UserCards({ users, resendingUuid, onEdit, onResend }: CardsProps) {
  return (
    <Stack gap="sm" component="ul" aria-label="Users" p={0} m={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Paper key={user.uuid} component="li" withBorder radius="md" p="md">
          <Stack gap={6}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.firstName} {user.lastName}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Group gap={4}>
              {user.roles.map((role) => (
                <Badge key={role} size="sm" variant="light">
                  {role}
                </Badge>
              ))}
            </Group>
            <Text size="sm">
              Active:{' '}
              <span style={{ color: user.active ? undefined : 'var(--mantine-color-red-9)' }}>
                {user.active ? 'Yes' : 'No'}
              </span>
              {' · '}Last access: {formatLastAccess(user.lastAccess)}
            </Text>
            {user.invitationPending && (
              <Text size="sm" c="dimmed">
                {messages.invitationPending}
              </Text>
            )}
            <UserActions
              user={user}
              resending={resendingUuid === user.uuid}
              onEdit={onEdit}
              onResend={onResend}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
