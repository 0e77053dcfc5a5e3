import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { call, download, upload } from '../client/default-client.js';
import type { DownloadedFile } from '../client/create-api-client.js';
import { resourceFileDownloadUrl, type ResourceFields } from '../contract/resource.js';
import { createResource, deleteResource, updateResource } from '../contract/resources.contract.js';
import { resourcesKeys } from './resources.queries.js';

/** Attachments and upload progress travel beside the text fields. */
interface Attachments {
  files: readonly File[];
  /** From 0 to 1 as the request leaves the browser. */
  onProgress?: (fraction: number) => void;
}

export type CreateResourceInput = ResourceFields & Attachments;
export type UpdateResourceInput = ResourceFields &
  Attachments & {
    id: number;
    /** The attachments to keep; the others are removed. */
    keepFileIds: readonly number[];
  };

/** Writes of a platform admin (multipart uploads); each refreshes what it changes through the key factory. */
export const resourcesMutations = {
  create: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...resourcesKeys.all, 'create'],
      mutationFn: ({ files, onProgress, ...body }: CreateResourceInput) =>
        upload(createResource, { body, files, ...(onProgress ? { onProgress } : {}) }),
      onSuccess: async (created) => {
        queryClient.setQueryData(resourcesKeys.detail(created.id), created);
        await queryClient.invalidateQueries({ queryKey: resourcesKeys.lists() });
      },
    }),
  update: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...resourcesKeys.all, 'update'],
      mutationFn: ({ id, files, onProgress, keepFileIds, ...fields }: UpdateResourceInput) =>
        upload(updateResource, {
          params: { id },
          body: { ...fields, keepFileIds: JSON.stringify(keepFileIds) },
          files,
          ...(onProgress ? { onProgress } : {}),
        }),
      onSuccess: async (updated) => {
        queryClient.setQueryData(resourcesKeys.detail(updated.id), updated);
        await queryClient.invalidateQueries({ queryKey: resourcesKeys.lists() });
      },
    }),
  remove: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...resourcesKeys.all, 'delete'],
      mutationFn: (id: number) => call(deleteResource, { params: { id } }),
      onSuccess: async (_, id) => {
        // Removed, not invalidated: a refetch of what no longer exists would toast a 404.
        queryClient.removeQueries({ queryKey: resourcesKeys.detail(id) });
        await queryClient.invalidateQueries({ queryKey: resourcesKeys.lists() });
      },
    }),
};

/** One attachment's bytes and name; a failure (an envelope instead of the file) rejects with ApiError. */
export const downloadResourceFile = (resourceId: number, fileId: number): Promise<DownloadedFile> =>
  download({ url: resourceFileDownloadUrl(resourceId, fileId) });
