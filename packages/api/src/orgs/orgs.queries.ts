import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import * as api from '../contract/orgs.contract.js';
import type { BodyOf } from '../contract/endpoint.js';
import { graphemeLength } from '@cdmnet/validators';
import { INVITE_SEARCH_MIN } from '../contract/invite-search.js';
import type { MembershipHistoryFilter, OrgAuthSettings, OrgProfile } from '../contract/orgadmin.js';
import { dashboardKeys } from '../dashboard/dashboard.queries.js';
import { networkKeys } from '../network/network.queries.js';
import { adminQueryBehaviour } from '../query-behaviour.js';

export const orgsKeys = {
  all: ['orgs'] as const,
  org: (id: number) => [...orgsKeys.all, id] as const,
  dashboard: (id: number) => [...orgsKeys.org(id), 'main'] as const,
  members: (id: number) => [...orgsKeys.org(id), 'members'] as const,
  history: (id: number, filter: MembershipHistoryFilter) => [...orgsKeys.org(id), 'history', filter] as const,
  auth: (id: number) => [...orgsKeys.org(id), 'auth'] as const,
  permissions: (id: number) => [...orgsKeys.org(id), 'permissions'] as const,
  profile: (id: number) => [...orgsKeys.org(id), 'profile'] as const,
  inviteSearch: (id: number, keyword: string) => [...orgsKeys.org(id), 'invite-search', keyword] as const,
};

export const orgsQueries = {
  dashboard: (id: number) =>
    queryOptions({
      queryKey: orgsKeys.dashboard(id),
      queryFn: () => call(api.getOrgDashboard, { params: { id } }),
      ...adminQueryBehaviour,
    }),
  members: (id: number) =>
    queryOptions({
      queryKey: orgsKeys.members(id),
      queryFn: () => call(api.listOrgMembers, { params: { id } }),
      ...adminQueryBehaviour,
    }),
  history: (id: number, filter: MembershipHistoryFilter) =>
    queryOptions({
      queryKey: orgsKeys.history(id, filter),
      queryFn: () => call(api.listMembershipHistory, { params: { id }, body: filter }),
      ...adminQueryBehaviour,
    }),
  auth: (id: number) =>
    queryOptions({
      queryKey: orgsKeys.auth(id),
      queryFn: () => call(api.getOrgAuth, { params: { id } }),
      ...adminQueryBehaviour,
    }),
  permissions: (id: number) =>
    queryOptions({
      queryKey: orgsKeys.permissions(id),
      queryFn: () => call(api.listMemberPermissions, { params: { id } }),
      ...adminQueryBehaviour,
    }),
  profile: (id: number) =>
    queryOptions({
      queryKey: orgsKeys.profile(id),
      queryFn: () => call(api.getOrgProfile, { params: { id } }),
      ...adminQueryBehaviour,
    }),
  /** 회원 추가's search; asks only once the keyword is long enough for the server to take it. */
  inviteSearch: (id: number, keyword: string) =>
    queryOptions({
      queryKey: orgsKeys.inviteSearch(id, keyword),
      queryFn: () => call(api.searchOrgInviteCandidates, { params: { id }, query: { keyword } }),
      enabled: graphemeLength(keyword.trim()) >= INVITE_SEARCH_MIN,
      ...adminQueryBehaviour,
    }),
};

/** A membership decision changes the organisation's pages and, for everyone, the network figures. */
const refreshMembers = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orgsKeys.org(id) }),
    queryClient.invalidateQueries({ queryKey: networkKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);

const storeAuth = (queryClient: QueryClient, id: number) => (settings: OrgAuthSettings) =>
  Promise.all([
    queryClient.setQueryData(orgsKeys.auth(id), settings),
    // Defaults decide every member's effective level.
    queryClient.invalidateQueries({ queryKey: orgsKeys.permissions(id) }),
  ]);

export const orgsMutations = {
  decide: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.members(id), 'decide'] as const,
    mutationFn: ({ userId, ...body }: { userId: number } & BodyOf<typeof api.decideMembership>) =>
      call(api.decideMembership, { params: { id, userId }, body }),
    onSuccess: () => refreshMembers(queryClient, id),
  }),
  changePriv: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.members(id), 'priv'] as const,
    mutationFn: ({ userId, ...body }: { userId: number } & BodyOf<typeof api.changeMemberPriv>) =>
      call(api.changeMemberPriv, { params: { id, userId }, body }),
    onSuccess: () => refreshMembers(queryClient, id),
  }),
  remove: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.members(id), 'remove'] as const,
    mutationFn: (userId: number) => call(api.removeMember, { params: { id, userId } }),
    onSuccess: () => refreshMembers(queryClient, id),
  }),
  setConcept: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.auth(id), 'concept'] as const,
    mutationFn: (concept: boolean) => call(api.setOrgConcept, { params: { id }, body: { concept } }),
    onSuccess: storeAuth(queryClient, id),
  }),
  setIrb: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.auth(id), 'irb'] as const,
    mutationFn: (irb: boolean) => call(api.setOrgIrb, { params: { id }, body: { irb } }),
    onSuccess: storeAuth(queryClient, id),
  }),
  setEvd: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.auth(id), 'evd'] as const,
    mutationFn: (body: BodyOf<typeof api.setOrgEvd>) => call(api.setOrgEvd, { params: { id }, body }),
    onSuccess: storeAuth(queryClient, id),
  }),
  /** What may leave the hospital; the engine gets it with every later execution. */
  setDisclosure: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.auth(id), 'disclosure'] as const,
    mutationFn: (body: BodyOf<typeof api.setOrgDisclosure>) =>
      call(api.setOrgDisclosure, { params: { id }, body }),
    onSuccess: storeAuth(queryClient, id),
  }),
  /** The profile changes what the network shows of the organisation and who joins it at once. */
  modifyProfile: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.profile(id), 'modify'] as const,
    mutationFn: (body: BodyOf<typeof api.modifyOrgProfile>) =>
      call(api.modifyOrgProfile, { params: { id }, body }),
    onSuccess: async (profile: OrgProfile) => {
      queryClient.setQueryData(orgsKeys.profile(id), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: networkKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  }),
  addMember: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.members(id), 'add'] as const,
    mutationFn: (body: BodyOf<typeof api.addOrgMemberDirectly>) =>
      call(api.addOrgMemberDirectly, { params: { id }, body }),
    onSuccess: () => refreshMembers(queryClient, id),
  }),
  setPermission: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...orgsKeys.permissions(id), 'set'] as const,
    mutationFn: ({ userId, ...body }: { userId: number } & BodyOf<typeof api.setMemberPermission>) =>
      call(api.setMemberPermission, { params: { id, userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgsKeys.org(id) }),
  }),
};
