import type { RouteObject } from 'react-router-dom';

/** The announcements pages, lazily loaded; app/routes.tsx places them under their layout. */
export const announcementRoutes: RouteObject[] = [];
