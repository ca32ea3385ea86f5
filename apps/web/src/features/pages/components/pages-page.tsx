import './pages-styles';
import { messages, type PageOverview } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { ListScreen } from '../../../components/list-screen';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useDuplicateView } from '../api/duplicate-view';
import { usePageOverview } from '../api/get-page-overview';
import { filterPages } from '../utils/filter-pages';
import { DeletePageDialog } from './delete-page-dialog';
import { PageCards } from './page-cards';
import { PagesTable } from './pages-table';

/** /designer/pages: every page of the account, to find, open, design, duplicate or delete (DESIGN.md §7c). */
export function PagesPage() {
  const pages = usePageOverview();
  useErrorToast(pages.error, messages.errorLoadingPages);
  const duplication = useDuplicateView();
  const recheckSession = useRecheckSession();
  const [search, setSearch] = useState('');
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

  return (
    <ListScreen
      title={messages.pagesTitle}
      subtitle={messages.pagesSubtitle}
      search={{
        value: search,
        onChange: setSearch,
        label: messages.pagesSearchLabel,
        placeholder: messages.pagesSearchPlaceholder,
      }}
      query={pages}
      shown={shown}
      texts={{
        loading: 'Loading pages',
        error: messages.errorLoadingPages,
        none: messages.pagesNone,
        noMatch: messages.pagesNoMatch,
      }}
      table={(items) => <PagesTable pages={items} {...actions} />}
      cards={(items) => <PageCards pages={items} {...actions} />}
    >
      <DeletePageDialog
        page={deleting?.page}
        opened={deleting?.opened ?? false}
        onClose={() => setDeleting((last) => (last ? { ...last, opened: false } : null))}
      />
    </ListScreen>
  );
}
