export * from './contract/index.js';
export { ApiError, isApiError } from './client/api-error.js';
export {
  createApiClient,
  DEFAULT_FILE_CALL_PATTERNS,
  DEFAULT_FILE_CLEARED_CODES,
  DEFAULT_GET_TIMEOUT_MS,
  fileNameOf,
  type ApiClient,
  type CallOptions,
  type DownloadedFile,
  type DownloadRequest,
  type UploadInput,
  type ApiClientOptions,
  type ToastSeverity,
} from './client/create-api-client.js';
export { apiClient, call, configureApiClient, download, upload } from './client/default-client.js';
export { clientMessages } from './client/messages.ko.js';
export { usersKeys, usersQueries } from './users/users.queries.js';
export { usersMutations, type PhotoUpload } from './users/users.mutations.js';
export { accountMutations } from './account/account.mutations.js';
export { accountKeys, accountQueries } from './account/account.queries.js';
export * from './announcements/index.js';
export * from './resources/index.js';
export * from './notifications/index.js';
export * from './dashboard/index.js';
export * from './contact/index.js';
export * from './network/index.js';
export * from './master/index.js';
export * from './orgs/index.js';
export * from './projects/index.js';
export * from './analyses/index.js';
export * from './analysis-atlas/index.js';
export * from './irb/index.js';
export * from './result-requests/index.js';
export * from './executions/index.js';
export * from './combined-results/index.js';
export * from './atlas-search/index.js';
export * from './atlas-supporter/index.js';
export * from './bookmarks/index.js';
export * from './concept-finder/index.js';
export * from './ai-model/index.js';
export * from './assistant/index.js';
export { adminQueryBehaviour, atlasListBehaviour, cdmListBehaviour } from './query-behaviour.js';
