import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AdminCardProps {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  count: number | undefined;
  /** The count in words, e.g. '2 servers', for screen readers. */
  countLabel: string;
}

/** A whole-card link to one admin screen, with the number of things it manages. */
export function AdminCard({ to, title, description, icon, count, countLabel }: AdminCardProps) {
  return (
    <Card component={Link} to={to} withBorder padding="lg" radius="md" className="admin-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Badge size="lg" variant="light" aria-label={countLabel}>
            {count ?? '…'}
          </Badge>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h3">
            {title}
          </Title>
          <ChevronRight size={20} aria-hidden />
        </Group>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
    </Card>
  );
}
