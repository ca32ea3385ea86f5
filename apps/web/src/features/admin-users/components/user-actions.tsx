import { Button, Group } from '@mantine/core';
import { messages, type User } from '@portal/contracts';
import { MailPlus, Pencil } from 'lucide-react';

export interface UserActionsProps {
  user: User;
  resending: boolean;
  onEdit: (user: User) => void;
  onResend: (user: User) => void;
}

/** Edit, and for someone who has not chosen a password yet, 'Resend invitation'. */
export function UserActions({ user, resending, onEdit, onResend }: UserActionsProps) {
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<Pencil size={14} aria-hidden="true" />}
        aria-label={`Edit ${name}`}
        onClick={() => onEdit(user)}
      >
        Edit
      </Button>
      {user.invitationPending && user.active && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<MailPlus size={14} aria-hidden="true" />}
          aria-label={`${messages.resendInvitation} to ${name}`}
          loading={resending}
          onClick={() => onResend(user)}
        >
          {messages.resendInvitation}
        </Button>
      )}
    </Group>
  );
}
