import { messages, type SearchView, timings } from '@portal/contracts';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';
import { useMyViewOptions } from '../api/get-my-views';
import { useDebounced } from '../hooks/use-debounced';
import { useDesignMode } from '../hooks/use-design-mode';
import { useSearchRows } from '../hooks/use-search-rows';
import { useSmallScreen } from '../hooks/use-small-screen';
import { useSearchParamSync, useTextEntries } from '../hooks/use-text-entries';
import type { CustomFilter, Row, SortState, ViewColumn } from '../types';
import { buildDetailHref } from '../utils/build-detail-href';
import { buildSearchParams } from '../utils/build-proxy-params';
import { visibleColumns } from '../utils/column-layout';
import { nextSort } from '../utils/next-sort';
import { CustomFilterBar } from './custom-filter-bar';
import { ResultsTable } from './results-table';
import { SearchHeader } from './search-header';
import classes from './search-view.module.css';
import { TextFilterBar } from './text-filter-bar';

// Plain users never open design mode, so its dialogs are a chunk of their own.
const DesignPanel = lazy(() => import('../design/design-panel'));
const DesignerMenu = lazy(() => import('./designer-menu'));

function recordsText(total: number | null, loaded: number, loading: boolean, hasMore: boolean): string {
  if (total !== null) return String(total);
  if (loading && loaded === 0) return '…';
  return hasMore ? `${loaded}+` : String(loaded);
}

export function SearchViewContent({ view }: { view: SearchView }) {
  const user = useSessionUser();
  const smallScreen = useSmallScreen();
  const navigate = useNavigate();
  const design = useDesignMode(view);
  const { metacontent } = design.content;
  const [entries, setEntries] = useTextEntries();
  const [sort, setSort] = useState<SortState>(null);
  // SPEC.md §4: the reload waits 2 s after a custom filter change.
  const queriedFilters = useDebounced(metacontent.customFilters, timings.customFilterReloadMs);
  const textFilterFields = metacontent.textFilters.map((filter) => filter.field).join('\n');

  const params = useMemo(
    () =>
      buildSearchParams({
        entries,
        sort,
        customFilters: queriedFilters,
        textFilterFields: textFilterFields ? textFilterFields.split('\n') : [],
      }),
    [entries, sort, queriedFilters, textFilterFields],
  );
  const results = useSearchRows(design.metadata.endpoint, params);
  useSearchParamSync(entries, results.loading);

  const mayDesign = user.roles.includes('designer') && !smallScreen;
  const designMode = design.designMode && mayDesign;
  const viewOptions = useMyViewOptions(designMode);

  const columns = useMemo(
    () => visibleColumns(metacontent.columns, smallScreen),
    [metacontent.columns, smallScreen],
  );
  const setCustomFilters = (customFilters: CustomFilter[]) =>
    design.setContent((content) => ({ ...content, metacontent: { ...content.metacontent, customFilters } }));

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

  return (
    <div className={classes.page}>
      <SearchHeader
        title={metacontent.title}
        records={recordsText(results.total, results.rows.length, results.loading, results.hasMore)}
        actions={
          mayDesign && (
            <Suspense fallback={null}>
              <DesignerMenu
                designMode={designMode}
                saving={design.saving}
                onDesignMode={design.startDesign}
                onSaveAndExit={design.saveAndExit}
              />
            </Suspense>
          )
        }
      />
      {designMode && (
        <Suspense fallback={null}>
          <DesignPanel
            content={design.content}
            onChange={design.setContent}
            rows={results.rows}
            viewOptions={viewOptions.data ?? []}
            dirty={design.dirty}
            saving={design.saving}
            onSaveAndExit={design.saveAndExit}
            onDiscardAndExit={design.discardAndExit}
          />
        </Suspense>
      )}
      <TextFilterBar
        options={metacontent.textFilters}
        entries={entries}
        loading={results.loading}
        onChange={setEntries}
      />
      <CustomFilterBar filters={metacontent.customFilters} onChange={setCustomFilters} />
      <ResultsTable
        title={metacontent.title}
        columns={columns}
        rows={results.rows}
        total={results.total}
        loading={results.loading}
        hasMore={results.hasMore}
        failed={results.error !== null}
        sort={sort}
        designMode={designMode}
        onSort={(field) => setSort((current) => nextSort(current, field))}
        onLoadMore={results.loadMore}
        onRetry={results.retry}
        onNavigate={onNavigate}
      />
    </div>
  );
}
