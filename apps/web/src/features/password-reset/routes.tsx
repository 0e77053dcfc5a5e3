import type { RouteObject } from 'react-router-dom';

/** The password-reset pages, lazily loaded; app/routes.tsx places them under their layout. */
export const passwordResetRoutes: RouteObject[] = [];
