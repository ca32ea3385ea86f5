import { Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsEmbedded } from '../lib/use-embedding';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons beside the title; they keep their width and move under a long title rather than shrink. */
  actions?: ReactNode;
}

/** The main header of a screen; in an embedding frame it stays only for screen readers. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const content = (
    <>
      <Title order={1} fz={{ base: 26, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </>
  );
  if (useIsEmbedded()) {
    return (
      <>
        <VisuallyHidden>{content}</VisuallyHidden>
        {actions && (
          <Group justify="flex-end" mb="md">
            {actions}
          </Group>
        )}
      </>
    );
  }
  return (
    <Group component="header" justify="space-between" align="flex-start" gap="sm" mb="lg" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        {content}
      </Stack>
      {actions && (
        <Group gap="sm" style={{ flexShrink: 0 }}>
          {actions}
        </Group>
      )}
    </Group>
  );
}
