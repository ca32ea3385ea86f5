import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { limits, timings } from '@portal/contracts';
import { useEffect } from 'react';

const rootSelector = '.mantine-Notifications-root';

/**
 * Keeps the height of the toasts on screen in --toast-lane, so that open dialogs end above them
 * (styles/toast-lane.css) and a toast never covers a dialog's buttons.
 */
function useToastLane() {
  useEffect(() => {
    const style = document.documentElement.style;
    const observed = new Set<Element>();
    const resize = new ResizeObserver(() => {
      const height = Math.max(0, ...[...observed].map((root) => root.getBoundingClientRect().height));
      if (height > 0) style.setProperty('--toast-lane', `${Math.ceil(height) + 24}px`);
      else style.removeProperty('--toast-lane');
    });
    // The host renders one container per position into a portal after the first paint; Mantine
    // portals share one node under body, so the container may arrive anywhere below it.
    const observe = (root: Element) => {
      if (observed.has(root)) return;
      observed.add(root);
      resize.observe(root);
    };
    const attach = () => {
      for (const root of document.querySelectorAll(rootSelector)) observe(root);
    };
    const mutation = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(rootSelector)) observe(node);
          else for (const root of node.querySelectorAll(rootSelector)) observe(root);
        }
    });
    mutation.observe(document.body, { childList: true, subtree: true });
    attach();
    return () => {
      mutation.disconnect();
      resize.disconnect();
      style.removeProperty('--toast-lane');
    };
  }, []);
}

/** Toasts at the bottom (centred on a phone), at most three at once. */
export function ToastHost() {
  const phone = useMediaQuery(`(max-width: ${limits.smallScreenPx - 1}px)`) ?? false;
  useToastLane();
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'bottom-right'}
      limit={3}
      autoClose={timings.toastMs}
      transitionDuration={timings.toastFadeMs}
    />
  );
}
