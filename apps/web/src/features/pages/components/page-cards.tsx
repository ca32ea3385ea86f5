import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatLastChange } from '../utils/format-last-change';
import { PageActions } from './page-actions';
import { LinkingPages, PageGroups, PageTypeBadge } from './page-facts';
import { pageHref } from './page-links';
import type { PagesListProps } from './pages-table';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} align="baseline" wrap="nowrap">
      <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </Group>
  );
}

/** On a narrow screen each page is a card, so its actions are in reach without scrolling sideways. */
export function PageCards({ pages, duplicatingUuid, ...actions }: PagesListProps) {
  return (
    <Stack gap="sm" component="ul" aria-label="Pages" p={0} m={0} style={{ listStyle: 'none' }}>
      {pages.map((page) => (
        <Paper key={page.uuid} component="li" withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={pageHref(page)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {page.name}
              </Anchor>
              <PageTypeBadge type={page.type} />
            </Group>
            <Fact label="Groups">
              <PageGroups groups={page.groups} />
            </Fact>
            <Fact label="Linked from">
              <LinkingPages linkedFrom={page.linkedFrom} />
            </Fact>
            <Text size="sm" c="dimmed">
              Last change: {formatLastChange(page)}
            </Text>
            <PageActions page={page} duplicating={duplicatingUuid === page.uuid} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
