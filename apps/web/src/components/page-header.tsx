import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsEmbedded } from '../lib/use-embedding';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
}

/** The main header of a screen; in an embedding frame it stays only for screen readers. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  const content = (
    <>
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </>
  );
  if (useIsEmbedded()) return <VisuallyHidden>{content}</VisuallyHidden>;
  return (
    <Stack component="header" gap={4} mb="lg">
      {content}
    </Stack>
  );
}
