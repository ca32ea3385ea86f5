import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { KeyboardEvent, ReactNode } from 'react';

interface DesignDialogProps {
  title: string;
  opened: boolean;
  /** 'Done', the close button and Escape: the edits stay (unsaved until Save & Exit). */
  onClose: () => void;
  /** 'Cancel': the edits made since the dialog opened are undone. */
  onCancel?: () => void;
  size?: ModalProps['size'];
  /** Actions on the left of the footer, e.g. 'Delete Panel'. */
  footerStart?: ReactNode;
  /** Hides the footer while a view inside the dialog has buttons of its own. */
  hideFooter?: boolean;
  children: ReactNode;
}

// SPEC.md §5: Enter in dialog forms is suppressed (it neither submits nor closes anything).
function suppressEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
}

/**
 * A design-mode dialog: focus stays inside until it is closed; edits show on the page at once.
 * 'Done' keeps them, 'Cancel' puts back what was there when the dialog opened. Closing by Escape or
 * the close button keeps them too, so no edit is ever thrown away without being asked for.
 */
export function DesignDialog({
  title,
  opened,
  onClose,
  onCancel,
  size = 'xl',
  footerStart,
  hideFooter,
  children,
}: DesignDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      trapFocus
      closeButtonProps={{ 'aria-label': messages.detailClose }}
    >
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={suppressEnter}
      >
        <Stack gap="md">
          {children}
          {!hideFooter && (
            <Group justify="space-between" gap="sm">
              <Group gap="sm">{footerStart}</Group>
              <Group gap="sm">
                {onCancel && (
                  <Button variant="default" onClick={onCancel}>
                    {messages.designCancel}
                  </Button>
                )}
                <Button onClick={onClose}>{messages.designDone}</Button>
              </Group>
            </Group>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
