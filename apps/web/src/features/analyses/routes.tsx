import type { RouteObject } from 'react-router-dom';

/**
 * The project's 분석 tab (spec §2 item 6, tab 0), lazily loaded page by page: the list at its index and
 * one analysis at `:analysisId`. The app hands them to the project's layout under
 * /project/:projectId/analysis (app/area-routes.tsx), since the projects feature may not import this one.
 */
export const analysisTabRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/analysis-tab').then((m) => ({ Component: m.AnalysisTab })),
  },
  {
    path: ':analysisId',
    lazy: () => {
      // Its 실행 section is a chunk of its own (components/lazy-executions-section.tsx): fetched now,
      // beside the page, not once the page has rendered.
      void import('./components/executions-section');
      return import('./routes/analysis-detail-page').then((m) => ({ Component: m.AnalysisDetailPage }));
    },
  },
];
