import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { registerLeaveAsker } from '../../lib/leave-confirmation';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/**
 * While there are unsaved design edits, leaving the page asks first: a link or the back button
 * inside the app opens the question, logging out too, and closing or reloading the tab gets the
 * browser's own.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  // Set once the user chose to leave, so the navigation that follows is not asked about again.
  const leaving = useRef(false);
  // A change of the query alone (the search page keeps its filters there) does not leave the page.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const [pending, setPending] = useState<((leave: boolean) => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unregister = registerLeaveAsker(
      () =>
        new Promise<boolean>((resolve) => {
          setPending(() => (leave: boolean) => {
            leaving.current = leave;
            setPending(null);
            resolve(leave);
          });
        }),
    );
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      unregister();
    };
  }, [dirty]);

  return (
    <UnsavedChangesDialog
      opened={blocker.state === 'blocked' || pending !== null}
      onKeepEditing={() => (pending ? pending(false) : blocker.reset?.())}
      onDiscard={() => (pending ? pending(true) : blocker.proceed?.())}
    />
  );
}
