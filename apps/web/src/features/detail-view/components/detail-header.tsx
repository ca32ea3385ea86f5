import { ActionIcon, Loader, VisuallyHidden } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Pencil } from 'lucide-react';
import { formatValue } from '../../../lib/format-value';
import { useIsEmbedded } from '../../../lib/use-embedding';
import { useDetailPage } from '../hooks/detail-page-context';
import { fieldValueOf } from '../hooks/use-dataset-value';
import { useDatasets } from '../hooks/use-datasets';
import { ContextualStrip } from './contextual-strip';
import { DatasetWarnings } from './dataset-warnings';
import { DetailMenu } from './detail-menu';
import classes from './detail-view.module.css';

/** The title (the value of the title field), the contextual strip, warnings and the menu. */
export function DetailHeader() {
  const page = useDetailPage();
  const embedded = useIsEmbedded();
  const { title } = page.content.metacontent;
  const [titleState] = useDatasets([title.dataset]);
  const shown = fieldValueOf(titleState, title.field);
  const text = shown.kind === 'value' ? formatValue(shown.value) : page.content.name;
  const heading = (
    <h1 className={classes.title} aria-busy={shown.kind === 'loading'}>
      {shown.kind === 'loading' && !page.recordNotFound ? (
        <>
          <VisuallyHidden>{page.content.name}</VisuallyHidden>
          <Loader size="sm" color="#01696A" aria-hidden="true" />
        </>
      ) : (
        text
      )}
    </h1>
  );
  // In design mode the title opens 'Edit title and name'.
  const titleBlock = page.designMode ? (
    <div className={classes.titleRow}>
      {heading}
      <ActionIcon
        variant="subtle"
        color="dark"
        aria-label={messages.detailEditTitle}
        onClick={() => page.openDialog('title')}
      >
        <Pencil size={16} aria-hidden="true" />
      </ActionIcon>
    </div>
  ) : (
    heading
  );
  // SPEC.md: in a frame the header is hidden (the title stays for screen readers).
  if (embedded) return <VisuallyHidden>{heading}</VisuallyHidden>;
  return (
    <header className={classes.header}>
      <div className={classes.heading}>
        {titleBlock}
        {!page.recordNotFound && <ContextualStrip />}
      </div>
      <div className={classes.actions}>
        <DatasetWarnings />
        <DetailMenu />
      </div>
    </header>
  );
}
