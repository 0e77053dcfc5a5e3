import type { RouteObject } from 'react-router-dom';

/** The notifications pages, lazily loaded; app/routes.tsx places them under their layout. */
export const notificationRoutes: RouteObject[] = [
  {
    path: 'notification',
    lazy: () => import('./routes/notification-page').then((m) => ({ Component: m.NotificationPage })),
  },
];
