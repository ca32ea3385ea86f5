import { VisuallyHidden } from '@mantine/core';
import { messages, type Navigation } from '@portal/contracts';
import { Unlink } from 'lucide-react';
import { type ReactNode, useContext } from 'react';
import { DetailPageContext } from '../hooks/detail-page-context';
import classes from './panels.module.css';

/**
 * Whether a navigation leads to a page deleted since it was saved (DESIGN.md §7c): the view's read
 * names such pages, so the link shows inert instead of opening 'View not found'.
 */
export function useLeadsToDeletedPage(navigation: Navigation | undefined): boolean {
  const page = useContext(DetailPageContext);
  const deleted = page?.saved.deletedDestinations;
  return Boolean(navigation && deleted?.includes(navigation.destination));
}

/** A link's text whose page was deleted: plain text, with a mark and the reason for every reader. */
export function DeletedDestination({ children }: { children: ReactNode }) {
  return (
    <span className={classes.deletedLink} title={messages.destinationDeleted}>
      {children}
      <Unlink size={12} aria-hidden="true" className={classes.deletedMark} />
      <VisuallyHidden> ({messages.destinationDeleted})</VisuallyHidden>
    </span>
  );
}
