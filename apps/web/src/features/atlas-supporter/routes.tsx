import type { RouteObject } from 'react-router-dom';

/** The ATLAS supporter (spec §2 /atlas/supporter): copying designs between the hospitals' ATLASes. */
export const atlasSupporterRoutes: RouteObject[] = [
  {
    path: 'atlas/supporter',
    lazy: () => import('./routes/supporter-page').then((m) => ({ Component: m.SupporterPage })),
  },
];
