import { type RefObject, useCallback, useEffect, useState } from 'react';

export type PanelRowPosition = {
  /** The row is wider than its room: part of it is out of sight. */
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
  /** 1-based numbers of the first and last panel at least partly in sight, and how many there are. */
  first: number;
  last: number;
  total: number;
};

const hidden: PanelRowPosition = {
  overflows: false,
  atStart: true,
  atEnd: true,
  first: 0,
  last: 0,
  total: 0,
};
const edgePx = 2;

/** The row's panels: its element children (a designer's sortable wrappers included), not its hint text. */
const panelsOf = (row: HTMLElement) =>
  Array.from(row.children).filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.tagName !== 'P',
  );

function measure(row: HTMLElement): PanelRowPosition {
  const panels = panelsOf(row);
  const { scrollLeft, clientWidth, scrollWidth } = row;
  if (panels.length === 0 || scrollWidth <= clientWidth + edgePx) return hidden;
  const right = scrollLeft + clientWidth;
  const firstIndex = panels.findIndex((panel) => panel.offsetLeft + panel.offsetWidth > scrollLeft + edgePx);
  const lastIndex = panels.findLastIndex((panel) => panel.offsetLeft < right - edgePx);
  return {
    overflows: true,
    atStart: scrollLeft <= edgePx,
    atEnd: right >= scrollWidth - edgePx,
    first: firstIndex + 1,
    last: lastIndex + 1,
    total: panels.length,
  };
}

const smooth = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Where the sideways row of panels stands, and moves by one panel: the next panel's start comes to
 * the left edge, but never more than most of the room at once, so a very wide panel is read in steps.
 */
export function usePanelRowPosition(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [position, setPosition] = useState<PanelRowPosition>(hidden);

  useEffect(() => {
    const row = ref.current;
    if (!row || !enabled) {
      setPosition(hidden);
      return;
    }
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setPosition((current) => {
          const next = measure(row);
          const same = (Object.keys(next) as (keyof PanelRowPosition)[]).every(
            (key) => next[key] === current[key],
          );
          return same ? current : next;
        }),
      );
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    // Panels arrive, fill and change width after their data loads.
    const resize = new ResizeObserver(update);
    resize.observe(row);
    const children = new MutationObserver(() => {
      for (const panel of panelsOf(row)) resize.observe(panel);
      update();
    });
    children.observe(row, { childList: true });
    for (const panel of panelsOf(row)) resize.observe(panel);
    return () => {
      cancelAnimationFrame(frame);
      row.removeEventListener('scroll', update);
      resize.disconnect();
      children.disconnect();
    };
  }, [ref, enabled]);

  const step = useCallback(
    (direction: 1 | -1) => {
      const row = ref.current;
      if (!row) return;
      const { scrollLeft, clientWidth } = row;
      const most = Math.max(clientWidth * 0.9, 1);
      const starts = panelsOf(row).map((panel) => panel.offsetLeft);
      const target =
        direction === 1
          ? Math.min(
              starts.find((start) => start > scrollLeft + edgePx) ?? row.scrollWidth,
              scrollLeft + most,
            )
          : Math.max(starts.findLast((start) => start < scrollLeft - edgePx) ?? 0, scrollLeft - most);
      row.scrollTo({ left: target, behavior: smooth() });
    },
    [ref],
  );

  const toEnd = useCallback(
    (end: 'start' | 'end') => {
      const row = ref.current;
      row?.scrollTo({ left: end === 'start' ? 0 : row.scrollWidth, behavior: smooth() });
    },
    [ref],
  );

  return { position, step, toEnd };
}
