import type { RouteObject } from 'react-router-dom';

/** The terms pages, lazily loaded; app/routes.tsx places them under their layout. */
export const termsRoutes: RouteObject[] = [];
