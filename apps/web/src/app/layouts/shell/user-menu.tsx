import { Badge, Group, Menu, Text } from '@mantine/core';
import { LogOut, Settings } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLogout, useSessionUser } from '../../../lib/session';
import { UserMenuToggle } from './user-menu-toggle';

const SettingsDialog = lazy(() => import('./settings-dialog'));

/** Loaded on the first press of its toggle (see user-menu-slot.tsx), and opened at once. */
export default function UserMenu() {
  const user = useSessionUser();
  const logout = useLogout();
  const [settingsOpened, setSettingsOpened] = useState(false);
  const greeting = `Hi ${user.firstName} ${user.lastName}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  // This toggle replaces the one that was pressed, so it takes over the keyboard focus.
  useEffect(() => toggleRef.current?.focus(), []);

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md" defaultOpened>
        <Menu.Target>
          <UserMenuToggle ref={toggleRef} greeting={greeting} />
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
