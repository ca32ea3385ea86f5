import { type RefObject, useEffect, useRef } from 'react';

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
  const position = useRef(0);
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
    position.current = target;
    restoreTo.current = 0;
  }, [scroller, contentHeight]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const remember = () => {
      position.current = element.scrollTop;
    };
    element.addEventListener('scroll', remember, { passive: true });
    return () => {
      element.removeEventListener('scroll', remember);
      storage()?.setItem(storageKey(address), String(Math.round(position.current)));
    };
  }, [scroller, address]);
}
