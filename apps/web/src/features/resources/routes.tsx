import type { RouteObject } from 'react-router-dom';

/** The resources pages, lazily loaded; app/routes.tsx places them under their layout. */
export const resourceRoutes: RouteObject[] = [
  {
    path: 'resources',
    children: [
      {
        index: true,
        lazy: () => import('./routes/resource-list-page').then((m) => ({ Component: m.ResourceListPage })),
      },
      {
        path: 'create',
        lazy: () =>
          import('./routes/resource-create-page').then((m) => ({ Component: m.ResourceCreatePage })),
      },
      {
        path: ':dataId',
        lazy: () => import('./routes/resource-view-page').then((m) => ({ Component: m.ResourceViewPage })),
      },
    ],
  },
];
