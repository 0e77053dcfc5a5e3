import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/** The selected tab of a tab list (Radix triggers and link tabs both say so through aria-selected). */
const SELECTED = '[role="tab"][aria-selected="true"]';

/** Room left beside a tab brought into view, so the fade at the list's edge does not cover it. */
const EDGE_ROOM_PX = 24;

/** Scrolls the list sideways, and only the list (never the page), so that the selected tab shows. */
function showSelected(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>(SELECTED);
  if (!tab || list.scrollWidth <= list.clientWidth) return;
  const seen = list.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  if (rect.left < seen.left) list.scrollLeft -= seen.left - rect.left + EDGE_ROOM_PX;
  else if (rect.right > seen.right) list.scrollLeft += rect.right - seen.right + EDGE_ROOM_PX;
}

/** Marks the sides where tabs lie out of sight (`data-more-start`, `data-more-end`), which fade. */
function markOverflow(list: HTMLElement) {
  const start = list.scrollLeft > 1;
  const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  list.toggleAttribute('data-more-start', start);
  list.toggleAttribute('data-more-end', end);
}

/**
 * A row of tabs wider than its screen (a phone): the selected tab scrolls into view when the list
 * mounts and whenever the selection changes, and each side with tabs out of sight fades, so the row
 * says it scrolls.
 */
export function useTabListScroll(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      showSelected(list);
      markOverflow(list);
    };
    update();
    const onScroll = () => markOverflow(list);
    list.addEventListener('scroll', onScroll, { passive: true });
    // The selection changes on the tabs' own attributes (a route change re-renders them, not the list).
    const selection = new MutationObserver(update);
    selection.observe(list, { subtree: true, attributeFilter: ['aria-selected'] });
    const size = new ResizeObserver(update);
    size.observe(list);
    return () => {
      list.removeEventListener('scroll', onScroll);
      selection.disconnect();
      size.disconnect();
    };
  }, [ref]);
}
