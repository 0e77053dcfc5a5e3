import type { RouteObject } from 'react-router-dom';

const termsPage = () => import('./routes/terms-page').then((m) => ({ Component: m.TermsPage }));

/** /terms and /privacy show the same page (spec §2); /privacy opens at the privacy policy. */
export const termsRoutes: RouteObject[] = [
  { path: 'terms', lazy: termsPage },
  { path: 'privacy', lazy: termsPage },
];
