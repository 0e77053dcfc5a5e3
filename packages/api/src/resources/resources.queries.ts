import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import { getResource, listResources } from '../contract/resources.contract.js';

export const resourcesKeys = {
  all: ['resources'] as const,
  lists: () => [...resourcesKeys.all, 'list'] as const,
  list: () => [...resourcesKeys.lists(), 'all'] as const,
  details: () => [...resourcesKeys.all, 'detail'] as const,
  detail: (id: number) => [...resourcesKeys.details(), id] as const,
};

export const resourcesQueries = {
  list: () => queryOptions({ queryKey: resourcesKeys.list(), queryFn: () => call(listResources) }),
  /** Runs only for a real id (spec §2: a non-numeric dataId is -1). */
  detail: (id: number) =>
    queryOptions({
      queryKey: resourcesKeys.detail(id),
      queryFn: () => call(getResource, { params: { id } }),
      enabled: id > 0,
    }),
};
