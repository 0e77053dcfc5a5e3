import { lazyComponent } from '../lazy-component';
import * as css from './star.css';

/**
 * The bookmark star with its code (the bookmarks contract and mutations, ~8 KB) in a chunk of its own:
 * a page whose first view does not depend on it keeps its own script within budget (build-size.test),
 * and the star arrives a moment later in the place kept for it.
 */
export const LazyBookmarkToggle = lazyComponent(
  () => import('./bookmark-toggle').then((m) => m.BookmarkToggle),
  <span className={css.placeholder} aria-hidden="true" />,
);
