import { Navigate, type RouteObject } from 'react-router-dom';
import { projectTabKeys, type ProjectTabKey } from './project-tabs';

/** How a tab's page loads: a route's `lazy`, resolving to its `Component`. */
export type ProjectTabLoader = NonNullable<RouteObject['lazy']>;

/** A tab: one page, or pages of its own under the tab's address (the analysis list and its details). */
export type ProjectTab = ProjectTabLoader | RouteObject[];

/**
 * A project's page (/project/{projectId}), lazily loaded; app/area-routes.tsx places it under the
 * signed-in layout. The layout holds the guard (accepted: header and tabs; invited: the invitation;
 * anyone else: 프로젝트를 찾을 수 없습니다.); each tab is a route under it, so reload and back keep the tab.
 *
 * The tabs' pages belong to other features (members, log, …), which this one may not import: the app
 * hands their loaders in, and only the tabs given are shown.
 */
export function projectRoutes(tabPages: Partial<Record<ProjectTabKey, ProjectTab>>): RouteObject[] {
  const tabs = projectTabKeys.filter((key) => tabPages[key]);
  // The project opens on its first tab (the analyses, spec §2 item 6), by address, so the tab shows.
  const first = tabs[0];
  return [
    {
      path: 'project/:projectId',
      lazy: () =>
        import('./routes/project-layout').then((m) => ({ element: <m.ProjectLayout tabs={tabs} /> })),
      children: [
        ...(first ? [{ index: true, element: <Navigate to={first} replace /> }] : []),
        ...tabs.map((key): RouteObject => {
          const pages = tabPages[key];
          return Array.isArray(pages) ? { path: key, children: pages } : { path: key, lazy: pages };
        }),
      ],
    },
  ];
}
