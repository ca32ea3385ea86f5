import '../../styles/shell-styles';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useIsEmbedded } from '../../../lib/use-embedding';
import { ConnectionOutcomeToast } from './connection-outcome';
import { RouteNotice } from './route-notice';
import { ShellHeader } from './shell-header';
import { SideMenu } from './side-menu';

/** The signed-in frame: header (menu toggle, logo, user menu), side menu and the screen. */
export default function ShellLayout() {
  const embedded = useIsEmbedded();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const { pathname } = useLocation();

  // On a phone the menu covers the screen, so it closes once the user has picked a destination.
  useEffect(() => {
    if (pathname) mobile.close();
  }, [pathname, mobile.close]);

  return (
    <AppShell
      header={{ height: 60, collapsed: embedded }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      {!embedded && (
        <AppShell.Header>
          <ShellHeader
            mobileOpened={mobileOpened}
            desktopOpened={desktopOpened}
            onToggleMobile={mobile.toggle}
            onToggleDesktop={desktop.toggle}
          />
        </AppShell.Header>
      )}
      <AppShell.Navbar id="side-menu" aria-label="Main menu" p="sm">
        <SideMenu />
      </AppShell.Navbar>
      <AppShell.Main>
        <RouteNotice />
        <ConnectionOutcomeToast />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
