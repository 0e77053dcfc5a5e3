import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { isCardWidth } from './cards-below';

const rootFontSize = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

/**
 * Whether a virtual table's box is narrow enough for cards. Plain tables need no script for that (a
 * container query restyles their rows), but virtual rows are placed by a fixed height a card does not
 * have: below the width the table renders plain rows instead, paged, and the container query makes
 * them cards.
 *
 * The first answer is read before the first paint (a layout effect, run after the rows' own, which
 * have already laid the page out: the read costs the desktop nothing), so a phone's first frame shows
 * cards. Later widths (a phone turned, a window resized) come from a resize observer, applied in the
 * next frame: rendering inside its report would change the box it watches and end the browser's
 * resize loop with an error.
 *
 * `box` is the scrolling area, which spans the table's content box: the width its container query
 * reads. `watch` is false for a table without virtual rows.
 */
export function useCardsInstead(box: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [cards, setCards] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!watch || !element) return;
    let current = isCardWidth(element.getBoundingClientRect().width, rootFontSize());
    setCards(current);
    const resize = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize[0]?.inlineSize;
      if (width === undefined) return;
      const next = isCardWidth(width, rootFontSize());
      if (next === current) return;
      current = next;
      setCards(next);
    });
    resize.observe(element);
    return () => resize.disconnect();
  }, [box, watch]);

  return watch && cards;
}
