import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { SessionUser } from '@portal/contracts';

interface SettingsDialogProps {
  user: SessionUser;
  onClose: () => void;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The signed-in user's profile as the portal knows it; administrators change it in Users admin. */
export default function SettingsDialog({ user, onClose }: SettingsDialogProps) {
  return (
    <Modal opened onClose={onClose} title="Settings" centered>
      <Stack gap="md">
        <Row label="Name">
          <Text>
            {user.firstName} {user.lastName}
          </Text>
        </Row>
        <Row label="Email">
          <Text>{user.email}</Text>
        </Row>
        <Row label="Roles">
          <Group gap={6}>
            {user.roles.map((role) => (
              <Badge key={role} size="sm" variant="light">
                {role}
              </Badge>
            ))}
          </Group>
        </Row>
        <Row label="Embedding in other sites">
          <Text>{user.settings.addons.embed === 1 ? 'Allowed' : 'Not allowed'}</Text>
        </Row>
        <Text size="sm" c="dimmed">
          An administrator of your account can change these in Users admin.
        </Text>
      </Stack>
    </Modal>
  );
}
