import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const storageKey = (address: string) => `portal.scroll:${address}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Remembers how far the table was scrolled on this address, and scrolls back there when the page is
 * returned to (Back from a detail page: `returning`) as soon as the loaded rows reach that far.
 */
export function useScrollMemory(
  scroller: RefObject<HTMLElement | null>,
  address: string,
  returning: boolean,
  contentHeight: number,
) {
  const restoreTo = useRef<number | null>(null);
  if (restoreTo.current === null) {
    restoreTo.current = returning ? Number(storage()?.getItem(storageKey(address)) ?? 0) || 0 : 0;
  }

  // Restored once, when the rows (from the cache, at once) let the table scroll that far.
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentHeight re-checks after each page
  useEffect(() => {
    const element = scroller.current;
    const target = restoreTo.current;
    if (!element || !target || element.scrollHeight - element.clientHeight < target) return;
    element.scrollTop = target;
    restoreTo.current = 0;
  }, [scroller, contentHeight]);

  // Read once, as the page is left: a layout effect's cleanup runs while the table is still in the
  // document. Reading the position on every scroll would force a layout in each frame.
  useLayoutEffect(() => {
    const element = scroller.current;
    return () => {
      if (element) storage()?.setItem(storageKey(address), String(Math.round(element.scrollTop)));
    };
  }, [scroller, address]);
}
