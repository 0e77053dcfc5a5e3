import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { contactRoutes } from '../features/contact/routes';
import { passwordResetRoutes } from '../features/password-reset/routes';
import { signupRoutes } from '../features/signup/routes';
import { termsRoutes } from '../features/terms/routes';
import { publicOnlyLoader, signedInOnlyLoader } from './guards';

/** The signed-in layout's route, under which the areas of area-routes.tsx are patched in. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

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
          ...signupRoutes,
          ...passwordResetRoutes,
          ...termsRoutes,
          ...contactRoutes,
        ],
      },
      {
        // The other signed-in areas are patched in here on the first navigation to them (router.tsx).
        id: SIGNED_IN_ROUTE_ID,
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
