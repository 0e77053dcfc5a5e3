import type { RouteObject } from 'react-router-dom';

/** The sign-up page, lazily loaded; app/routes.tsx places it under the public layout. */
export const signupRoutes: RouteObject[] = [
  {
    path: 'signup',
    lazy: () => import('./routes/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
];
