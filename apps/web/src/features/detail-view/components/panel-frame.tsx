import { ActionIcon } from '@mantine/core';
import { type DetailPanel, messages, ownValue, panelColorStyles } from '@portal/contracts';
import { Pencil } from 'lucide-react';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { useDetailPage } from '../hooks/detail-page-context';
import { panelFadeStartMs, panelFadeStepMs } from '../utils/detail-layout';
import classes from './panels.module.css';

/** What design mode adds to a panel so it can be moved: its node, its moving style and its handle. */
export type PanelDrag = {
  ref: (node: HTMLElement | null) => void;
  style: CSSProperties;
  handle: ReactNode;
  dragging: boolean;
};

interface PanelFrameProps {
  index: number;
  panel: DetailPanel;
  width: number;
  drag?: PanelDrag;
  children: ReactNode;
}

/**
 * What every panel has: its title and rule, its colours and bottom image, its turn in the fade-in,
 * and in design mode an edit button that opens the panel's design dialog.
 */
export function PanelFrame({ index, panel, width, drag, children }: PanelFrameProps) {
  const { designMode, openDialog } = useDetailPage();
  const titleId = useId();
  const colors = ownValue(panelColorStyles, panel.ui.backgroundColor) ?? panelColorStyles[''];
  const style = {
    '--panel-width': `${width}px`,
    '--panel-delay': `${index * panelFadeStepMs + panelFadeStartMs}ms`,
    ...(colors.background ? { background: colors.background, color: colors.text } : {}),
    ...drag?.style,
  } as CSSProperties;
  return (
    <article
      ref={drag?.ref}
      className={classes.panel}
      style={style}
      aria-labelledby={titleId}
      data-dragging={drag?.dragging || undefined}
      data-design={designMode || undefined}
      data-color={colors.background ? '' : undefined}
      data-type={panel.type}
    >
      <div className={classes.panelHead}>
        {designMode && drag?.handle}
        <h2 id={titleId} className={classes.panelTitle}>
          {panel.title}
        </h2>
        {designMode && (
          <ActionIcon
            variant="subtle"
            color="dark"
            // The panel's own text colour, so the button reads on every background.
            style={{ color: 'inherit' }}
            aria-label={`${messages.detailEditPanel} ${panel.title}`}
            onClick={() => openDialog({ panel: index })}
          >
            <Pencil size={16} aria-hidden="true" />
          </ActionIcon>
        )}
      </div>
      <hr className={classes.rule} />
      {children}
      {panel.ui.bottomImage && (
        <img className={classes.bottomImage} src={`/img/${panel.ui.bottomImage}`} alt="" />
      )}
    </article>
  );
}
