import type { QueryClient } from '@tanstack/react-query';
import type { CallOptions } from '../client/create-api-client.js';
import { call } from '../client/default-client.js';
import type { AiModelForm } from '../contract/ai-model.js';
import * as api from '../contract/ai-model.contract.js';
import { aiModelKeys } from './ai-model.queries.js';

/** A change of any organisation's model may change whose model serves the caller. */
const refresh = (queryClient: QueryClient, orgId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: aiModelKeys.organization(orgId) }),
    queryClient.invalidateQueries({ queryKey: aiModelKeys.mine() }),
  ]);

export const aiModelMutations = {
  /** `key`: left out keeps the kept key, null removes it, text replaces it. */
  save: (queryClient: QueryClient, orgId: number, options?: CallOptions) => ({
    mutationKey: [...aiModelKeys.organization(orgId), 'save'] as const,
    mutationFn: (body: AiModelForm) => call(api.saveOrgAiModel, { params: { id: orgId }, body }, options),
    onSuccess: () => refresh(queryClient, orgId),
  }),
  remove: (queryClient: QueryClient, orgId: number) => ({
    mutationKey: [...aiModelKeys.organization(orgId), 'delete'] as const,
    mutationFn: () => call(api.deleteOrgAiModel, { params: { id: orgId } }),
    onSuccess: () => refresh(queryClient, orgId),
  }),
  /** 연결 확인: the answer (ok or not) is the reply's content; nothing cached changes. */
  check: (orgId: number) => ({
    mutationKey: [...aiModelKeys.organization(orgId), 'check'] as const,
    mutationFn: () => call(api.checkOrgAiModel, { params: { id: orgId } }),
  }),
};
