import { Group, Text } from '@mantine/core';
import { messages, type SearchView } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { ConnectPrompt } from '../../../components/connect-prompt';
import { formatValue } from '../../../lib/format-value';
import { inferValueTypes } from '../../../lib/infer-value-type';
import { useHydrated } from '../../../lib/render-environment';
import { useSessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { savedSearchesQueryOptions } from '../api/get-saved-searches';
import { useViewOptions } from '../api/get-view-options';
import { useRefreshData } from '../api/use-refresh-data';
import { useRefillToPlace } from '../hooks/use-refill-to-place';
import { useSearchViewState } from '../hooks/use-search-view-state';
import type { Row, ViewColumn } from '../types';
import { buildDetailHref } from '../utils/build-detail-href';
import { typedColumns, visibleColumns } from '../utils/column-layout';
import { inertDeletedLinks } from '../utils/inert-deleted-links';
import { nextSort } from '../utils/next-sort';
import { capabilitiesOf, sortsBy } from '../utils/server-capabilities';
import { CustomFilterBar } from './custom-filter-bar';
import { ExportButton } from './export-button';
import { ResultsTable } from './results-table';
import { SavedSearchNotice } from './saved-search-notice';
import { SavedSearchTrigger } from './saved-search-trigger';
import { SearchHeader } from './search-header';
import classes from './search-view.module.css';
import { TextFilterBar } from './text-filter-bar';

// Plain users never open design mode, so its dialogs are a chunk of their own.
const DesignPanel = lazy(() => import('../design/design-panel'));
const DesignerMenu = lazy(() => import('./designer-menu'));
// Its menu and dialogs (Mantine's menu, focus trap and modal) load when the button is pointed at,
// focused or pressed, not with the page: the button alone is drawn until then (DESIGN.md §9, B6).
const loadSavedSearchMenu = () => import('./saved-search-menu');
const SavedSearchMenu = lazy(loadSavedSearchMenu);

const count = (value: number) => formatValue(value, 'number');

/** The count for 'Records:'; null when the rows could not be loaded, so the header claims no count. */
function recordsText(
  total: number | null,
  loaded: number,
  loading: boolean,
  hasMore: boolean,
  failed: boolean,
): string | null {
  if (total !== null) return count(total);
  if (loading && loaded === 0) return '…';
  if (failed && loaded === 0) return null;
  return hasMore ? `${count(loaded)}+` : count(loaded);
}

/** How each field reads, judged once from the first page's rows. */
function useInferredTypes(rows: readonly Row[]) {
  const first = useRef<{ row: Row | undefined; types: ReturnType<typeof inferValueTypes> }>(undefined);
  if (!first.current || first.current.row !== rows[0])
    first.current = { row: rows[0], types: inferValueTypes(rows) };
  return first.current.types;
}

export function SearchViewContent({ view }: { view: SearchView }) {
  const user = useSessionUser();
  const smallScreen = useSmallScreen();
  // The designer's menu is not in the server's HTML (its code is not on a plain user's page).
  const hydrated = useHydrated();
  // 'Saved searches' opens its menu once its code is in; pointing at it readies the code and the list.
  const [savedSearchesAsked, setSavedSearchesAsked] = useState(false);
  const queryClient = useQueryClient();
  const readySavedSearches = () => {
    loadSavedSearchMenu().catch(() => {});
    void queryClient.prefetchQuery(savedSearchesQueryOptions(view.uuid));
  };
  const navigate = useNavigate();
  const location = useLocation();
  const returning = useNavigationType() === 'POP';
  // The place is kept per history entry: Back (or a reload) finds the one it left.
  const scrollAddress = `${location.pathname}#${location.key}`;
  const state = useSearchViewState(view);
  const { design, results, sort } = state;
  useRefillToPlace(scrollAddress, returning, results);
  const { metacontent } = design.content;

  const mayDesign = user.abilities.designPages && !smallScreen;
  const designMode = design.designMode && mayDesign;
  const viewOptions = useViewOptions(designMode);
  const refreshData = useRefreshData(view.uuid, design.metadata.server, design.metadata.endpoint);
  const inferred = useInferredTypes(results.rows);

  const columns = useMemo(
    () =>
      inertDeletedLinks(
        typedColumns(visibleColumns(metacontent.columns, smallScreen), inferred),
        view.deletedDestinations,
      ).map((column) => (sortsBy(view, column.value) ? column : { ...column, sorts: false as const })),
    [metacontent.columns, smallScreen, inferred, view],
  );

  const inertLabels = columns
    .filter((column) => column.destinationDeleted)
    .map((column) => column.label || column.value)
    .join(', ');

  const onNavigate = useCallback(
    (column: ViewColumn, row: Row, event: React.MouseEvent) => {
      // A modified click opens the link as the browser would (new tab or window).
      if (!designMode && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
      event.preventDefault();
      if (designMode) return showToast(messages.searchNavigationLocked, 'info');
      const href = buildDetailHref(column.navigation, row);
      if (!href) return showToast(messages.searchInvalidDestination, 'error');
      navigate(href);
    },
    [designMode, navigate],
  );

  // A plain user cannot read the server: what it can write came with the view (DESIGN.md §6a).
  const capabilities = capabilitiesOf(view);
  const { setSort } = state;
  const onSort = useCallback((field: string) => setSort((current) => nextSort(current, field)), [setSort]);

  // On a phone the table may scroll sideways; a tap on a row opens it by its first link column.
  const linkColumn = columns.find((column) => column.navigation);
  const onOpenRow =
    smallScreen && linkColumn
      ? (row: Row, event: React.MouseEvent) => onNavigate(linkColumn, row, event)
      : undefined;

  return (
    <div className={classes.page}>
      <SearchHeader
        title={metacontent.title}
        records={recordsText(
          results.total,
          results.rows.length,
          results.loading,
          results.hasMore,
          results.error !== null,
        )}
        actions={
          <Group gap="sm" wrap="wrap" justify="flex-end">
            {/* Nothing to export until the person connects to the data server that answers as them. */}
            {!results.connectTo && <ExportButton view={view.uuid} params={state.params} />}
            {!designMode &&
              (savedSearchesAsked ? (
                <Suspense fallback={<SavedSearchTrigger smallScreen={smallScreen} aria-expanded={false} />}>
                  <SavedSearchMenu viewUuid={view.uuid} openAtStart />
                </Suspense>
              ) : (
                <SavedSearchTrigger
                  smallScreen={smallScreen}
                  aria-haspopup="menu"
                  aria-expanded={false}
                  onPointerEnter={readySavedSearches}
                  onFocus={readySavedSearches}
                  onClick={() => setSavedSearchesAsked(true)}
                />
              ))}
            {mayDesign && hydrated && (
              <Suspense fallback={null}>
                <DesignerMenu
                  designMode={designMode}
                  saving={design.saving}
                  onDesignMode={design.startDesign}
                  onSaveAndExit={design.saveAndExit}
                  onRefreshData={() => refreshData.mutate()}
                />
              </Suspense>
            )}
          </Group>
        }
      />
      <SavedSearchNotice />
      {/* Without a hover (a phone) the cells' tooltip is not seen: the page says it once. */}
      {inertLabels && (
        <Text fz="sm" c="dimmed" role="note">
          {messages.columnsLinkedToDeletedPage} {inertLabels}
        </Text>
      )}
      {/* A page whose server or endpoint is gone (not merely down): its designer is told where to repoint it. */}
      {results.error !== null && !results.passing && !results.connectTo && mayDesign && !designMode && (
        <Text fz="sm" role="note">
          {messages.searchRepairHint}
        </Text>
      )}
      {designMode && (
        <Suspense fallback={null}>
          <DesignPanel
            viewUuid={view.uuid}
            metadata={design.metadata}
            onMetadata={design.setMetadata}
            content={design.content}
            onChange={design.setContent}
            rows={results.rows}
            viewOptions={viewOptions.data}
            dirty={design.dirty}
            saving={design.saving}
            onSaveAndExit={design.saveAndExit}
            onDiscardAndExit={design.discardAndExit}
          />
        </Suspense>
      )}
      <TextFilterBar
        options={capabilities.contains ? metacontent.textFilters : []}
        entries={state.entries}
        loading={results.loading}
        freeText={capabilities.freeText}
        onChange={state.setEntries}
      />
      <CustomFilterBar
        filters={metacontent.customFilters}
        rows={results.rows}
        pending={state.filtersPending}
        onChange={state.setCustomFilters}
      />
      {results.connectTo ? (
        <ConnectPrompt server={results.connectTo} />
      ) : (
        <ResultsTable
          title={metacontent.title}
          columns={columns}
          rows={results.rows}
          total={results.total}
          loading={results.loading}
          hasMore={results.hasMore}
          failed={results.error !== null}
          failureReason={results.reason}
          sort={sort}
          designMode={designMode}
          scrollAddress={scrollAddress}
          returning={returning}
          onSort={capabilities.sort ? onSort : undefined}
          onLoadMore={results.loadMore}
          onRetry={results.retry}
          onNavigate={onNavigate}
          onOpenRow={onOpenRow}
          onClearFilters={state.clearFilters}
        />
      )}
    </div>
  );
}
