import { queryOptions } from '@tanstack/react-query';
import { call, isApiError, projectsApi, projectsQueries, ResultCode } from '@cdmnet/api';

// The calls of a project's page, through the contract's factories (their keys and the spec's id rules),
// asked so that a failure is said by the page itself (접근 권한이 없습니다., 다시 시도) and not toasted
// as well: the same refusal said once.
const inPlace = { inPlace: 'failures' } as const;

export const accessQuery = (id: number) =>
  queryOptions({
    ...projectsQueries.access(id),
    queryFn: () => call(projectsApi.getProjectAccess, { params: { id } }, inPlace),
  });

export const detailQuery = (id: number) =>
  queryOptions({
    ...projectsQueries.detail(id),
    queryFn: () => call(projectsApi.getProject, { params: { id } }, inPlace),
  });

export const pendingQuery = (id: number) =>
  queryOptions({
    ...projectsQueries.pending(id),
    queryFn: () => call(projectsApi.getPendingInvitation, { params: { id } }, inPlace),
  });

/** The server's 403: not a member and not invited (domain.md), or no such project. */
export const isForbidden = (error: unknown) => isApiError(error) && error.code === ResultCode.FORBIDDEN;
