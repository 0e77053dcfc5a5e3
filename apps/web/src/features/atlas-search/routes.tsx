import { Navigate, type RouteObject } from 'react-router-dom';

/** The vocabulary search and the concept viewer (spec §2 /atlas/search, §7 Concept viewer). */
export const atlasSearchRoutes: RouteObject[] = [
  { path: 'atlas', element: <Navigate to="search" replace /> },
  {
    path: 'atlas/search',
    lazy: () => import('./routes/search-page').then((m) => ({ Component: m.SearchPage })),
  },
  {
    path: 'atlas/concepts/:conceptId',
    lazy: () => import('./routes/concept-page').then((m) => ({ Component: m.ConceptPage })),
  },
];
