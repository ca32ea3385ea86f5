import './detail-styles';
import type { DetailView } from '@portal/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { ConnectPrompt } from '../../../components/connect-prompt';
import { useSessionUser } from '../../../lib/session';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { opensWithoutRecord } from '../design/sample-record/sample-record';
import type { PageVars } from '../engine/resolve-request';
import { DetailPageContext } from '../hooks/detail-page-context';
import { useDatasetErrorToasts } from '../hooks/use-dataset-error-toasts';
import { useEngineSnapshot } from '../hooks/use-datasets';
import { useDetailPageState } from '../hooks/use-detail-page-state';
import { DataStoreDialog } from './data-store-dialog';
import { DetailHeader } from './detail-header';
import classes from './detail-view.module.css';
import { DetailsView } from './details-view';
import { PanelRow } from './panel-row';
import { RecordNotFound } from './record-not-found';

// Plain users never design, so design mode (its bar and dialogs) is a chunk of its own.
const DetailDesign = lazy(() => import('../design/detail-design'));
const SampleRecordBar = lazy(() => import('../design/sample-record/sample-record-bar'));

/** Says once when a dataset fails; a component of its own, so only it follows every answer. */
function DatasetErrorToasts() {
  useDatasetErrorToasts(useEngineSnapshot());
  return null;
}

/** A detail page (SPEC.md Detail view): the header, then the row of panels or the Details view. */
export function DetailPage({ view, vars }: { view: DetailView; vars: PageVars }) {
  const page = useDetailPageState(view, vars);
  const user = useSessionUser();
  const smallScreen = useSmallScreen();
  const mayDesign = user.abilities.designPages && !smallScreen;
  // A designer who opens the page without a record designs it on a sample one.
  const onSample = mayDesign && opensWithoutRecord(page.content.metadata, vars);
  let body: ReactNode = <PanelRow />;
  if (page.connectTo) body = <ConnectPrompt server={page.connectTo} />;
  else if (page.recordNotFound && onSample && !page.sample) body = null;
  else if (page.recordNotFound) body = <RecordNotFound mayRepair={mayDesign} />;
  else if (page.mode === 'details') body = <DetailsView />;
  return (
    <DetailPageContext value={page}>
      <div className={classes.page}>
        <DatasetErrorToasts />
        <DetailHeader />
        {page.designMode && (
          <Suspense fallback={null}>
            <DetailDesign />
          </Suspense>
        )}
        {onSample && (
          <Suspense fallback={null}>
            <SampleRecordBar />
          </Suspense>
        )}
        {body}
        {page.dataStoreOpen && <DataStoreDialog onClose={() => page.setDataStoreOpen(false)} />}
      </div>
    </DetailPageContext>
  );
}
