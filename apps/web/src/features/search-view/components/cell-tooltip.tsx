import { type RefObject, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import classes from './results-table.module.css';

/** Whether a cell's text is cut off (ends in '…'): read only when it is pointed at or focused. */
const isCut = (cell: HTMLElement) => cell.scrollWidth > cell.clientWidth + 1;

/**
 * The whole text of a cut-off cell, in one tooltip for the table: shown while the cell is hovered or
 * has the keyboard focus (the focused element is then described by it), hidden on scroll, when the
 * pointer or focus leaves, and on Escape. Drawn without React, as the rows are.
 */
export function useCellTooltip(scroller: RefObject<HTMLElement | null>) {
  const id = useId();
  const tooltip = useRef<HTMLDivElement>(null);
  const described = useRef<HTMLElement | null>(null);
  const shownFor = useRef<HTMLElement | null>(null);

  const hide = useCallback(() => {
    const element = tooltip.current;
    // Hidden again on every scrolled frame: written only when shown, as each write restyles it.
    if (element && !element.hidden) element.hidden = true;
    shownFor.current = null;
    if (described.current?.getAttribute('aria-describedby') === id)
      described.current.removeAttribute('aria-describedby');
    described.current = null;
  }, [id]);

  /** Shows the whole text of the cell holding `target` when it is cut off; `focused` is the element with the focus. */
  const show = useCallback(
    (target: EventTarget | null, focused?: HTMLElement) => {
      const element = tooltip.current;
      const cell = target instanceof Element ? target.closest<HTMLElement>('[role=cell]') : null;
      if (!element || !cell || !isCut(cell)) {
        if (!focused || shownFor.current !== cell) hide();
        return;
      }
      if (shownFor.current === cell && !element.hidden) return;
      hide();
      shownFor.current = cell;
      element.textContent = cell.textContent ?? '';
      element.hidden = false;
      const box = cell.getBoundingClientRect();
      const width = element.offsetWidth;
      const height = element.offsetHeight;
      const left = Math.max(8, Math.min(box.left, window.innerWidth - width - 8));
      // Below the cell, or above it when the window ends first.
      const below = box.bottom + 4 + height <= window.innerHeight;
      element.style.left = `${left}px`;
      element.style.top = `${below ? box.bottom + 4 : Math.max(8, box.top - 4 - height)}px`;
      if (focused) {
        focused.setAttribute('aria-describedby', id);
        described.current = focused;
      }
    },
    [hide, id],
  );

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && shownFor.current) hide();
    };
    element.addEventListener('scroll', hide, { passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('scroll', hide);
      document.removeEventListener('keydown', onKey);
    };
  }, [scroller, hide]);

  const element = useMemo(
    () => <div ref={tooltip} id={id} role="tooltip" className={classes.tooltip} hidden />,
    [id],
  );
  return { element, show, hide };
}
