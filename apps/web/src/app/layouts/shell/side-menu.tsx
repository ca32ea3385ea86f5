import { AppShell, NavLink, Text } from '@mantine/core';
import { Eye, Files, House, PencilRuler, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { useIsEmbedded } from '../../../lib/use-embedding';

interface MenuLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
}

function MenuLink({ to, label, icon, active }: MenuLinkProps) {
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

export function SideMenu() {
  const { abilities } = useSessionUser();
  const embedded = useIsEmbedded();
  const { pathname } = useLocation();
  const isUnder = (path: string) => pathname === path || pathname.startsWith(`${path}/`);

  return (
    <>
      <AppShell.Section grow>
        <MenuLink
          to={paths.home.getHref()}
          label="Home"
          icon={<House size={18} aria-hidden="true" />}
          active={isUnder(paths.home.path)}
        />
        <MenuLink
          to={paths.home.getHref()}
          label="Watchlist"
          icon={<Eye size={18} aria-hidden="true" />}
          active={false}
        />
        {abilities.openDesignerScreens && (
          <MenuLink
            to={paths.designer.getHref()}
            label="Designer"
            icon={<PencilRuler size={18} aria-hidden="true" />}
            active={isUnder(paths.designer.path) && !isUnder(paths.pages.path)}
          />
        )}
        {abilities.openDesignerScreens && (
          <MenuLink
            to={paths.pages.getHref()}
            label="Pages"
            icon={<Files size={18} aria-hidden="true" />}
            active={isUnder(paths.pages.path)}
          />
        )}
        {abilities.openAdminScreens && (
          <MenuLink
            to={paths.admin.getHref()}
            label="Admin"
            icon={<ShieldCheck size={18} aria-hidden="true" />}
            active={isUnder(paths.admin.path)}
          />
        )}
      </AppShell.Section>
      {!embedded && (
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Logo />
          <Text size="xs" c="dimmed" mt={4}>
            Data pages for your team
          </Text>
        </AppShell.Section>
      )}
    </>
  );
}
