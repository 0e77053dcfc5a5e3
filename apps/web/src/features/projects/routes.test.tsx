import { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { projectsKeys, type ProjectAccess, type ProjectSummary } from '@cdmnet/api';
import { openRoutes, routeTestTimeout, settledAt } from '../../app/testing/route-tests';
import { projectRoutes, type ProjectTabLoader } from './routes';

// Nothing is fetched here: project 1's privilege check and the project are answered from the cache
// (fresh), so only the routes move the location.
const accepted: ProjectAccess = { state: 'ACCEPTED', role: 'MEMBER', permissions: [] };
const project: ProjectSummary = {
  id: 1,
  name: '고혈압 약물 순응도와 뇌졸중 위험',
  description: '',
  openScope: 'PRIVATE',
  purpose: 'OTHER',
  color: '#A16207',
  creatorName: '김민준',
  memberCount: 2,
  createdAt: '2026-11-02T09:30:00.000Z',
  updatedAt: '2026-11-02T09:30:00.000Z',
  me: accepted,
};

const page =
  (text: string): ProjectTabLoader =>
  () =>
    Promise.resolve({ Component: () => <p>{text}</p> });

function open(path: string, tabs: Parameters<typeof projectRoutes>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(projectsKeys.access(1), accepted);
  queryClient.setQueryData(projectsKeys.detail(1), project);
  return openRoutes(projectRoutes(tabs), path, queryClient);
}

afterEach(cleanup);

const both = { members: page('members'), log: page('log') };
const analysis = [
  { index: true, lazy: page('analyses') },
  { path: ':analysisId', lazy: page('analysis') },
];

describe('projectRoutes', () => {
  it(
    'opens a project on its first tab given, by address',
    async () => {
      await settledAt(open('/project/1', both), '/project/1/members');
      cleanup();
      await settledAt(open('/project/1', { ...both, analysis }), '/project/1/analysis');
    },
    routeTestTimeout,
  );

  it(
    'gives a tab with pages of its own a route for each: the analysis list and an analysis',
    async () => {
      const list = open('/project/1/analysis', { ...both, analysis });
      await settledAt(list, '/project/1/analysis');
      expect(list.state.matches.at(-1)?.route.index).toBe(true);
      cleanup();
      const one = open('/project/1/analysis/7', { ...both, analysis });
      await settledAt(one, '/project/1/analysis/7');
      expect(one.state.matches.at(-1)?.params.analysisId).toBe('7');
      expect(one.state.errors).toBeNull();
    },
    routeTestTimeout,
  );

  it.each([
    ['/project/1/members', 'members'],
    ['/project/1/log', 'log'],
  ])(
    'routes %s to its tab',
    async (path, route) => {
      const router = open(path, both);
      await settledAt(router, path);
      expect(router.state.matches.at(-1)?.route.path).toBe(route);
      expect(router.state.errors).toBeNull();
    },
    routeTestTimeout,
  );

  it('has a route only for the tabs it is given', () => {
    expect(matchRoutes(projectRoutes({ members: page('members') }), '/project/1/log')).toBeNull();
    expect(projectRoutes({ log: page('log') })[0]?.children?.map((child) => child.path ?? 'index')).toEqual([
      'index',
      'log',
    ]);
    expect(projectRoutes({})[0]?.children).toEqual([]);
  });
});
