import './pages-styles';
import { Box, Loader, Paper, Text, TextInput } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { messages, type PageOverview } from '@portal/contracts';
import { Search } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useDuplicatePage } from '../api/duplicate-page';
import { usePages } from '../api/get-pages';
import { filterPages } from '../utils/filter-pages';
import { DeletePageDialog } from './delete-page-dialog';
import { PageCards } from './page-cards';
import { PagesTable } from './pages-table';

// Below this width the six columns do not fit, so each page becomes a card.
const tableMinWidthPx = 900;

function PagesState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      {children}
    </Paper>
  );
}

/** /designer/pages: every page of the account, to find, open, design, duplicate or delete (DESIGN.md §7c). */
export function PagesPage() {
  const pages = usePages();
  useErrorToast(pages.error, messages.errorLoadingPages);
  const duplication = useDuplicatePage();
  const recheckSession = useRecheckSession();
  const [search, setSearch] = useState('');
  const { ref, width } = useElementSize();
  // The dialog keeps its page while it fades out.
  const [deleting, setDeleting] = useState<{ page: PageOverview; opened: boolean } | null>(null);
  const shown = useMemo(() => filterPages(pages.data ?? [], search), [pages.data, search]);

  async function duplicate(page: PageOverview) {
    try {
      const copy = await duplication.mutateAsync(page.uuid);
      showToast(`${messages.pageDuplicated}: ${copy.name}`, 'success');
    } catch (error) {
      showToast(serverMessageFor(error, [404], messages.errorDuplicatingPage), 'error');
      recheckSession(error);
    }
  }
  const actions = {
    duplicatingUuid: duplication.isPending ? duplication.variables : undefined,
    onDuplicate: (page: PageOverview) => void duplicate(page),
    onDelete: (page: PageOverview) => setDeleting({ page, opened: true }),
  };

  let list: ReactNode;
  if (pages.isPending) {
    list = (
      <PagesState>
        <Loader size="sm" color="brand.9" mx="auto" display="block" aria-label="Loading pages" />
      </PagesState>
    );
  } else if (pages.isError) {
    list = (
      <PagesState>
        <Text c="red.9" ta="center">
          {messages.errorLoadingPages}
        </Text>
      </PagesState>
    );
  } else if (shown.length === 0) {
    list = (
      <PagesState>
        <Text c="dimmed" ta="center">
          {pages.data.length === 0 ? messages.pagesNone : messages.pagesNoMatch}
        </Text>
      </PagesState>
    );
  } else if ((width || window.innerWidth - 300) < tableMinWidthPx) {
    // Before the first measure, the window's width less the side menu's stands in for it.
    list = <PageCards pages={shown} {...actions} />;
  } else list = <PagesTable pages={shown} {...actions} />;

  return (
    <>
      <PageHeader title={messages.pagesTitle} subtitle={messages.pagesSubtitle} />
      <TextInput
        type="search"
        aria-label={messages.pagesSearchLabel}
        placeholder={messages.pagesSearchPlaceholder}
        leftSection={<Search size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
        mb="md"
      />
      <Box ref={ref}>{list}</Box>
      <DeletePageDialog
        page={deleting?.page}
        opened={deleting?.opened ?? false}
        onClose={() => setDeleting((last) => (last ? { ...last, opened: false } : null))}
      />
    </>
  );
}
