import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { navigatePublic } from '../lib/public-navigation';

/**
 * A link between public pages (lib/public-navigation): a real link, so it opens in a new tab with a
 * modifier key or the middle button; a plain click goes there in place.
 */
export function PublicLink({ to, children, ...props }: AnchorProps & { to: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigatePublic(to);
  };
  return (
    <Anchor href={to} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
