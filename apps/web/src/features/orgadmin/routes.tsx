import type { RouteObject } from 'react-router-dom';

/**
 * An organisation admin's pages (/orgadmin/{id}), each its own lazily loaded chunk; app/routes.tsx
 * places them under the signed-in layout. The layout holds the guard and the tabs; the tab is the route.
 */
export const orgAdminRoutes: RouteObject[] = [
  {
    path: 'orgadmin/:dataId',
    lazy: () => import('./routes/org-admin-layout').then((m) => ({ Component: m.OrgAdminLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./routes/org-dashboard-page').then((m) => ({ Component: m.OrgDashboardPage })),
      },
      {
        path: 'member/list',
        lazy: () => import('./routes/member-list-page').then((m) => ({ Component: m.MemberListPage })),
      },
      {
        path: 'member/history',
        lazy: () => import('./routes/member-history-page').then((m) => ({ Component: m.MemberHistoryPage })),
      },
      {
        path: 'member/permissions',
        lazy: () =>
          import('./routes/member-permissions-page').then((m) => ({
            Component: m.MemberPermissionsPage,
          })),
      },
      {
        path: 'research/permissions',
        lazy: () =>
          import('./routes/research-permissions-page').then((m) => ({
            Component: m.ResearchPermissionsPage,
          })),
      },
      {
        path: 'research/history',
        lazy: () =>
          import('./routes/research-history-page').then((m) => ({ Component: m.ResearchHistoryPage })),
      },
    ],
  },
];
