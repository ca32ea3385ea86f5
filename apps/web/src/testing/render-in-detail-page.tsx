import { type DetailView, detailView, type SessionUser } from '@portal/contracts';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { PageVars } from '../features/detail-view/engine/resolve-request';
import { DetailPageContext } from '../features/detail-view/hooks/detail-page-context';
import { useDetailPageState } from '../features/detail-view/hooks/use-detail-page-state';
import { queryKeys } from '../lib/query-keys';
import { renderUi, testQueryClient } from './render-ui';

const designer = {
  uuid: '00000000-0000-4000-8000-0000000000d1',
  firstName: 'Dana',
  lastName: 'Designer',
  email: 'dana@example.com',
  roles: ['designer'],
  settings: { addons: { embed: 0 } },
  // As the server's policies answer them for a designer.
  abilities: {
    openAdminScreens: false,
    openDesignerScreens: true,
    openUserPages: false,
    designPages: true,
    listPeople: true,
    managePeople: false,
    readServers: true,
    manageServers: false,
    buildPages: true,
    readAuditLog: false,
  },
} as SessionUser;

/** A detail view as the server answers it, its defaults filled in by the shared schema. */
export function detailViewOf(view: Record<string, unknown>): DetailView {
  return detailView.parse({
    uuid: '00000000-0000-4000-8000-0000000000a1',
    type: 'detail',
    version: 1,
    ...view,
  });
}

function DetailPageState({
  view,
  vars,
  children,
}: {
  view: DetailView;
  vars: PageVars;
  children: ReactNode;
}) {
  return <DetailPageContext value={useDetailPageState(view, vars)}>{children}</DetailPageContext>;
}

/**
 * Renders a part of a detail page inside the page's own state (its datasets loaded through
 * POST /api/proxy, which the test answers with fakeApi), for a signed-in designer.
 */
export function renderInDetailPage(
  ui: ReactElement,
  { view, vars = {} }: { view: DetailView; vars?: PageVars },
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.session(), designer);
  return renderUi(
    <MemoryRouter>
      <DetailPageState view={view} vars={vars}>
        {ui}
      </DetailPageState>
    </MemoryRouter>,
    { queryClient },
  );
}
