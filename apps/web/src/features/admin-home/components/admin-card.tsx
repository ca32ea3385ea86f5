import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AdminCardProps {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/** A whole-card link to one admin screen; the counts are said once, in the header above the cards. */
export function AdminCard({ to, title, description, icon }: AdminCardProps) {
  return (
    <Card component={Link} to={to} withBorder padding="lg" radius="md" className="admin-card">
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
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
