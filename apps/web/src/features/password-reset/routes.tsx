import type { RouteObject } from 'react-router-dom';

/** The password-reset pages, lazily loaded; app/routes.tsx places them under the public layout. */
export const passwordResetRoutes: RouteObject[] = [
  {
    path: 'forgotpassword',
    lazy: () => import('./routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'resetpassword',
    lazy: () => import('./routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];
