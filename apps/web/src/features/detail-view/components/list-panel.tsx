import { Button, Loader, VisuallyHidden } from '@mantine/core';
import { type ListPanel as ListPanelContent, listLineKeys, messages } from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ConnectPrompt } from '../../../components/connect-prompt';
import { connectionRequiredBy } from '../../../lib/api-client';
import { columnDecimals } from '../../../lib/format-value';
import { inferValueTypes } from '../../../lib/infer-value-type';
import { hideToast, showToast } from '../../../lib/toasts';
import { useBottomSentinel } from '../../../lib/use-bottom-sentinel';
import { describeDatasetError } from '../engine/dataset-state';
import { type Row, readField } from '../engine/read-field';
import { useDetailPage } from '../hooks/detail-page-context';
import { navigationDatasets, readValueFrom, useDatasets } from '../hooks/use-datasets';
import { useListRows } from '../hooks/use-list-rows';
import { listPanelPx } from '../utils/detail-layout';
import { DrilldownSheet } from './drilldown-sheet';
import { ListRow } from './list-row';
import { type PanelDrag, PanelFrame } from './panel-frame';
import classes from './panels.module.css';
import { SearchViewButton } from './search-view-button';

function recordsText(total: number | null, loaded: number, hasMore: boolean, waiting: boolean) {
  if (total !== null) return String(total);
  if (waiting) return '…';
  return hasMore ? `${loaded}+` : String(loaded);
}

/** What the server said of a failed page, if anything. */
const reasonOf = (error: unknown) => {
  const serverMessage = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof serverMessage === 'string' && serverMessage ? serverMessage : null;
};

/** SPEC.md list panel: 'Records: N', its rows page by page, the drilldown sheet and 'Go to search view'. */
export function ListPanel({
  index,
  panel,
  drag,
}: {
  index: number;
  panel: ListPanelContent;
  drag?: PanelDrag;
}) {
  const { fields } = panel;
  const lines = listLineKeys.map((key) => fields[key]?.navigation);
  const { content } = useDetailPage();
  const listFilter = content.metadata.datasets.find((dataset) => dataset.name === panel.dataset)?.params;
  const states = useDatasets([
    panel.dataset,
    ...[...lines, fields.navigationPage?.navigation].flatMap(navigationDatasets),
    ...(listFilter ? [listFilter.parentDataset] : []),
  ]);
  const list = useListRows(states[0]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reader only when a dataset it reads changes
  const readValue = useMemo(() => readValueFrom(states), states);
  // Judged from the first page once, so rows already drawn keep their form as more pages arrive.
  const firstRow = list.rows[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page decides, read when it arrives
  const valueTypes = useMemo(() => inferValueTypes(list.rows), [firstRow]);
  // A line's numbers share their decimals, decided from the rows loaded (3,344.80 beside 1,830.78).
  const decimalsKey = JSON.stringify(
    listLineKeys
      .map((key) => fields[key])
      .flatMap((line) => (line?.field && valueTypes.get(line.field) === 'number' ? [line] : []))
      .map((line) => [line.field, columnDecimals(list.rows.map((row) => readField(row, line.field))) ?? 0]),
  );
  const decimals = useMemo(() => new Map<string, number>(JSON.parse(decimalsKey)), [decimalsKey]);
  const [drilled, setDrilled] = useState<Row | null>(null);
  const scroller = useRef<HTMLUListElement>(null);
  const noLines = listLineKeys.every((key) => !fields[key]?.field);
  // Without lines no row is drawn, so the bottom is always in view: it must not page on and on.
  const canLoad = !noLines && list.hasMore && !list.loading && !list.error;
  const sentinel = useBottomSentinel<HTMLLIElement>(scroller, {
    canLoad,
    onReach: list.loadMore,
    rowCount: list.rows.length,
    marginPx: 200,
  });

  // SPEC.md §4: a failed list keeps an empty list; the failure is said once.
  // Taken back once the rows load (Try again) or the page is left.
  // A data server the person must connect to first (DESIGN.md §6d) is offered in the panel instead.
  const connectTo = connectionRequiredBy(list.error);
  useEffect(() => {
    if (!list.error || connectTo) return;
    const id = showToast(describeDatasetError(panel.dataset, list.error), 'error');
    return () => hideToast(id);
  }, [list.error, panel.dataset, connectTo]);

  const loadingFirst = (list.waiting || list.loading) && list.rows.length === 0;
  // A list that could not be loaded is not an empty one: it says so, with 'Try again', and claims no count.
  const failed = !loadingFirst && Boolean(list.error) && list.rows.length === 0;
  const empty = !loadingFirst && !failed && list.rows.length === 0;
  const searchNavigation = fields.navigationPage?.navigation;

  return (
    <PanelFrame index={index} panel={panel} width={listPanelPx} drag={drag}>
      <div className={classes.records} aria-live="polite">
        {messages.searchRecords}{' '}
        {failed ? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{messages.searchRecordsUnknown}</VisuallyHidden>
          </>
        ) : (
          recordsText(list.total, list.rows.length, list.hasMore, loadingFirst)
        )}
      </div>
      <ul ref={scroller} className={classes.list} aria-label={panel.title} aria-busy={list.loading}>
        {/* A new panel has no lines yet: say what to set rather than draw rows with nothing in them. */}
        {noLines && list.rows.length > 0 && (
          <li className={classes.listState}>{messages.detailListNoLines}</li>
        )}
        {!noLines &&
          list.rows.map((row, rowIndex) => (
            <ListRow
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity the panel knows of
              key={rowIndex}
              panel={panel}
              row={row}
              readPageValue={readValue}
              valueTypes={valueTypes}
              decimals={decimals}
              onDrillDown={setDrilled}
            />
          ))}
        {loadingFirst && (
          <li className={classes.listState} role="status" aria-label={messages.detailLoadingRecords}>
            <Loader size="sm" color="#01696A" aria-hidden="true" />
          </li>
        )}
        {empty && <li className={classes.listState}>{messages.detailNoData}</li>}
        {failed && connectTo && (
          <li className={classes.listState}>
            <ConnectPrompt server={connectTo} compact />
          </li>
        )}
        {failed && !connectTo && (
          <li className={classes.listState} data-failed>
            <span>{messages.searchLoadFailed}</span>
            {reasonOf(list.error) && <span>{reasonOf(list.error)}</span>}
            <Button size="compact-sm" variant="light" onClick={list.retry}>
              {messages.searchTryAgain}
            </Button>
          </li>
        )}
        {list.loading && list.rows.length > 0 && (
          <li className={classes.listState} role="status" aria-label={messages.detailLoadingMore}>
            <Loader size="xs" color="#01696A" aria-hidden="true" />
          </li>
        )}
        <li ref={sentinel} className={classes.sentinel} aria-hidden="true" />
      </ul>
      {searchNavigation && (
        <SearchViewButton navigation={searchNavigation} readValue={readValue} listFilter={listFilter} />
      )}
      <DrilldownSheet
        row={drilled}
        fields={panel.fields.drilldownFields}
        valueTypes={valueTypes}
        onClose={() => setDrilled(null)}
      />
    </PanelFrame>
  );
}
