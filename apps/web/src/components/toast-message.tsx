import { Button, Group, Text } from '@mantine/core';

interface ToastMessageProps {
  text: string;
  action: { label: string; onClick: () => void };
}

/** A toast's text with one action beside it, e.g. 'View created successfully' · 'Open page'. */
export function ToastMessage({ text, action }: ToastMessageProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm">{text}</Text>
      <Button size="compact-sm" variant="light" onClick={action.onClick} style={{ flexShrink: 0 }}>
        {action.label}
      </Button>
    </Group>
  );
}
