import { Badge, Button, Group, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { type ReactNode, useState } from 'react';
import classes from './design.module.css';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

interface DesignToolbarProps {
  dirty: boolean;
  saving: boolean;
  onSaveAndExit: () => void;
  /** Leaves design mode, putting the saved view back; asked first when there are unsaved edits. */
  onDiscardAndExit: () => void;
  /** The page type's dialog buttons. */
  children: ReactNode;
}

/**
 * The bar shown while designing: the dialogs, whether there are unsaved edits, and the two ways out
 * (save them, or leave them after being asked).
 */
export function DesignToolbar({
  dirty,
  saving,
  onSaveAndExit,
  onDiscardAndExit,
  children,
}: DesignToolbarProps) {
  const [asking, setAsking] = useState(false);
  const exit = () => (dirty ? setAsking(true) : onDiscardAndExit());
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset
    <div className={classes.toolbar} role="group" aria-label={messages.designModeLabel}>
      <Badge variant="filled">{messages.designModeLabel}</Badge>
      {children}
      <Group gap="xs" ml="auto" wrap="nowrap">
        <Text fz="sm" role="status" className={classes.saveState} data-dirty={dirty || undefined}>
          {dirty ? messages.designUnsavedChanges : messages.designAllSaved}
        </Text>
        <Button size="xs" variant="default" onClick={exit} disabled={saving}>
          {messages.designExit}
        </Button>
        <Button size="xs" onClick={onSaveAndExit} loading={saving}>
          {messages.searchSaveAndExit}
        </Button>
      </Group>
      <UnsavedChangesDialog
        opened={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onDiscardAndExit();
        }}
      />
    </div>
  );
}
