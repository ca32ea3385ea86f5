import { ActionIcon, Menu } from '@mantine/core';
import { messages } from '@portal/contracts';
import { EllipsisVertical } from 'lucide-react';
import { DesignMenuItem } from '../../../components/design/design-menu-item';
import { useSessionUser } from '../../../lib/session';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useDetailPage } from '../hooks/detail-page-context';
import { useRefreshData } from '../hooks/use-refresh-data';

/**
 * SPEC.md: Designer (designers, normal size: Design Mode, Data Sources, Panels, Save & Exit), the
 * Details / Main View toggle, Edit Contextual and Data Store; 'No options available' when the
 * record was not found, except for a designer, who keeps the Designer items so a page whose data
 * fails (its server removed, its endpoint gone) can be pointed elsewhere (DESIGN.md §7c). The design items open the page's design dialogs; Edit Contextual enters
 * design mode on the way, as the bar's dialogs need it.
 */
export function DetailMenu() {
  const page = useDetailPage();
  const refresh = useRefreshData();
  const user = useSessionUser();
  const smallScreen = useSmallScreen();
  // Only a designer at normal size can save what design mode changes, so only they see its items.
  const mayDesign = user.abilities.designPages && !smallScreen;
  const editContextual = () => {
    if (!page.designMode) page.startDesign();
    page.openDialog('contextual');
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={messages.detailPageMenu}>
          <EllipsisVertical size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {page.recordNotFound && !mayDesign && <Menu.Item disabled>{messages.detailNoOptions}</Menu.Item>}
        {mayDesign && (
          <Menu.Sub position="left-start">
            <Menu.Sub.Target>
              <Menu.Sub.Item>{messages.searchDesigner}</Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              <Menu.Item onClick={page.startDesign} disabled={page.designMode}>
                {messages.searchDesignMode}
              </Menu.Item>
              <DesignMenuItem
                label={messages.detailDataSources}
                designMode={page.designMode}
                onClick={() => page.openDialog('dataSources')}
              />
              <DesignMenuItem
                label={messages.detailPanels}
                designMode={page.designMode}
                onClick={() => page.openDialog('panels')}
              />
              <DesignMenuItem
                label={messages.searchSaveAndExit}
                designMode={page.designMode}
                onClick={page.saveAndExit}
                disabled={page.saving}
              />
              <DesignMenuItem
                label={messages.refreshData}
                designMode={page.designMode}
                onClick={() => refresh.mutate()}
              />
            </Menu.Sub.Dropdown>
          </Menu.Sub>
        )}
        {!page.recordNotFound && (
          <>
            <Menu.Item onClick={() => page.setMode(page.mode === 'main' ? 'details' : 'main')}>
              {page.mode === 'main' ? messages.detailDetails : messages.detailMainView}
            </Menu.Item>
            {mayDesign && <Menu.Item onClick={editContextual}>{messages.detailEditContextual}</Menu.Item>}
            <Menu.Item onClick={() => page.setDataStoreOpen(true)}>{messages.detailDataStore}</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
