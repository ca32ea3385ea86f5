import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The element's inner height, measured before the first paint and again whenever it changes;
 * `estimate` until then (what a render without the element's layout, the server's, draws with).
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>, estimate = 0): number {
  const [height, setHeight] = useState(estimate);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.clientHeight);
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
