import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLogout, useSessionUser } from '../../../lib/session';

const SettingsDialog = lazy(() => import('./settings-dialog'));

export function UserMenu() {
  const user = useSessionUser();
  const logout = useLogout();
  const [settingsOpened, setSettingsOpened] = useState(false);
  // The toggle is named by the greeting, so it reads the same on a phone, where only the avatar shows.
  const greeting = `Hi ${user.firstName} ${user.lastName}`;

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md">
        <Menu.Target>
          <UnstyledButton
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
        </Menu.Target>
        <Menu.Dropdown>
          <Text px="sm" pt="xs" fw={600} size="sm" truncate>
            {greeting}
          </Text>
          <Text px="sm" c="dimmed" size="xs" truncate>
            {user.email}
          </Text>
          <Group gap={6} px="sm" pt={6} pb="xs" role="group" aria-label="Your roles">
            {user.roles.map((role) => (
              <Badge key={role} size="sm" variant="light">
                {role}
              </Badge>
            ))}
          </Group>
          <Menu.Divider />
          <Menu.Item
            leftSection={<Settings size={16} aria-hidden="true" />}
            onClick={() => setSettingsOpened(true)}
          >
            Settings
          </Menu.Item>
          <Menu.Item leftSection={<LogOut size={16} aria-hidden="true" />} onClick={() => void logout()}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {settingsOpened && (
        <Suspense fallback={null}>
          <SettingsDialog user={user} onClose={() => setSettingsOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
