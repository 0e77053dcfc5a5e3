import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallOptions } from '../client/create-api-client.js';
import { call, upload } from '../client/default-client.js';
import * as api from '../contract/master.contract.js';
import type { BodyOf, QueryOf } from '../contract/endpoint.js';
import type { OrganizationSettings, OrganizationSwitches } from '../contract/master.js';
import { networkKeys } from '../network/network.queries.js';
import { adminQueryBehaviour } from '../query-behaviour.js';

export const masterKeys = {
  all: ['master'] as const,
  members: () => [...masterKeys.all, 'members'] as const,
  organizations: () => [...masterKeys.all, 'organizations'] as const,
  organization: (id: number) => [...masterKeys.organizations(), id] as const,
  settings: (id: number) => [...masterKeys.organization(id), 'settings'] as const,
  form: (id: number) => [...masterKeys.organization(id), 'form'] as const,
  deletionImpact: (id: number) => [...masterKeys.organization(id), 'deletion-impact'] as const,
  users: (id: number) => [...masterKeys.organization(id), 'users'] as const,
  inviteSearch: (id: number, keyword: string) => [...masterKeys.users(id), 'invite-search', keyword] as const,
};

export const masterQueries = {
  members: () =>
    queryOptions({
      queryKey: masterKeys.members(),
      queryFn: () => call(api.listMasterMembers),
      ...adminQueryBehaviour,
    }),
  organizations: () =>
    queryOptions({
      queryKey: masterKeys.organizations(),
      queryFn: () => call(api.listMasterOrganizations),
      ...adminQueryBehaviour,
    }),
  settings: (id: number) =>
    queryOptions({
      queryKey: masterKeys.settings(id),
      queryFn: () => call(api.getOrganizationSettings, { params: { id } }),
      ...adminQueryBehaviour,
    }),
  form: (id: number) =>
    queryOptions({
      queryKey: masterKeys.form(id),
      queryFn: () => call(api.getOrganizationForm, { params: { id } }),
      ...adminQueryBehaviour,
    }),
  deletionImpact: (id: number) =>
    queryOptions({
      queryKey: masterKeys.deletionImpact(id),
      queryFn: () => call(api.getOrganizationDeletionImpact, { params: { id } }),
      ...adminQueryBehaviour,
    }),
  users: (id: number) =>
    queryOptions({
      queryKey: masterKeys.users(id),
      queryFn: () => call(api.listOrganizationUsers, { params: { id } }),
      ...adminQueryBehaviour,
    }),
  inviteSearch: (id: number, query: QueryOf<typeof api.searchInviteCandidates>) =>
    queryOptions({
      queryKey: masterKeys.inviteSearch(id, String(query.keyword)),
      queryFn: () => call(api.searchInviteCandidates, { params: { id }, query }),
      ...adminQueryBehaviour,
    }),
};

type Engine = BodyOf<typeof api.createEngine>;
type Atlas = BodyOf<typeof api.createAtlas>;
type Cdm = BodyOf<typeof api.createCdm>;

/** The organisation's pages and the network table show what these change. */
const refreshOrganization = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: masterKeys.organization(id) }),
    queryClient.invalidateQueries({ queryKey: masterKeys.organizations(), exact: true }),
    queryClient.invalidateQueries({ queryKey: networkKeys.all }),
  ]);

/** A switch's new flags, from the reply (spec §4), into the cached settings. */
const setSwitches = (queryClient: QueryClient, id: number, flags: OrganizationSwitches) =>
  queryClient.setQueryData<OrganizationSettings>(masterKeys.settings(id), (settings) =>
    settings ? { ...settings, ...flags } : settings,
  );

export const masterMutations = {
  changePriv: (queryClient: QueryClient) => ({
    mutationKey: [...masterKeys.members(), 'priv'] as const,
    mutationFn: ({ id, ...body }: { id: number } & BodyOf<typeof api.changeMasterPriv>) =>
      call(api.changeMasterPriv, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterKeys.members() }),
  }),
  changeRoles: (queryClient: QueryClient) => ({
    mutationKey: [...masterKeys.members(), 'roles'] as const,
    mutationFn: ({ id, ...body }: { id: number } & BodyOf<typeof api.changeMasterRoles>) =>
      call(api.changeMasterRoles, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterKeys.members() }),
  }),
  createOrganization: (queryClient: QueryClient) => ({
    mutationKey: [...masterKeys.organizations(), 'create'] as const,
    mutationFn: (body: BodyOf<typeof api.createOrganization>) => call(api.createOrganization, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: masterKeys.organizations() }),
        queryClient.invalidateQueries({ queryKey: networkKeys.all }),
      ]),
  }),
  modifyOrganization: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.organization(id), 'modify'] as const,
    mutationFn: (body: BodyOf<typeof api.modifyOrganization>) =>
      call(api.modifyOrganization, { params: { id }, body }),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
  deleteOrganization: (queryClient: QueryClient) => ({
    mutationKey: [...masterKeys.organizations(), 'delete'] as const,
    mutationFn: (id: number) => call(api.deleteOrganization, { params: { id } }),
    onSuccess: (_: null, id: number) => {
      // Its own pages are left after a deletion: refetching them would only answer 404.
      queryClient.removeQueries({ queryKey: masterKeys.organization(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: masterKeys.organizations(), exact: true }),
        queryClient.invalidateQueries({ queryKey: networkKeys.all }),
      ]);
    },
  }),
  uploadLogo: () => ({
    mutationKey: [...masterKeys.organizations(), 'logo'] as const,
    mutationFn: (file: File) => upload(api.uploadOrganizationLogo, { files: [file] }),
  }),
  setDbBlock: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'dbBlock'] as const,
    mutationFn: (blockingDBAccess: boolean) =>
      call(api.setDbBlock, { params: { id }, body: { blockingDBAccess } }),
    onSuccess: (flags: OrganizationSwitches) => setSwitches(queryClient, id, flags),
  }),
  setConceptId: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'conceptId'] as const,
    mutationFn: (onConceptId: boolean) => call(api.setConceptId, { params: { id }, body: { onConceptId } }),
    onSuccess: (flags: OrganizationSwitches) => setSwitches(queryClient, id, flags),
  }),
  setCleanup: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'cleanup'] as const,
    mutationFn: (cleanup: boolean) => call(api.setCleanup, { body: { orgId: id, cleanup } }),
    onSuccess: (flags: OrganizationSwitches) => setSwitches(queryClient, id, flags),
  }),
  /** Register or modify; `options.inPlace` when the dialog shows the refusal itself. */
  saveEngine: (queryClient: QueryClient, id: number, options?: CallOptions) => ({
    mutationKey: [...masterKeys.settings(id), 'engine'] as const,
    mutationFn: ({ engineId, ...body }: Engine & { engineId?: number }) =>
      engineId === undefined
        ? call(api.createEngine, { params: { id }, body }, options)
        : call(api.modifyEngine, { params: { id, engineId }, body }, options),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
  deleteEngine: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'engine', 'delete'] as const,
    mutationFn: (engineId: number) => call(api.deleteEngine, { params: { id, engineId } }),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
  checkEngine: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'engine', 'check'] as const,
    mutationFn: (engineId: number) => call(api.checkEngine, { params: { id, engineId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterKeys.settings(id) }),
  }),
  /** Register or modify; `options.inPlace` when the dialog shows the refusal itself. */
  saveAtlas: (queryClient: QueryClient, id: number, options?: CallOptions) => ({
    mutationKey: [...masterKeys.settings(id), 'atlas'] as const,
    mutationFn: ({ atlasId, ...body }: Atlas & { atlasId?: number }) =>
      atlasId === undefined
        ? call(api.createAtlas, { params: { id }, body }, options)
        : call(api.modifyAtlas, { params: { id, atlasId }, body }, options),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
  deleteAtlas: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'atlas', 'delete'] as const,
    mutationFn: (atlasId: number) => call(api.deleteAtlas, { params: { id, atlasId } }),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
  checkAtlas: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'atlas', 'check'] as const,
    mutationFn: (atlasId: number) => call(api.checkAtlas, { params: { id, atlasId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterKeys.settings(id) }),
  }),
  /** Register or modify; `options.inPlace` when the dialog shows the refusal itself. */
  saveCdm: (queryClient: QueryClient, id: number, options?: CallOptions) => ({
    mutationKey: [...masterKeys.settings(id), 'cdm'] as const,
    mutationFn: ({ cdmId, ...body }: Cdm & { cdmId?: number }) =>
      cdmId === undefined
        ? call(api.createCdm, { params: { id }, body }, options)
        : call(api.modifyCdm, { params: { id, cdmId }, body }, options),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
  deleteCdm: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'cdm', 'delete'] as const,
    mutationFn: (cdmId: number) => call(api.deleteCdm, { params: { id, cdmId } }),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
  checkCdm: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'cdm', 'check'] as const,
    mutationFn: (cdmId: number) => call(api.checkCdm, { params: { id, cdmId } }),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
  restartAtlas: (id: number) => ({
    mutationKey: [...masterKeys.settings(id), 'restart'] as const,
    mutationFn: (isDqm: boolean) =>
      call(api.restartAtlas, { params: { id, isDqm: String(isDqm) as 'true' | 'false' } }),
  }),
  addUser: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.users(id), 'add'] as const,
    mutationFn: (body: BodyOf<typeof api.addOrganizationUser>) =>
      call(api.addOrganizationUser, { params: { id }, body }),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
  changeUser: (queryClient: QueryClient, id: number) => ({
    mutationKey: [...masterKeys.users(id), 'change'] as const,
    mutationFn: ({ userId, ...body }: { userId: number } & BodyOf<typeof api.changeOrganizationUser>) =>
      call(api.changeOrganizationUser, { params: { id, userId }, body }),
    onSuccess: () => refreshOrganization(queryClient, id),
  }),
};
