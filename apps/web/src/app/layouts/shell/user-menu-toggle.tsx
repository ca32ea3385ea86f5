import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { ChevronDown, UserRound } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

type Props = ComponentPropsWithRef<'button'> & { greeting: string };

/**
 * The user menu's toggle, named by the greeting so that it reads the same on a phone, where only
 * the avatar shows. It takes the props and ref Mantine's Menu.Target passes to its child.
 */
export function UserMenuToggle({ greeting, ...props }: Props) {
  return (
    <UnstyledButton
      {...props}
      aria-label={greeting}
      px={6}
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="xs" wrap="nowrap">
        {/* An icon, not initials: the toggle's visible text must be part of its name, the greeting. */}
        <Avatar color="brand" radius="xl" size={32} aria-hidden="true">
          <UserRound size={18} />
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm" maw={240} truncate>
          {greeting}
        </Text>
        <ChevronDown size={16} aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
}
