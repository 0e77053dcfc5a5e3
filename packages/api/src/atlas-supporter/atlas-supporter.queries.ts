import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import { fillPath } from '../contract/endpoint.js';
import * as api from '../contract/atlas-supporter.contract.js';
import type { AtlasCopyDownload, AtlasCopyForm, AtlasCopyKind } from '../contract/atlas-supporter.js';

export const atlasSupporterKeys = {
  all: ['atlas-supporter'] as const,
  tree: () => [...atlasSupporterKeys.all, 'accessible-cdm'] as const,
  resources: (atlasId: number, kind: AtlasCopyKind) =>
    [...atlasSupporterKeys.all, 'resources', atlasId, kind] as const,
  groups: () => [...atlasSupporterKeys.all, 'groups'] as const,
};

/**
 * The designs are asked of the ATLAS live, which may take seconds: not again on window focus or
 * reconnect. The groups move by themselves; the `atlas-copies` change makes them stale.
 */
const liveBehaviour = { staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export const atlasSupporterQueries = {
  tree: () =>
    queryOptions({
      queryKey: atlasSupporterKeys.tree(),
      queryFn: () => call(api.listAccessibleCdms),
      ...liveBehaviour,
    }),
  resources: (atlasId: number, kind: AtlasCopyKind) =>
    queryOptions({
      queryKey: atlasSupporterKeys.resources(atlasId, kind),
      queryFn: () => call(api.listGroupResources, { params: { atlasId, kind } }),
      enabled: atlasId >= 1,
      ...liveBehaviour,
    }),
  groups: () =>
    queryOptions({
      queryKey: atlasSupporterKeys.groups(),
      queryFn: () => call(api.listGroups),
      ...liveBehaviour,
    }),
};

const refreshGroups = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: atlasSupporterKeys.groups() });

export const atlasSupporterMutations = {
  /** Starts a copy group; the groups ask again (the new one is first). */
  create: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...atlasSupporterKeys.all, 'create'],
      mutationFn: ({ sourceAtlasId, form }: { sourceAtlasId: number; form: AtlasCopyForm }) =>
        call(api.createGroup, { params: { sourceAtlasId }, body: form }),
      onSuccess: () => refreshGroups(queryClient),
    }),
  cancelGroup: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...atlasSupporterKeys.all, 'cancel-group'],
      mutationFn: (groupId: number) => call(api.cancelGroup, { params: { groupId } }),
      onSuccess: () => refreshGroups(queryClient),
    }),
  cancelItem: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...atlasSupporterKeys.all, 'cancel-item'],
      mutationFn: (itemId: number) => call(api.cancelItem, { params: { itemId } }),
      onSuccess: () => refreshGroups(queryClient),
    }),
};

/** Spec §7: the group's JSON of one kind is opened in a window at this address (the cookie signs it). */
export const atlasCopyDownloadUrl = (resource: AtlasCopyDownload, groupId: number) =>
  fillPath(api.downloadGroup.path, { resource, groupId });
