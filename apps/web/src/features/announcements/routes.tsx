import type { RouteObject } from 'react-router-dom';

/** The announcements pages, lazily loaded; app/routes.tsx places them under their layout. */
export const announcementRoutes: RouteObject[] = [
  {
    path: 'announcement',
    children: [
      {
        index: true,
        lazy: () =>
          import('./routes/announcement-list-page').then((m) => ({ Component: m.AnnouncementListPage })),
      },
      {
        path: 'create',
        lazy: () =>
          import('./routes/announcement-create-page').then((m) => ({ Component: m.AnnouncementCreatePage })),
      },
      {
        path: ':dataId',
        lazy: () =>
          import('./routes/announcement-view-page').then((m) => ({ Component: m.AnnouncementViewPage })),
      },
    ],
  },
];
