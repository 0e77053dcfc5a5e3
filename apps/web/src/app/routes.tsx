import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { announcementRoutes } from '../features/announcements/routes';
import { contactInboxRoutes, contactRoutes } from '../features/contact/routes';
import { masterRoutes } from '../features/master/routes';
import { networkRoutes } from '../features/network/routes';
import { orgAdminRoutes } from '../features/orgadmin/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { passwordResetRoutes } from '../features/password-reset/routes';
import { profileRoutes } from '../features/profile/routes';
import { resourceRoutes } from '../features/resources/routes';
import { signupRoutes } from '../features/signup/routes';
import { termsRoutes } from '../features/terms/routes';
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
          ...signupRoutes,
          ...passwordResetRoutes,
          ...termsRoutes,
          ...contactRoutes,
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
          ...announcementRoutes,
          ...resourceRoutes,
          ...notificationRoutes,
          ...profileRoutes,
          ...networkRoutes,
          ...contactInboxRoutes,
          ...masterRoutes,
          ...orgAdminRoutes,
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
