import { type RefObject, useEffect } from 'react';
import { wheelStepPx } from '../utils/detail-layout';

/** Whether an element between the target and the row would scroll vertically in this direction itself. */
function innerScrollTakes(target: EventTarget | null, row: HTMLElement, deltaY: number): boolean {
  let element = target instanceof Element ? target : null;
  while (element && element !== row) {
    if (element instanceof HTMLElement && element.scrollHeight > element.clientHeight) {
      const overflow = getComputedStyle(element).overflowY;
      if (overflow === 'auto' || overflow === 'scroll') {
        const atTop = element.scrollTop <= 0;
        const atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
        if ((deltaY < 0 && !atTop) || (deltaY > 0 && !atBottom)) return true;
      }
    }
    element = element.parentElement;
  }
  return false;
}

const interactive = 'a, button, input, select, textarea, label, [role="button"]';
const dragThresholdPx = 4;

/**
 * SPEC.md: the row of panels scrolls sideways on the wheel, 30 px a step, unless the screen is small
 * or a list under the pointer is scrolling; it can also be dragged to pan.
 */
export function useRowScrolling(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const row = ref.current;
    if (!row || !enabled) return;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || Math.abs(event.deltaX) >= Math.abs(event.deltaY)) return;
      if (row.scrollWidth <= row.clientWidth || innerScrollTakes(event.target, row, event.deltaY)) return;
      event.preventDefault();
      row.scrollLeft += Math.sign(event.deltaY) * wheelStepPx;
    };

    let drag: { x: number; scrollLeft: number; moved: boolean; pointerId: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest(interactive)) return;
      drag = { x: event.clientX, scrollLeft: row.scrollLeft, moved: false, pointerId: event.pointerId };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const dx = event.clientX - drag.x;
      if (!drag.moved && Math.abs(dx) < dragThresholdPx) return;
      if (!drag.moved) {
        drag.moved = true;
        row.setPointerCapture(event.pointerId);
        row.dataset.dragging = '';
      }
      row.scrollLeft = drag.scrollLeft - dx;
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      if (drag.moved) {
        delete row.dataset.dragging;
        if (row.hasPointerCapture(event.pointerId)) row.releasePointerCapture(event.pointerId);
      }
      drag = null;
    };

    row.addEventListener('wheel', onWheel, { passive: false });
    row.addEventListener('pointerdown', onPointerDown);
    row.addEventListener('pointermove', onPointerMove);
    row.addEventListener('pointerup', onPointerUp);
    row.addEventListener('pointercancel', onPointerUp);
    return () => {
      row.removeEventListener('wheel', onWheel);
      row.removeEventListener('pointerdown', onPointerDown);
      row.removeEventListener('pointermove', onPointerMove);
      row.removeEventListener('pointerup', onPointerUp);
      row.removeEventListener('pointercancel', onPointerUp);
    };
  }, [ref, enabled]);
}
