import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call, download, upload } from '../client/default-client.js';
import type { DownloadedFile } from '../client/create-api-client.js';
import * as api from '../contract/analyses.contract.js';
import type { AdvancedFields, AnalysisForm } from '../contract/analyses.js';
import { fillPath } from '../contract/endpoint.js';
import type { FlType } from '../contract/enums.js';
import { analysesKeys } from './analyses.keys.js';

export { analysesKeys };

// Spec §2: member queries run only for a project id ≥ 0 (a non-numeric id is -1).
const enabledFor = (projectId: number, analysisId = 1) => projectId >= 0 && analysisId >= 1;

export const analysesQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: analysesKeys.list(projectId),
      queryFn: () => call(api.listAnalyses, { params: { id: projectId } }),
      enabled: enabledFor(projectId),
    }),
  targets: (projectId: number) =>
    queryOptions({
      queryKey: analysesKeys.targets(projectId),
      queryFn: () => call(api.listAnalysisTargets, { params: { id: projectId } }),
      enabled: enabledFor(projectId),
    }),
  detail: (projectId: number, analysisId: number) =>
    queryOptions({
      queryKey: analysesKeys.detail(projectId, analysisId),
      queryFn: () => call(api.getAnalysis, { params: { id: projectId, analysisId } }),
      enabled: enabledFor(projectId, analysisId),
    }),
  advancedDetail: (projectId: number, analysisId: number) =>
    queryOptions({
      queryKey: analysesKeys.advancedDetail(projectId, analysisId),
      queryFn: () => call(api.getAdvancedDetail, { params: { id: projectId, analysisId } }),
      enabled: enabledFor(projectId, analysisId),
    }),
  advancedImages: (projectId: number, analysisId: number) =>
    queryOptions({
      queryKey: analysesKeys.advancedImages(projectId, analysisId),
      queryFn: () => call(api.listAdvancedImages, { params: { id: projectId, analysisId } }),
      enabled: enabledFor(projectId, analysisId),
    }),
};

/** A picture's address for an `<img>` (the bytes are for the project's members only). */
export const advancedImageUrl = (projectId: number, analysisId: number, imageId: number) =>
  fillPath(api.getAdvancedImage.path, { id: projectId, analysisId, imageId });

/** A package version's bytes (the newest without `version`); a JSON reply is an error (spec §8). */
export const downloadAnalysisPackage = (
  projectId: number,
  analysisId: number,
  version?: number,
): Promise<DownloadedFile> =>
  download({
    url: fillPath(api.downloadAnalysisPackage.path, { id: projectId, analysisId }),
    ...(version === undefined ? {} : { query: { version: String(version) } }),
  });

interface PackageUpload {
  file: File;
  /** From 0 to 1 as the request leaves the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For an FL analysis: which half of the package this is. */
  flType?: FlType;
}

interface AdvancedSave extends AdvancedFields {
  images: readonly File[];
  onProgress?: (fraction: number) => void;
}

export const analysesMutations = {
  create: (queryClient: QueryClient, projectId: number) =>
    mutationOptions({
      mutationKey: [...analysesKeys.all(projectId), 'create'],
      mutationFn: (body: AnalysisForm) => call(api.createAnalysis, { params: { id: projectId }, body }),
      onSuccess: async (created) => {
        queryClient.setQueryData(analysesKeys.detail(projectId, created.id), created);
        await queryClient.invalidateQueries({ queryKey: analysesKeys.list(projectId) });
      },
    }),
  modify: (queryClient: QueryClient, projectId: number, analysisId: number) =>
    mutationOptions({
      mutationKey: [...analysesKeys.detail(projectId, analysisId), 'modify'],
      mutationFn: (body: AnalysisForm) =>
        call(api.modifyAnalysis, { params: { id: projectId, analysisId }, body }),
      onSuccess: async (saved) => {
        queryClient.setQueryData(analysesKeys.detail(projectId, analysisId), saved);
        await queryClient.invalidateQueries({ queryKey: analysesKeys.list(projectId) });
      },
    }),
  remove: (queryClient: QueryClient, projectId: number) =>
    mutationOptions({
      mutationKey: [...analysesKeys.all(projectId), 'delete'],
      mutationFn: (analysisId: number) => call(api.deleteAnalysis, { params: { id: projectId, analysisId } }),
      onSuccess: async (_, analysisId) => {
        // Removed, not invalidated: a refetch of what no longer exists would toast a 404.
        queryClient.removeQueries({ queryKey: analysesKeys.detail(projectId, analysisId) });
        await queryClient.invalidateQueries({ queryKey: analysesKeys.list(projectId) });
      },
    }),
  /** The next package version: a study package, or one half of an FL package when `flType` is given. */
  uploadPackage: (queryClient: QueryClient, projectId: number, analysisId: number) =>
    mutationOptions({
      mutationKey: [...analysesKeys.detail(projectId, analysisId), 'package'],
      mutationFn: ({ file, onProgress, signal, flType }: PackageUpload) => {
        const transfer = {
          files: [file],
          ...(onProgress ? { onProgress } : {}),
          ...(signal ? { signal } : {}),
        };
        const params = { id: projectId, analysisId };
        return flType
          ? upload(api.uploadFlPackage, { params, query: { flType }, ...transfer })
          : upload(api.uploadAnalysisPackage, { params, ...transfer });
      },
      onSuccess: async (saved) => {
        queryClient.setQueryData(analysesKeys.detail(projectId, analysisId), saved);
        await queryClient.invalidateQueries({ queryKey: analysesKeys.list(projectId) });
      },
    }),
  saveAdvanced: (queryClient: QueryClient, projectId: number, analysisId: number) =>
    mutationOptions({
      mutationKey: [...analysesKeys.detail(projectId, analysisId), 'advanced'],
      mutationFn: ({ images, onProgress, ...body }: AdvancedSave) =>
        upload(api.saveAdvanced, {
          params: { id: projectId, analysisId },
          body,
          files: images,
          ...(onProgress ? { onProgress } : {}),
        }),
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: analysesKeys.detail(projectId, analysisId) }),
    }),
  removeImage: (queryClient: QueryClient, projectId: number, analysisId: number) =>
    mutationOptions({
      mutationKey: [...analysesKeys.detail(projectId, analysisId), 'remove-image'],
      mutationFn: (imageId: number) =>
        call(api.deleteAdvancedImage, { params: { id: projectId, analysisId, imageId } }),
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: analysesKeys.advancedImages(projectId, analysisId) }),
    }),
};
