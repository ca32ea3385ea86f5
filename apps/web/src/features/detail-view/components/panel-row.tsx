import { messages } from '@portal/contracts';
import { useRef } from 'react';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useDetailPage } from '../hooks/detail-page-context';
import { useElementHeight } from '../hooks/use-element-height';
import { useRowScrolling } from '../hooks/use-row-scrolling';
import { BasicPanel } from './basic-panel';
import classes from './detail-view.module.css';
import { ListPanel } from './list-panel';

/** The row of panels: scrolls sideways (wheel, drag) on wide screens, stacks on small ones. */
export function PanelRow() {
  const { content } = useDetailPage();
  const smallScreen = useSmallScreen();
  const row = useRef<HTMLElement>(null);
  const height = useElementHeight(row);
  useRowScrolling(row, !smallScreen);
  const { panels } = content.metacontent;
  return (
    <section
      ref={row}
      className={classes.row}
      aria-label={messages.detailPanelRow}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling row must be reachable by keyboard
      tabIndex={0}
    >
      {panels.length === 0 && <p>{messages.detailNoPanels}</p>}
      {panels.map((panel, index) =>
        panel.type === 'basic' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: panels have no identity but their place
          <BasicPanel key={index} index={index} panel={panel} availableHeight={height} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ListPanel key={index} index={index} panel={panel} />
        ),
      )}
    </section>
  );
}
