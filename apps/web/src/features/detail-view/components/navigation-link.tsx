import type { Navigation } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useFollowNavigation } from '../hooks/use-follow-navigation';
import { hrefOf, type ReadValue } from '../utils/build-navigation';
import { DeletedDestination, useLeadsToDeletedPage } from './deleted-destination';
import classes from './panels.module.css';

interface NavigationLinkProps {
  navigation: Navigation | undefined;
  readValue: ReadValue;
  children: ReactNode;
}

/**
 * An underlined link when the navigation can lead somewhere; plain text (inert) when a value is
 * missing, and marked 'This page was deleted' when its page is gone.
 */
export function NavigationLink({ navigation, readValue, children }: NavigationLinkProps) {
  const follow = useFollowNavigation();
  const deleted = useLeadsToDeletedPage(navigation);
  const href = hrefOf(navigation, readValue);
  if (deleted) return <DeletedDestination>{children}</DeletedDestination>;
  if (!navigation || !href) return <>{children}</>;
  return (
    <a className={classes.link} href={href} onClick={(event) => follow(event, navigation, readValue, href)}>
      {children}
    </a>
  );
}
