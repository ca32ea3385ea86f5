import { useState } from 'react';
import { useDetailPage } from '../hooks/detail-page-context';
import { EditDataSourcesDialog } from './data-sources/edit-data-sources-dialog';
import { EditContextualDialog } from './edit-contextual-dialog';
import { EditTitleDialog } from './edit-title-dialog';
import { CreatePanelsDialog } from './panels/create-panels-dialog';
import { EditBasicPanelDialog } from './panels/edit-basic-panel-dialog';
import { EditListPanelDialog } from './panels/edit-list-panel-dialog';

/** What every design dialog is given: Done keeps its edits, Cancel puts back the view as it was. */
export type DesignDialogProps = { onDone: () => void; onCancel: () => void };

/** The open design dialog; each one opens fresh and can undo exactly what it changed. */
export function DesignDialogs() {
  const page = useDetailPage();
  const { dialog } = page;
  const key = dialog === null ? null : typeof dialog === 'string' ? dialog : `panel-${dialog.panel}`;
  // The view as it was when this dialog opened: what Cancel puts back.
  const [session, setSession] = useState({ key, before: page.content });
  if (session.key !== key) setSession({ key, before: page.content });

  const props: DesignDialogProps = {
    onDone: () => page.openDialog(null),
    onCancel: () => {
      page.setContent(session.before);
      page.openDialog(null);
    },
  };
  if (dialog === 'title') return <EditTitleDialog {...props} />;
  if (dialog === 'contextual') return <EditContextualDialog {...props} />;
  if (dialog === 'dataSources') return <EditDataSourcesDialog {...props} />;
  if (dialog === 'panels') return <CreatePanelsDialog {...props} />;
  if (dialog !== null) {
    const panel = page.content.metacontent.panels[dialog.panel];
    if (panel?.type === 'basic') return <EditBasicPanelDialog {...props} index={dialog.panel} />;
    if (panel?.type === 'list') return <EditListPanelDialog {...props} index={dialog.panel} />;
  }
  return null;
}
