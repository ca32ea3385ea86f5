import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/**
 * While there are unsaved design edits, leaving the page asks first: a link or the back button
 * inside the app opens the question, closing or reloading the tab gets the browser's own.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  // A change of the query alone (the search page keeps its filters there) does not leave the page.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <UnsavedChangesDialog
      opened={blocker.state === 'blocked'}
      onKeepEditing={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
