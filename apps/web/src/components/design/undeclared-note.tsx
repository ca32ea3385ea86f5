import { Text } from '@mantine/core';
import { TriangleAlert } from 'lucide-react';

/**
 * Beside a filter, search or column at design time: the endpoint's OpenAPI document does not declare
 * what it would send, so the data server would ignore it (DESIGN.md §7d). Nothing when there is no note.
 */
export function UndeclaredNote({ note, subject }: { note: string | undefined; subject?: string }) {
  if (!note) return null;
  return (
    <Text component="p" fz="xs" c="red.9" role="note" m={0}>
      <TriangleAlert size={12} aria-hidden="true" style={{ verticalAlign: '-1px', marginRight: 4 }} />
      {subject ? `${subject}: ` : ''}
      {note}
    </Text>
  );
}
