import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import * as api from '../contract/ai-model.contract.js';
import { adminQueryBehaviour } from '../query-behaviour.js';

// An organisation's AI model (issue 30): the master's setting on the organisation's service page, and
// the model that serves the signed-in user's EVIX-AI pages.

export const aiModelKeys = {
  all: ['ai-model'] as const,
  organizations: () => [...aiModelKeys.all, 'organization'] as const,
  organization: (orgId: number) => [...aiModelKeys.organizations(), orgId] as const,
  mine: () => [...aiModelKeys.all, 'mine'] as const,
};

export const aiModelQueries = {
  /** The master's view of an organisation's model (never the key); null when none is set. */
  organization: (orgId: number) =>
    queryOptions({
      queryKey: aiModelKeys.organization(orgId),
      queryFn: () => call(api.getOrgAiModel, { params: { id: orgId } }),
      ...adminQueryBehaviour,
    }),
  /** Whether a model serves the caller's EVIX-AI, and whose. */
  mine: () =>
    queryOptions({
      queryKey: aiModelKeys.mine(),
      queryFn: () => call(api.getMyAiModel),
      staleTime: 60_000,
    }),
};
