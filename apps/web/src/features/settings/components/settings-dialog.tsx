import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { limits, messages, type SessionUser } from '@portal/contracts';
import { KeyRound, LogIn, PlugZap, UserRound } from 'lucide-react';
import { ConnectionsTab } from './connections-tab';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import classes from './settings-dialog.module.css';
import { SignInTab } from './sign-in-tab';
import { SignOutEverywhere } from './sign-out-everywhere';

interface SettingsDialogProps {
  user: SessionUser;
  onClose: () => void;
  initialTab?: 'profile' | 'password' | 'connections' | 'sign-in';
}

/**
 * Settings from the user dropdown: people change their own names and password, sign out everywhere,
 * and see their connections to data servers that answer as them (DESIGN.md §6d); admins find the
 * account's sign-in settings (DESIGN.md §4a) here too.
 */
export function SettingsDialog({ user, onClose, initialTab = 'profile' }: SettingsDialogProps) {
  const smallScreen = useMediaQuery(`(max-width: ${limits.smallScreenPx}px)`);
  const admin = user.abilities.openAdminScreens;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Settings"
      size="lg"
      fullScreen={smallScreen}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Tabs
        defaultValue={initialTab}
        keepMounted={false}
        classNames={{
          root: classes.tabs,
          list: classes.list,
          tab: classes.tab,
          tabSection: classes.tabSection,
        }}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="profile" leftSection={<UserRound size={16} aria-hidden="true" />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<KeyRound size={16} aria-hidden="true" />}>
            Password
          </Tabs.Tab>
          <Tabs.Tab value="connections" leftSection={<PlugZap size={16} aria-hidden="true" />}>
            {messages.connectionsTab}
          </Tabs.Tab>
          {admin && (
            <Tabs.Tab value="sign-in" leftSection={<LogIn size={16} aria-hidden="true" />}>
              {messages.signInSettingsTitle}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileForm user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordForm />
          <SignOutEverywhere />
        </Tabs.Panel>
        <Tabs.Panel value="connections">
          <ConnectionsTab />
        </Tabs.Panel>
        {admin && (
          <Tabs.Panel value="sign-in">
            <SignInTab onOpen={onClose} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  );
}
