import { messages, type Navigation } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { viewQueryOptions } from '../../../lib/api/views';
import { showToast } from '../../../lib/toasts';
import { type ListFilter, type ReadValue, searchEntryOf, searchHrefOf } from '../utils/build-navigation';
import { useDetailPage } from './detail-page-context';

/**
 * Follows a panel's link: detail links go where they point; search links first read the
 * destination, so the exact entry carries the label the destination gives its field (DESIGN.md §7c).
 * A modified click opens the link as the browser would; design mode locks navigation.
 */
export function useFollowNavigation() {
  const { designMode } = useDetailPage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    event: MouseEvent,
    navigation: Navigation,
    readValue: ReadValue,
    href: string,
    listFilter?: ListFilter,
  ) => {
    if (!designMode && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    if (designMode) return showToast(messages.searchNavigationLocked, 'info');
    if (navigation.destinationType === 'detail') return navigate(href);
    queryClient.fetchQuery(viewQueryOptions(navigation.destination)).then(
      (view) => {
        if (view.type !== 'search') return showToast(messages.searchInvalidDestination, 'error');
        const entry = searchEntryOf(navigation, readValue, view.metacontent, listFilter);
        if (entry !== undefined) navigate(searchHrefOf(navigation.destination, entry));
      },
      () => showToast(messages.searchErrorLoadingDestination, 'error'),
    );
  };
}
