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
    // The host renders one container per position into a portal after the first paint.
    const attach = () => {
      for (const root of document.querySelectorAll(rootSelector)) {
        if (observed.has(root)) continue;
        observed.add(root);
        resize.observe(root);
      }
    };
    const mutation = new MutationObserver(attach);
    mutation.observe(document.body, { childList: true });
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
