import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { limits, type SessionUser } from '@portal/contracts';
import { KeyRound, UserRound } from 'lucide-react';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

interface SettingsDialogProps {
  user: SessionUser;
  onClose: () => void;
}

/** Settings from the user dropdown: people change their own names and password. */
export function SettingsDialog({ user, onClose }: SettingsDialogProps) {
  const smallScreen = useMediaQuery(`(max-width: ${limits.smallScreenPx}px)`);
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
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="profile" leftSection={<UserRound size={16} aria-hidden="true" />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<KeyRound size={16} aria-hidden="true" />}>
            Password
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileForm user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordForm />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
