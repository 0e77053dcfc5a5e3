import type { RouteObject } from 'react-router-dom';

/** The signup pages, lazily loaded; app/routes.tsx places them under their layout. */
export const signupRoutes: RouteObject[] = [];
