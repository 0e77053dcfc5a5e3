import type { RouteObject } from 'react-router-dom';

/** The contact form, lazily loaded; app/routes.tsx places it under the public layout. */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contactus',
    lazy: () => import('./routes/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
];

/** The master's inbox of contact-form messages, under the signed-in layout. */
export const contactInboxRoutes: RouteObject[] = [
  {
    path: 'master/inquiries',
    lazy: () => import('./routes/contact-inbox-page').then((m) => ({ Component: m.ContactInboxPage })),
  },
];
