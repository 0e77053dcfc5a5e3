import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The rows in view (plus `overscan` on each side), as indices from `first` to `last` inclusive. */
export interface RowWindow {
  first: number;
  last: number;
}

const sameWindow = (a: RowWindow, b: RowWindow) => a.first === b.first && a.last === b.last;

/**
 * The rows that meet a viewport `height` tall whose top is `top` px into the rows (negative while
 * the header above them is in view), widened by `overscan` rows and clamped to `count`.
 */
export function rowWindowAt(top: number, height: number, rowHeight: number, count: number, overscan: number) {
  return {
    first: Math.max(0, Math.floor(top / rowHeight) - overscan),
    last: Math.min(count - 1, Math.ceil((top + height) / rowHeight) - 1 + overscan),
  };
}

/**
 * Virtual scrolling for rows of one fixed height (spec §9: 60 in the network table). Every row's
 * place is `index × rowHeight`, so the window is two divisions on each scroll or resize: no
 * measuring, no per-row objects. Read before the first paint (a layout effect), so the first frame
 * already holds exactly the rows in view; on a scroll, rendered before the frame that shows it.
 */
export function useRowWindow(
  bodyRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 2,
): RowWindow {
  const [range, setRange] = useState<RowWindow>({ first: 0, last: -1 });

  useLayoutEffect(() => {
    const body = bodyRef.current;
    // Found from the body: on mount React attaches a parent's ref only after its children's effects.
    const scroller = body?.closest<HTMLElement>('[data-scroller]');
    if (!body || !scroller) return;
    const update = () => {
      // The body starts below the sticky header: rows begin at its offset within the scroller.
      const top = scroller.scrollTop - body.offsetTop;
      const next = rowWindowAt(top, scroller.clientHeight, rowHeight, count, overscan);
      setRange((current) => (sameWindow(current, next) ? current : next));
    };
    update();
    // React queues an update from a scroll listener or a resize observer as a task, after the frame
    // that paints the scroll or the new size: that frame would show the spacer where the new rows
    // belong. Rendered at once, they are in it.
    const updateNow = () => flushSync(update);
    scroller.addEventListener('scroll', updateNow, { passive: true });
    const resize = new ResizeObserver(updateNow);
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', updateNow);
      resize.disconnect();
    };
  }, [bodyRef, count, rowHeight, overscan]);

  return range.last >= count ? { first: range.first, last: count - 1 } : range;
}
