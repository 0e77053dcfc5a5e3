import { Navigate, type RouteObject } from 'react-router-dom';

/** The network pages, each lazily loaded; app/routes.tsx places them under the signed-in layout. */
export const networkRoutes: RouteObject[] = [
  { path: 'network', element: <Navigate to="organizations" replace /> },
  {
    path: 'network/organizations',
    lazy: () => import('./routes/organizations-page').then((m) => ({ Component: m.OrganizationsPage })),
  },
  {
    path: 'network/members',
    lazy: () => import('./routes/members-page').then((m) => ({ Component: m.MembersPage })),
  },
];
