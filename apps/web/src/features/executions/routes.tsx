import type { RouteObject } from 'react-router-dom';

/**
 * An execution's page, lazily loaded, at `:analysisId/execution/:executionId` under the project's 분석
 * tab (/project/{id}/analysis/{analysisId}/execution/{executionId}, where notifications link). The app
 * hands it to the tab beside the analyses' own pages (app/area-routes.tsx): the analyses feature may
 * not import this one.
 */
export const executionRoutes: RouteObject[] = [
  {
    path: ':analysisId/execution/:executionId',
    lazy: () => import('./routes/execution-page').then((m) => ({ Component: m.ExecutionPage })),
  },
];
