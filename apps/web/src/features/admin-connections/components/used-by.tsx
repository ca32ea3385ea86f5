import { Text } from '@mantine/core';
import { messages } from '@portal/contracts';

interface UsedByProps {
  /** The pages using the server or endpoint; undefined while they are read. */
  views: ReadonlyArray<{ uuid: string; name: string }> | undefined;
  failed?: boolean;
}

/** 'Used by: Orders, Customer 360': the pages that stop loading data when the connection goes (DESIGN.md §7c). */
export function UsedBy({ views, failed }: UsedByProps) {
  if (failed)
    return (
      <Text fz="sm" c="red.8">
        {messages.errorLoadingUsage}
      </Text>
    );
  if (!views) return <Text fz="sm">{messages.usedBy} …</Text>;
  if (views.length === 0) return <Text fz="sm">{messages.usedByNobody}</Text>;
  return (
    <Text fz="sm">
      <Text span fw={600}>
        {messages.usedBy}
      </Text>{' '}
      {views.map((view) => view.name).join(', ')}
    </Text>
  );
}
