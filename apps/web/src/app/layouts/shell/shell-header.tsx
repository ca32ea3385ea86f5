import { Burger, Group, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { UserMenuSlot } from './user-menu-slot';

interface ShellHeaderProps {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
}

export function ShellHeader({
  mobileOpened,
  desktopOpened,
  onToggleMobile,
  onToggleDesktop,
}: ShellHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {/* One toggle per layout: the phone menu covers the page (so it shows a close mark), the desktop
            one folds the side menu away. */}
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle menu"
          aria-expanded={mobileOpened}
          aria-controls="side-menu"
        />
        <Burger
          opened={false}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label="Toggle menu"
          aria-expanded={desktopOpened}
          aria-controls="side-menu"
        />
        <UnstyledButton component={Link} to={paths.home.getHref()} aria-label="Portal home">
          <Logo />
        </UnstyledButton>
      </Group>
      <UserMenuSlot />
    </Group>
  );
}
