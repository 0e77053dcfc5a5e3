import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import * as api from '../contract/projects.contract.js';
import type { BodyOf } from '../contract/endpoint.js';
import type { ProjectLogQuery } from '../contract/projects.js';
import { notificationsKeys } from '../notifications/notifications.queries.js';

export const projectsKeys = {
  all: ['projects'] as const,
  /** The caller's projects (side menu, dashboard). */
  list: () => [...projectsKeys.all, 'list'] as const,
  own: (inviteeId: number) => [...projectsKeys.all, 'own', inviteeId] as const,
  canCreate: () => [...projectsKeys.all, 'validation', 'creator'] as const,
  project: (id: number) => [...projectsKeys.all, id] as const,
  detail: (id: number) => [...projectsKeys.project(id), 'detail'] as const,
  access: (id: number) => [...projectsKeys.project(id), 'privilege'] as const,
  pending: (id: number) => [...projectsKeys.project(id), 'pending'] as const,
  members: (id: number) => [...projectsKeys.project(id), 'members'] as const,
  candidates: (id: number, keyword: string) => [...projectsKeys.project(id), 'candidates', keyword] as const,
  permissions: (id: number) => [...projectsKeys.project(id), 'permissions'] as const,
  logs: (id: number, filter: ProjectLogQuery) => [...projectsKeys.project(id), 'logs', filter] as const,
};

// Spec §2: a non-numeric project id is -1; member queries run only for ids ≥ 0, the privilege check
// only for ids ≥ 1. The factories carry the rule, so no screen forgets it.
const membersEnabled = (id: number) => id >= 0;
const privilegeEnabled = (id: number) => id >= 1;

export const projectsQueries = {
  list: () => queryOptions({ queryKey: projectsKeys.list(), queryFn: () => call(api.listProjects) }),
  /** The projects the caller manages, each with one invitee's state (the 프로젝트 초대 dialog). */
  own: (inviteeId: number) =>
    queryOptions({
      queryKey: projectsKeys.own(inviteeId),
      queryFn: () => call(api.listOwnProjects, { query: { inviteeId } }),
      staleTime: 0,
    }),
  canCreate: () =>
    queryOptions({ queryKey: projectsKeys.canCreate(), queryFn: () => call(api.validateCreator) }),
  access: (id: number) =>
    queryOptions({
      queryKey: projectsKeys.access(id),
      queryFn: () => call(api.getProjectAccess, { params: { id } }),
      enabled: privilegeEnabled(id),
      // A 403 is an answer (the no-permission page), not a failure to try again.
      retry: false,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: projectsKeys.detail(id),
      queryFn: () => call(api.getProject, { params: { id } }),
      enabled: privilegeEnabled(id),
    }),
  pending: (id: number) =>
    queryOptions({
      queryKey: projectsKeys.pending(id),
      queryFn: () => call(api.getPendingInvitation, { params: { id } }),
      enabled: privilegeEnabled(id),
      retry: false,
    }),
  members: (id: number) =>
    queryOptions({
      queryKey: projectsKeys.members(id),
      queryFn: () => call(api.listProjectMembers, { params: { id } }),
      enabled: membersEnabled(id),
    }),
  candidates: (id: number, keyword: string) =>
    queryOptions({
      queryKey: projectsKeys.candidates(id, keyword),
      queryFn: () => call(api.searchInviteCandidates, { params: { id }, query: { keyword } }),
      enabled: membersEnabled(id) && keyword.trim().length >= 2,
      staleTime: 0,
    }),
  permissions: (id: number) =>
    queryOptions({
      queryKey: projectsKeys.permissions(id),
      queryFn: () => call(api.listProjectPermissions, { params: { id } }),
      enabled: membersEnabled(id),
    }),
  logs: (id: number, filter: ProjectLogQuery = {}) =>
    queryOptions({
      queryKey: projectsKeys.logs(id, filter),
      queryFn: () => call(api.listProjectLogs, { params: { id }, query: filter }),
      enabled: membersEnabled(id),
    }),
  /** The member's notices about the project (newest first). */
  notifications: (id: number) =>
    queryOptions({
      queryKey: notificationsKeys.project(id),
      queryFn: () => call(api.listProjectNotifications, { params: { id } }),
      enabled: membersEnabled(id),
    }),
};

/** The caller's lists (side menu, dashboard) and everything under one project. */
const refreshProject = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: projectsKeys.list() }),
    queryClient.invalidateQueries({ queryKey: projectsKeys.project(id) }),
  ]);

type MemberCall = { userId: number };

export const projectsMutations = {
  create: (queryClient: QueryClient) => ({
    mutationKey: [...projectsKeys.all, 'create'] as const,
    mutationFn: (body: BodyOf<typeof api.createProject>) => call(api.createProject, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.list() }),
  }),
  modify: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...projectsKeys.project(id), 'modify'] as const,
    mutationFn: (body: BodyOf<typeof api.modifyProject>) => call(api.modifyProject, { params: { id }, body }),
    onSuccess: () => refreshProject(queryClient, id),
  }),
  remove: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...projectsKeys.project(id), 'delete'] as const,
    mutationFn: () => call(api.deleteProject, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectsKeys.project(id) });
      return queryClient.invalidateQueries({ queryKey: projectsKeys.list() });
    },
  }),
  /** 수락: the caller joins; their lists change (spec §2 item 5: the project lists refresh). */
  accept: (queryClient: QueryClient) => ({
    mutationKey: [...projectsKeys.all, 'accept'] as const,
    mutationFn: (projectId: number) => call(api.acceptInvitation, { body: { projectId } }),
    onSuccess: (_: unknown, projectId: number) =>
      Promise.all([
        refreshProject(queryClient, projectId),
        queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
      ]),
  }),
  /** 거절, with "never again" (spec §2 item 5). */
  decline: (queryClient: QueryClient) => ({
    mutationKey: [...projectsKeys.all, 'decline'] as const,
    mutationFn: ({ projectId, never }: { projectId: number; never: boolean }) =>
      call(api.declineInvitation, { body: { projectId }, query: { never: String(never) } }),
    onSuccess: (_: unknown, { projectId }: { projectId: number }) => refreshProject(queryClient, projectId),
  }),
  invite: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...projectsKeys.project(id), 'invite'] as const,
    mutationFn: ({ userId }: MemberCall) => call(api.inviteMember, { params: { id, userId } }),
    onSuccess: (_: unknown, { userId }: MemberCall) =>
      Promise.all([
        refreshProject(queryClient, id),
        queryClient.invalidateQueries({ queryKey: projectsKeys.own(userId) }),
      ]),
  }),
  removeMember: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...projectsKeys.project(id), 'remove-member'] as const,
    mutationFn: ({ userId }: MemberCall) => call(api.removeMember, { params: { id, userId } }),
    onSuccess: () => refreshProject(queryClient, id),
  }),
  changeRole: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...projectsKeys.project(id), 'role'] as const,
    mutationFn: ({ userId, ...body }: MemberCall & BodyOf<typeof api.changeMemberRole>) =>
      call(api.changeMemberRole, { params: { id, userId }, body }),
    onSuccess: () => refreshProject(queryClient, id),
  }),
  setPermissions: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...projectsKeys.project(id), 'permissions'] as const,
    mutationFn: ({ userId, ...body }: MemberCall & BodyOf<typeof api.setMemberPermissions>) =>
      call(api.setMemberPermissions, { params: { id, userId }, body }),
    onSuccess: () => refreshProject(queryClient, id),
  }),
};
