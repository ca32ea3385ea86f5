import '../../../components/design/design-styles';
import './detail-design-styles';
import { Button } from '@mantine/core';
import { messages } from '@portal/contracts';
import { DesignToolbar } from '../../../components/design/design-toolbar';
import { LeaveGuard } from '../../../components/design/leave-guard';
import { useDetailPage } from '../hooks/detail-page-context';
import type { DesignDialog } from '../hooks/use-detail-page-state';
import { DesignDialogs } from './design-dialogs';

const buttons: Array<[Exclude<DesignDialog, null | { panel: number }>, string]> = [
  ['title', messages.detailEditTitleAndName],
  ['contextual', messages.detailEditContextual],
  ['dataSources', messages.detailDataSources],
  ['panels', messages.detailPanels],
];

/**
 * Design mode on a detail page: the bar of dialogs with the unsaved state and the ways out, the
 * question before leaving with unsaved edits, and the open dialog. A chunk of its own.
 */
export default function DetailDesign() {
  const page = useDetailPage();
  return (
    <>
      <DesignToolbar
        dirty={page.dirty}
        saving={page.saving}
        onSaveAndExit={page.saveAndExit}
        onDiscardAndExit={page.discardAndExit}
      >
        {buttons.map(([dialog, label]) => (
          <Button key={dialog} size="xs" variant="default" onClick={() => page.openDialog(dialog)}>
            {label}
          </Button>
        ))}
      </DesignToolbar>
      <LeaveGuard dirty={page.dirty} />
      <DesignDialogs />
    </>
  );
}
