import { Group, Text } from '@mantine/core';

/** The product mark and name; decorative, so links around it carry their own label. */
export function Logo({ withName = true }: { withName?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 32 32" role="presentation">
        <rect width="32" height="32" rx="7" fill="#01696A" />
        <rect x="7" y="7" width="8" height="8" rx="2" fill="#fff" />
        <rect x="17" y="7" width="8" height="8" rx="2" fill="#fff" opacity=".7" />
        <rect x="7" y="17" width="8" height="8" rx="2" fill="#fff" opacity=".7" />
        <rect x="17" y="17" width="8" height="8" rx="2" fill="#fff" />
      </svg>
      {withName && (
        <Text fw={700} fz="lg" c="brand.9" lh={1}>
          Portal
        </Text>
      )}
    </Group>
  );
}
