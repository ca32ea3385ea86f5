import { TextInput } from '@mantine/core';
import { messages } from '@portal/contracts';
import { DesignDialog } from '../../../components/design/design-dialog';
import { settleName, settleTitle } from '../../../lib/settle-text';
import type { ViewContent } from '../types';

interface EditTitleDialogProps {
  opened: boolean;
  onClose: () => void;
  onCancel: () => void;
  content: ViewContent;
  onTitle: (title: string) => void;
  onName: (name: string) => void;
}

/** 'Edit Title & Name': Page Title is metacontent.title, Page Name is the view name. */
export function EditTitleDialog({
  opened,
  onClose,
  onCancel,
  content,
  onTitle,
  onName,
}: EditTitleDialogProps) {
  return (
    <DesignDialog
      title={messages.searchEditTitleAndName}
      opened={opened}
      onClose={onClose}
      onCancel={onCancel}
    >
      <TextInput
        label="Page Title"
        value={content.metacontent.title}
        onChange={(event) => onTitle(event.currentTarget.value)}
        onBlur={(event) => onTitle(settleTitle(event.currentTarget.value))}
        data-autofocus
      />
      <TextInput
        label="Page Name"
        value={content.name}
        onChange={(event) => onName(event.currentTarget.value)}
        onBlur={(event) => onName(settleName(event.currentTarget.value))}
      />
    </DesignDialog>
  );
}
