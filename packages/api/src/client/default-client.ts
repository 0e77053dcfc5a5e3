import type { AnyEndpoint, CallInput, ContentOf } from '../contract/endpoint.js';
import {
  createApiClient,
  type ApiClient,
  type CallOptions,
  type DownloadedFile,
  type DownloadRequest,
  type UploadInput,
} from './create-api-client.js';

// Query and mutation factories call through one client that the app configures once with its
// callbacks (toasts, logout). Storybook and tests get a plain client until they configure one.
let current: ApiClient | undefined;

export function configureApiClient(client: ApiClient): void {
  current = client;
}

export function apiClient(): ApiClient {
  current ??= createApiClient();
  return current;
}

export function call<E extends AnyEndpoint>(
  endpoint: E,
  input?: CallInput<E>,
  options?: CallOptions,
): Promise<ContentOf<E>> {
  return apiClient().call(endpoint, input, options);
}

export function upload<E extends AnyEndpoint>(
  endpoint: E,
  input: CallInput<E> & UploadInput,
): Promise<ContentOf<E>> {
  return apiClient().upload(endpoint, input);
}

export function download(request: DownloadRequest): Promise<DownloadedFile> {
  return apiClient().download(request);
}
