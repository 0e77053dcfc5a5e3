import { mutationOptions, type MutationFunctionContext } from '@tanstack/react-query';
import type { CallOptions } from '../client/create-api-client.js';
import { call, upload } from '../client/default-client.js';
import type { BodyOf } from '../contract/endpoint.js';
import type { UserInfo } from '../contract/user.js';
import {
  deleteProfilePhoto,
  modifyPassword,
  modifyProfile,
  modifyTerms,
  uploadProfilePhoto,
} from '../contract/users.contract.js';
import { usersKeys } from './users.queries.js';

// Each change answers the stored user info: it replaces the cached profile, so the page, the top
// bar's name and avatar show it at once without another request.
const store = (
  info: UserInfo,
  _variables: unknown,
  _onMutateResult: unknown,
  { client }: MutationFunctionContext,
) => client.setQueryData(usersKeys.profile(), info);

export interface PhotoUpload {
  file: File;
  /** From 0 to 1 as the photo leaves the browser. */
  onProgress?: (fraction: number) => void;
}

export const usersMutations = {
  modify: () =>
    mutationOptions({
      mutationKey: [...usersKeys.all, 'modify'],
      mutationFn: (body: BodyOf<typeof modifyProfile>) => call(modifyProfile, { body }),
      onSuccess: store,
    }),
  modifyPassword: (options?: CallOptions) =>
    mutationOptions({
      mutationKey: [...usersKeys.all, 'modify-password'],
      mutationFn: (body: BodyOf<typeof modifyPassword>) => call(modifyPassword, { body }, options),
    }),
  modifyTerms: () =>
    mutationOptions({
      mutationKey: [...usersKeys.all, 'modify-terms'],
      mutationFn: (body: BodyOf<typeof modifyTerms>) => call(modifyTerms, { body }),
      onSuccess: store,
    }),
  uploadPhoto: () =>
    mutationOptions({
      mutationKey: [...usersKeys.all, 'upload-photo'],
      mutationFn: ({ file, onProgress }: PhotoUpload) =>
        upload(uploadProfilePhoto, { files: [file], onProgress }),
      onSuccess: store,
    }),
  deletePhoto: () =>
    mutationOptions({
      mutationKey: [...usersKeys.all, 'delete-photo'],
      mutationFn: () => call(deleteProfilePhoto),
      onSuccess: store,
    }),
};
