import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AnalysisDetailPage } from './routes/analysis-detail-page';
import { AnalysisTab } from './routes/analysis-tab';
import { analysisTabRoutes } from './routes';

// As the app mounts them: under the project's `analysis` tab.
const mounted: RouteObject[] = [{ path: '/project/:projectId/analysis', children: analysisTabRoutes }];

const leafOf = (path: string) => matchRoutes(mounted, path)?.at(-1);

describe('analysisTabRoutes', () => {
  it('opens the list at the tab itself and an analysis under it', () => {
    expect(leafOf('/project/1/analysis')?.route.index).toBe(true);
    const detail = leafOf('/project/1/analysis/5');
    expect(detail?.route.path).toBe(':analysisId');
    expect(detail?.params).toMatchObject({ projectId: '1', analysisId: '5' });
    expect(leafOf('/project/1/analysis/5/more')).toBeUndefined();
  });

  it('loads each page lazily, as its own component', async () => {
    const [list, detail] = analysisTabRoutes;
    const load = (route: RouteObject | undefined) => {
      if (typeof route?.lazy !== 'function') throw new Error('not lazy');
      return route.lazy();
    };
    await expect(load(list)).resolves.toEqual({ Component: AnalysisTab });
    await expect(load(detail)).resolves.toEqual({ Component: AnalysisDetailPage });
  });
});
