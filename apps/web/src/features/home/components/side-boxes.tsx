import { NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Bookmark, FileText, Table2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { savedSearchHref, savedSearchLinkState } from '../../../lib/saved-search-link';
import { useRecentPages } from '../api/get-recent-pages';
import { useSavedSearchesByView } from '../api/get-saved-searches';

function Box({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Beside the list, on wide screens: the caller's saved searches and, for designers, the pages changed
 * last (in place of SPEC.md's four placeholder boxes, which showed nothing).
 */
export function SideBoxes({ designer }: { designer: boolean }) {
  const savedSearches = [...useSavedSearchesByView().values()].flat();
  const recent = useRecentPages(designer);
  return (
    <Stack
      component="aside"
      aria-label="Side boxes"
      w={280}
      gap="md"
      visibleFrom="lg"
      style={{ flexShrink: 0 }}
    >
      <Box title={messages.homeSavedSearchesBox}>
        {savedSearches.length === 0 ? (
          <Text size="sm">{messages.homeSavedSearchesNone}</Text>
        ) : (
          savedSearches
            .slice(0, 8)
            .map((search) => (
              <NavLink
                key={search.uuid}
                component={Link}
                to={savedSearchHref(search.view.uuid, search.state)}
                state={savedSearchLinkState(search.name)}
                label={search.name}
                description={search.view.name}
                leftSection={<Bookmark size={15} aria-hidden="true" />}
                py={4}
              />
            ))
        )}
      </Box>
      {designer && (
        <Box title={messages.homeRecentPages}>
          {recent.length === 0 ? (
            <Text size="sm">{messages.homeRecentPagesNone}</Text>
          ) : (
            recent.map((page) => (
              <NavLink
                key={page.uuid}
                component={Link}
                // A detail page needs a record to open, so it is found on the Pages screen.
                to={page.type === 'search' ? paths.searchView.getHref(page.uuid) : paths.pages.getHref()}
                label={page.name}
                description={page.type === 'search' ? 'Search page' : 'Detail page'}
                leftSection={
                  page.type === 'search' ? (
                    <Table2 size={15} aria-hidden="true" />
                  ) : (
                    <FileText size={15} aria-hidden="true" />
                  )
                }
                py={4}
              />
            ))
          )}
        </Box>
      )}
    </Stack>
  );
}
