import { Loader, NavLink, Paper, Stack, Text } from '@mantine/core';
import { messages, type ViewSummary } from '@portal/contracts';
import { Bookmark, ChevronRight, Table2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { savedSearchHref, savedSearchLinkState } from '../../../lib/saved-search-link';
import { useSavedSearchesByView } from '../api/get-saved-searches';

interface MyViewsListProps {
  views: ViewSummary[];
  isPending: boolean;
  /** The text shown when there is nothing to list: no views at all, or none matching the filter. */
  emptyText: string;
}

export function MyViewsList({ views, isPending, emptyText }: MyViewsListProps) {
  const savedSearches = useSavedSearchesByView();
  if (isPending) {
    return (
      <Paper withBorder radius="md" p="xl" role="status" aria-label="Loading your pages">
        <Loader size="sm" color="brand.9" mx="auto" display="block" />
      </Paper>
    );
  }
  if (views.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p={4}>
      <Stack component="ul" gap={2} m={0} p={0} aria-label="Your search pages" style={{ listStyle: 'none' }}>
        {views.map((view) => (
          <li key={view.uuid}>
            <NavLink
              component={Link}
              to={paths.searchView.getHref(view.uuid)}
              label={view.name}
              leftSection={<Table2 size={18} aria-hidden="true" color="var(--mantine-color-brand-9)" />}
              rightSection={<ChevronRight size={16} aria-hidden="true" />}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              py="sm"
            />
            {savedSearches.has(view.uuid) && (
              <Stack
                component="ul"
                gap={0}
                m={0}
                pl="xl"
                aria-label={`${messages.homeSavedSearches}: ${view.name}`}
                style={{ listStyle: 'none' }}
              >
                {savedSearches.get(view.uuid)?.map((search) => (
                  <li key={search.uuid}>
                    <NavLink
                      component={Link}
                      to={savedSearchHref(view.uuid, search.state)}
                      state={savedSearchLinkState(search.name)}
                      label={search.name}
                      leftSection={<Bookmark size={15} aria-hidden="true" />}
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                      py={6}
                    />
                  </li>
                ))}
              </Stack>
            )}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
