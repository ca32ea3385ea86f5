import { Paper, Stack, Text } from '@mantine/core';

const boxes = ['Box 1', 'Box 2', 'Box 3', 'Box 4'];

/** SPEC.md: four placeholder boxes beside the list, on wide screens only. */
export function SideBoxes() {
  return (
    <Stack
      component="aside"
      aria-label="Side boxes"
      w={280}
      gap="md"
      visibleFrom="lg"
      style={{ flexShrink: 0 }}
    >
      {boxes.map((title) => (
        <Paper key={title} withBorder radius="md" p="md" mih={120} bg="gray.0">
          <Text fw={600}>{title}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
