import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A sentinel at the bottom of a scrolling list (search pages, list panels): `onReach` runs while it
 * is within `marginPx` below the visible part and more can be loaded.
 *
 * An IntersectionObserver reports only changes. When a page arrives just as the person reaches the
 * new bottom, the sentinel never seemed to leave the view and nothing more would be asked for; so a
 * fresh observer is made for each page (it reports where the sentinel is now), and every report is
 * acted on, a repeated "in view" included. Positions are measured only then, never per scrolled frame.
 */
export function useBottomSentinel<Sentinel extends HTMLElement>(
  root: RefObject<HTMLElement | null>,
  {
    canLoad,
    onReach,
    rowCount,
    marginPx,
  }: { canLoad: boolean; onReach: () => void; rowCount: number; marginPx: number },
) {
  const sentinel = useRef<Sentinel>(null);
  const [report, setReport] = useState({ inView: false, count: 0 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowCount asks a new observer where the sentinel is after each page
  useEffect(() => {
    if (!sentinel.current || !root.current) return;
    // Entries arrive oldest first; when several come together only the newest tells the truth.
    const observer = new IntersectionObserver(
      (entries) =>
        setReport((previous) => ({
          inView: entries[entries.length - 1].isIntersecting,
          count: previous.count + 1,
        })),
      { root: root.current, rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [root, marginPx, rowCount]);

  useEffect(() => {
    if (!report.inView || !canLoad || !sentinel.current || !root.current) return;
    // A report may predate the rows drawn since, so the position is measured again first.
    const near =
      sentinel.current.getBoundingClientRect().top <= root.current.getBoundingClientRect().bottom + marginPx;
    if (near) onReach();
  }, [report, canLoad, onReach, root, marginPx]);
  return sentinel;
}
