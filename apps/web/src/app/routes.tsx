import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { announcementRoutes } from '../features/announcements/routes';
import { contactInboxRoutes, contactRoutes } from '../features/contact/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { passwordResetRoutes } from '../features/password-reset/routes';
import { profileRoutes } from '../features/profile/routes';
import { resourceRoutes } from '../features/resources/routes';
import { signupRoutes } from '../features/signup/routes';
import { termsRoutes } from '../features/terms/routes';
import { publicOnlyLoader } from './guards';

/**
 * The routes of spec §2. Every area loads lazily, so /login ships only what it needs; the layouts
 * are lazy too. Areas that later issues build fall through to the not-found page until they exist.
 * Loaders start the queries a page shows as soon as it matches, so its data is asked for while its
 * code loads rather than once it has rendered; not awaited (the page shows its own loading state), and
 * the page's own queries join them instead of asking again (query-client.ts keeps them fresh).
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
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
        // Each part loads on its own: the loader's small module (the guard, and the queries it starts)
        // does not wait for the layout's code.
        lazy: {
          loader: () =>
            import('./layout/authenticated-layout.loader').then((m) =>
              m.authenticatedLayoutLoader(queryClient),
            ),
          Component: () => import('./layout/authenticated-layout').then((m) => m.AuthenticatedLayout),
        },
        children: [
          {
            index: true,
            lazy: {
              loader: () =>
                import('../features/dashboard/routes/home-page.loader').then((m) =>
                  m.homePageLoader(queryClient),
                ),
              Component: () => import('../features/dashboard/routes/home-page').then((m) => m.HomePage),
            },
          },
          ...announcementRoutes,
          ...resourceRoutes,
          ...notificationRoutes,
          ...profileRoutes,
          ...contactInboxRoutes,
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
