import { Navigate, type RouteObject } from 'react-router-dom';

// The platform admin's pages (spec §2). Every page is its own lazily loaded chunk; the guard around
// them is one too, so that a researcher who opens /master/... gets only the guard's refusal.
// (/master/inquiries belongs to the contact area and is routed beside these.)

/** Under the signed-in layout: /master/members, /master/organizations and an organisation's tabs. */
export const masterRoutes: RouteObject[] = [
  {
    path: 'master',
    lazy: () => import('./components/master-only').then((m) => ({ Component: m.MasterOnly })),
    children: [
      { index: true, element: <Navigate to="members" replace /> },
      {
        path: 'members',
        lazy: () => import('./routes/members-page').then((m) => ({ Component: m.MembersPage })),
      },
      {
        path: 'organizations',
        lazy: () => import('./routes/organizations-page').then((m) => ({ Component: m.OrganizationsPage })),
      },
      {
        path: 'organizations/create',
        lazy: () =>
          import('./routes/organization-create-page').then((m) => ({
            Component: m.OrganizationCreatePage,
          })),
      },
      {
        path: 'organizations/:dataId/modify',
        lazy: () =>
          import('./routes/organization-modify-page').then((m) => ({
            Component: m.OrganizationModifyPage,
          })),
      },
      {
        path: 'organizations/:dataId',
        lazy: () =>
          import('./routes/organization-detail-layout').then((m) => ({
            Component: m.OrganizationDetailLayout,
          })),
        children: [
          { index: true, element: <Navigate to="service" replace /> },
          {
            path: 'service',
            lazy: () =>
              import('./routes/organization-service-page').then((m) => ({
                Component: m.OrganizationServicePage,
              })),
          },
          {
            path: 'member',
            lazy: () =>
              import('./routes/organization-member-page').then((m) => ({
                Component: m.OrganizationMemberPage,
              })),
          },
        ],
      },
    ],
  },
];
