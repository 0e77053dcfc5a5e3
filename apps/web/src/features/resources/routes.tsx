import type { RouteObject } from 'react-router-dom';

/** The resources pages, lazily loaded; app/routes.tsx places them under their layout. */
export const resourceRoutes: RouteObject[] = [];
