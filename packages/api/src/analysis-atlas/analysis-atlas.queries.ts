import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { analysesKeys } from '../analyses/analyses.queries.js';
import { call } from '../client/default-client.js';
import * as api from '../contract/analysis-atlas.contract.js';
import type { AtlasDesignKind, AtlasImportForm } from '../contract/atlas-designs.js';

// The designs an analysis may import live under the analysis's key: whatever drops the analysis
// (deleting it, leaving the project) drops them too.
export const analysisAtlasKeys = {
  all: (projectId: number, analysisId: number) =>
    [...analysesKeys.detail(projectId, analysisId), 'atlas'] as const,
  list: (projectId: number, analysisId: number) =>
    [...analysisAtlasKeys.all(projectId, analysisId), 'list'] as const,
  designs: (projectId: number, analysisId: number) =>
    [...analysisAtlasKeys.all(projectId, analysisId), 'designs'] as const,
  design: (projectId: number, analysisId: number, atlasId: number, kind: AtlasDesignKind, designId: number) =>
    [...analysisAtlasKeys.designs(projectId, analysisId), atlasId, kind, designId] as const,
};

// Spec §2: member queries run only for a project id ≥ 0 and a real analysis id.
const enabledFor = (projectId: number, analysisId: number) => projectId >= 0 && analysisId >= 1;

/**
 * Each call asks the target hospitals' ATLAS WebAPIs live, which may take seconds: not asked again on
 * window focus or reconnect, only when the dialog opens anew.
 */
const liveBehaviour = { staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export const analysisAtlasQueries = {
  list: (projectId: number, analysisId: number) =>
    queryOptions({
      queryKey: analysisAtlasKeys.list(projectId, analysisId),
      queryFn: () => call(api.listAtlasDesigns, { params: { id: projectId, analysisId } }),
      enabled: enabledFor(projectId, analysisId),
      ...liveBehaviour,
    }),
  design: (projectId: number, analysisId: number, atlasId: number, kind: AtlasDesignKind, designId: number) =>
    queryOptions({
      queryKey: analysisAtlasKeys.design(projectId, analysisId, atlasId, kind, designId),
      queryFn: () =>
        call(api.getAtlasDesign, { params: { id: projectId, analysisId, atlasId, kind, designId } }),
      enabled: enabledFor(projectId, analysisId),
      ...liveBehaviour,
    }),
};

export const analysisAtlasMutations = {
  /** A design as the analysis's next package version: the reply is the analysis with it. */
  importDesign: (queryClient: QueryClient, projectId: number, analysisId: number) =>
    mutationOptions({
      mutationKey: [...analysisAtlasKeys.all(projectId, analysisId), 'import'],
      mutationFn: (body: AtlasImportForm) =>
        call(api.importAtlasDesign, { params: { id: projectId, analysisId }, body }),
      onSuccess: async (saved) => {
        queryClient.setQueryData(analysesKeys.detail(projectId, analysisId), saved);
        // Exactly the analysis (not the designs under its key, which another ATLAS call would refetch)
        // and the project's lists, whose latest version changed.
        await Promise.all([
          queryClient.invalidateQueries({
            queryKey: analysesKeys.detail(projectId, analysisId),
            exact: true,
          }),
          queryClient.invalidateQueries({ queryKey: analysesKeys.list(projectId) }),
        ]);
      },
    }),
};
