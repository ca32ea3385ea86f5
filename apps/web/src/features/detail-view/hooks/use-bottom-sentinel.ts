import { type RefObject, useEffect, useRef, useState } from 'react';

const marginPx = 200;

/**
 * A sentinel at the bottom of a scrolling list: `onReach` runs while it is (nearly) in view and more
 * can be loaded — also after each page, since a short page leaves it in view without a new event.
 */
export function useBottomSentinel(
  root: RefObject<HTMLElement | null>,
  canLoad: boolean,
  onReach: () => void,
  rowCount: number,
) {
  const sentinel = useRef<HTMLLIElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!sentinel.current || !root.current) return;
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries[entries.length - 1].isIntersecting),
      {
        root: root.current,
        rootMargin: `0px 0px ${marginPx}px 0px`,
      },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [root]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rowCount re-checks the position after each page
  useEffect(() => {
    if (!visible || !canLoad || !sentinel.current || !root.current) return;
    // The observer's last word may predate the new rows, so the position is measured again first.
    const near =
      sentinel.current.getBoundingClientRect().top <= root.current.getBoundingClientRect().bottom + marginPx;
    if (near) onReach();
  }, [visible, canLoad, onReach, rowCount, root]);
  return sentinel;
}
