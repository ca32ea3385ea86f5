import { lazy, Suspense, useState } from 'react';
import { useSessionUser } from '../../../lib/session';
import { UserMenuToggle } from './user-menu-toggle';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(loadUserMenu);

/**
 * The header shows only the toggle until it is first pressed: the menu's positioning code is a
 * sizeable share of what every page would otherwise download first (DESIGN.md §9, B6).
 */
export function UserMenuSlot() {
  const user = useSessionUser();
  const [requested, setRequested] = useState(false);
  const toggle = (
    <UserMenuToggle
      greeting={`Hi ${user.firstName} ${user.lastName}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadUserMenu}
      onFocus={loadUserMenu}
      onClick={() => setRequested(true)}
    />
  );
  if (!requested) return toggle;
  return (
    <Suspense fallback={toggle}>
      <UserMenu />
    </Suspense>
  );
}
