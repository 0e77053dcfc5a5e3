import type { RouteObject } from 'react-router-dom';

/**
 * The combined view of an analysis's results across hospitals, lazily loaded, at `:analysisId/results`
 * under the project's 분석 tab (/project/{id}/analysis/{analysisId}/results?file=…). The app hands it to
 * the tab beside the analyses' own pages (app/area-routes.tsx): the analyses feature may not import
 * this one.
 */
export const combinedResultsRoutes: RouteObject[] = [
  {
    path: ':analysisId/results',
    lazy: () => import('./routes/combined-results-page').then((m) => ({ Component: m.CombinedResultsPage })),
  },
];
