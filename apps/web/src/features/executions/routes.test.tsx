import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ExecutionPage } from './routes/execution-page';
import { executionRoutes } from './routes';

// As the app mounts them: under the project's `analysis` tab, beside the analyses' own pages.
const mounted: RouteObject[] = [{ path: '/project/:projectId/analysis', children: executionRoutes }];

const leafOf = (path: string) => matchRoutes(mounted, path)?.at(-1);

describe('executionRoutes', () => {
  it('opens an execution at the address notifications link to', () => {
    const page = leafOf('/project/1/analysis/5/execution/12');
    expect(page?.route.path).toBe(':analysisId/execution/:executionId');
    expect(page?.params).toMatchObject({ projectId: '1', analysisId: '5', executionId: '12' });
    expect(leafOf('/project/1/analysis/5/execution')).toBeUndefined();
    expect(leafOf('/project/1/analysis/5/execution/12/files')).toBeUndefined();
  });

  it('loads the page lazily, as its own component', async () => {
    const [route] = executionRoutes;
    if (typeof route?.lazy !== 'function') throw new Error('not lazy');
    await expect(route.lazy()).resolves.toEqual({ Component: ExecutionPage });
  });
});
