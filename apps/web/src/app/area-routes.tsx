import type { RouteObject } from 'react-router-dom';
import { analysisTabRoutes } from '../features/analyses/routes';
import { announcementRoutes } from '../features/announcements/routes';
import { atlasSearchRoutes } from '../features/atlas-search/routes';
import { atlasSupporterRoutes } from '../features/atlas-supporter/routes';
import { bookmarkRoutes } from '../features/bookmarks/routes';
import { combinedResultsRoutes } from '../features/combined-results/routes';
import { contactInboxRoutes } from '../features/contact/routes';
import { evixAiRoutes } from '../features/evix-ai/routes';
import { executionRoutes } from '../features/executions/routes';
import { masterRoutes } from '../features/master/routes';
import { networkRoutes } from '../features/network/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { orgAdminRoutes } from '../features/orgadmin/routes';
import { profileRoutes } from '../features/profile/routes';
import { projectRoutes } from '../features/projects/routes';
import { resourceRoutes } from '../features/resources/routes';

/**
 * The signed-in areas besides the dashboard, found on the first navigation into them (router.tsx):
 * their route tables stay out of the first script, so /login and the dashboard do not carry the
 * addresses of every admin page.
 */
export const areaRoutes: RouteObject[] = [
  ...announcementRoutes,
  ...resourceRoutes,
  ...notificationRoutes,
  ...profileRoutes,
  ...networkRoutes,
  ...atlasSearchRoutes,
  ...atlasSupporterRoutes,
  ...bookmarkRoutes,
  ...evixAiRoutes,
  ...contactInboxRoutes,
  ...masterRoutes,
  ...orgAdminRoutes,
  // A project's tabs are other features' pages, handed to the project's layout as lazy routes.
  ...projectRoutes({
    // An execution's page and the combined results live under their analysis's address (the 분석 tab
    // stays marked).
    analysis: [...analysisTabRoutes, ...executionRoutes, ...combinedResultsRoutes],
    members: () =>
      import('../features/project-members/routes/members-tab').then((m) => ({ Component: m.MembersTab })),
    request: () =>
      import('../features/project-requests/routes/request-tab').then((m) => ({ Component: m.RequestTab })),
    log: () => import('../features/project-log/routes/log-tab').then((m) => ({ Component: m.LogTab })),
  }),
];
