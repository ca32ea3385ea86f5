import { type DetailPanel, messages } from '@portal/contracts';
import { type KeyboardEvent, lazy, Suspense, useId, useRef } from 'react';
import { renderedEnvironment } from '../../../lib/render-environment';
import { useSessionUser } from '../../../lib/session';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useDetailPage } from '../hooks/detail-page-context';
import { useElementHeight } from '../hooks/use-element-height';
import { usePanelRowPosition } from '../hooks/use-panel-row-position';
import { useRowScrolling } from '../hooks/use-row-scrolling';
import { BasicPanel } from './basic-panel';
import classes from './detail-view.module.css';
import { ListPanel } from './list-panel';
import type { PanelDrag } from './panel-frame';
import { PanelRowNav } from './panel-row-nav';

/**
 * What the row's height will be, for a render before it can be measured (the server's, and the
 * browser's that hydrates it): the window's height the page was rendered for, less the shell's header
 * and the page's own (detail-view.module.css); 0 when the browser renders alone and measures at once.
 */
const estimatedRowHeight = () => Math.max(0, (renderedEnvironment()?.viewHeight ?? 0) - 175);

// Only designers move panels, so the drag and drop code is a chunk of its own.
const SortablePanels = lazy(() => import('../design/sortable-panels'));

/**
 * The row of panels: on wide screens it scrolls sideways (wheel, drag, touch, its scrollbar, the
 * buttons above it, and arrow keys, Home and End once focused); on small ones the panels stack.
 */
export function PanelRow() {
  const { content, designMode, setContent } = useDetailPage();
  const smallScreen = useSmallScreen();
  const row = useRef<HTMLElement>(null);
  const rowId = useId();
  const height = useElementHeight(row, estimatedRowHeight());
  useRowScrolling(row, !smallScreen);
  const { position, step, toEnd } = usePanelRowPosition(row, !smallScreen);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only the row itself: keys inside a panel (a list, a link) keep their own meaning.
    if (event.target !== event.currentTarget || smallScreen) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      Home: () => toEnd('start'),
      End: () => toEnd('end'),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
  const { panels } = content.metacontent;
  // A designer is told where panels are added; a plain user only that there are none.
  const mayDesign = useSessionUser().abilities.designPages && !smallScreen;
  const noPanelsHint = designMode
    ? messages.detailNoPanelsInDesign
    : mayDesign
      ? messages.detailNoPanelsForDesigner
      : null;
  return (
    <>
      {position.overflows && <PanelRowNav rowId={rowId} position={position} onStep={step} />}
      <section
        ref={row}
        id={rowId}
        className={classes.row}
        aria-label={messages.detailPanelRow}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling row must be reachable by keyboard
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {panels.length === 0 && (
          <p>
            {messages.detailNoPanels}
            {noPanelsHint && ` ${noPanelsHint}`}
          </p>
        )}
        {designMode ? (
          <Suspense fallback={panels.map((panel, index) => renderPanel(panel, index, height))}>
            <SortablePanels
              panels={panels}
              render={(panel, index, drag) => renderPanel(panel, index, height, drag)}
              onReorder={(next) =>
                setContent((current) => ({
                  ...current,
                  metacontent: { ...current.metacontent, panels: next },
                }))
              }
            />
          </Suspense>
        ) : (
          panels.map((panel, index) => renderPanel(panel, index, height))
        )}
      </section>
    </>
  );
}

function renderPanel(panel: DetailPanel, index: number, height: number, drag?: PanelDrag) {
  // Panels have no identity but their place; in design mode the sortable wrapper keys them.
  return panel.type === 'basic' ? (
    <BasicPanel key={index} index={index} panel={panel} availableHeight={height} drag={drag} />
  ) : (
    <ListPanel key={index} index={index} panel={panel} drag={drag} />
  );
}
