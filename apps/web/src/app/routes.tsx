import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { publicOnlyLoader, signedInOnlyLoader } from './guards';

/**
 * The routes of spec §2. Every area loads lazily, so /login ships only what it needs; the layouts
 * are lazy too. Areas that later issues build fall through to the not-found page until they exist.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        loader: publicOnlyLoader,
        lazy: () => import('./layout/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            path: 'login',
            lazy: () =>
              import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
          },
        ],
      },
      {
        loader: signedInOnlyLoader,
        lazy: () =>
          import('./layout/authenticated-layout').then((m) => ({ Component: m.AuthenticatedLayout })),
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/dashboard/routes/home-page').then((m) => ({ Component: m.HomePage })),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
