import { Menu, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useId } from 'react';

interface DesignMenuItemProps {
  label: string;
  designMode: boolean;
  onClick: () => void;
  /** Held for another reason too, e.g. while saving. */
  disabled?: boolean;
}

/**
 * A Designer menu item that works in design mode only; outside it the item is greyed out and says
 * why ('Open Design Mode first') instead of leaving the designer to guess. The reason is the item's
 * description, so its name stays its label.
 */
export function DesignMenuItem({ label, designMode, onClick, disabled }: DesignMenuItemProps) {
  const reasonId = useId();
  return (
    <Menu.Item
      onClick={onClick}
      disabled={!designMode || disabled}
      aria-label={label}
      aria-describedby={designMode ? undefined : reasonId}
    >
      {label}
      {!designMode && (
        <Text id={reasonId} component="span" display="block" fz="xs">
          {messages.designModeFirst}
        </Text>
      )}
    </Menu.Item>
  );
}
