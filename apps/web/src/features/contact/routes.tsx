import type { RouteObject } from 'react-router-dom';

/** The contact pages, lazily loaded; app/routes.tsx places them under their layout. */
export const contactRoutes: RouteObject[] = [];

/** The master's inbox of contact-form messages, under the signed-in layout. */
export const contactInboxRoutes: RouteObject[] = [];
