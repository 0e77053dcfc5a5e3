import type { RouteObject } from 'react-router-dom';

/** The place that lists what the user bookmarked and starred. */
export const bookmarkRoutes: RouteObject[] = [
  {
    path: 'bookmarks',
    lazy: () => import('./routes/bookmarks-page').then((m) => ({ Component: m.BookmarksPage })),
  },
];
