import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDialogLayout } from '../../../lib/use-dialog-layout';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** What the action touches, said before it happens (the pages using a connection). */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone; Cancel has the focus so Enter does not destroy. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  busy,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { centered, styles, closeButtonProps } = useDialogLayout('sm');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered={centered}
      size="sm"
      styles={styles}
      closeButtonProps={closeButtonProps}
    >
      <Text mb={children ? 'sm' : 'lg'}>{message}</Text>
      {children && <div style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>{children}</div>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
