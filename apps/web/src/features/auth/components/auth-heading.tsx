import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthHeadingProps {
  title: string;
  description?: ReactNode;
  /** Keep room for two lines under the title, so text that replaces the description moves nothing. */
  steady?: boolean;
}

export function AuthHeading({ title, description, steady = false }: AuthHeadingProps) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={26}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" component="div" mih={steady ? 'calc(2 * 1.55em)' : undefined}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
