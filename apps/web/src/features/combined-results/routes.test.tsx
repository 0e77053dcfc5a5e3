import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CombinedResultsPage } from './routes/combined-results-page';
import { combinedResultsRoutes } from './routes';

// As the app mounts them: under the project's `analysis` tab, beside the analyses' own pages.
const mounted: RouteObject[] = [{ path: '/project/:projectId/analysis', children: combinedResultsRoutes }];

const leafOf = (path: string) => matchRoutes(mounted, path)?.at(-1);

describe('combinedResultsRoutes', () => {
  it('opens the combined view under its analysis, the file in the query', () => {
    const page = leafOf('/project/1/analysis/5/results');
    expect(page?.route.path).toBe(':analysisId/results');
    expect(page?.params).toMatchObject({ projectId: '1', analysisId: '5' });
    expect(leafOf('/project/1/analysis/5/results/gender.csv')).toBeUndefined();
  });

  it('loads the page lazily, as its own component', async () => {
    const [route] = combinedResultsRoutes;
    if (typeof route?.lazy !== 'function') throw new Error('not lazy');
    await expect(route.lazy()).resolves.toEqual({ Component: CombinedResultsPage });
  });
});
