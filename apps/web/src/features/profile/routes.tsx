import type { RouteObject } from 'react-router-dom';

/** The profile pages, lazily loaded; app/routes.tsx places them under their layout. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
];
