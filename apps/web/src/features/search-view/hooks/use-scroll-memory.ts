import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const storageKey = (address: string) => `portal.scroll:${address}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** How far the table was scrolled when the page at `address` was last left (0 when unknown). */
export function rememberedScrollTop(address: string): number {
  return Number(storage()?.getItem(storageKey(address)) ?? 0) || 0;
}

/**
 * Remembers how far the table was scrolled on this address (one history entry), and scrolls back
 * there when the page is returned to (Back from a detail page, or a reload: `returning`) as soon as
 * the loaded rows reach that far.
 */
export function useScrollMemory(
  scroller: RefObject<HTMLElement | null>,
  address: string,
  returning: boolean,
  contentHeight: number,
) {
  const restoreTo = useRef<number | null>(null);
  if (restoreTo.current === null) {
    restoreTo.current = returning ? rememberedScrollTop(address) : 0;
  }

  // Restored once, when the rows (from the cache, at once, or paged in again) let the table scroll that far.
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentHeight re-checks after each page
  useEffect(() => {
    const element = scroller.current;
    const target = restoreTo.current;
    if (!element || !target || element.scrollHeight - element.clientHeight < target) return;
    element.scrollTop = target;
    restoreTo.current = 0;
  }, [scroller, contentHeight]);

  // Read once, as the page is left: a layout effect's cleanup runs while the table is still in the
  // document; a reload or a closed tab unmounts nothing, so the page's hiding is listened to as well.
  // Reading the position on every scroll would force a layout in each frame.
  useLayoutEffect(() => {
    const element = scroller.current;
    const remember = () => {
      // A position still to be restored is the place, not the top the table shows meanwhile.
      const top = restoreTo.current || element?.scrollTop;
      if (element && top !== undefined) storage()?.setItem(storageKey(address), String(Math.round(top)));
    };
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [scroller, address]);
}
