import axios, { type AxiosInstance, type AxiosResponse, isAxiosError } from 'axios';
import { ResultCode, specialCodes } from '../contract/codes.js';
import { fillPath, type AnyEndpoint, type CallInput, type ContentOf } from '../contract/endpoint.js';
import { envelope } from '../contract/envelope.js';
import { ApiError } from './api-error.js';
import { clientMessages } from './messages.ko.js';
import { z } from 'zod';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ApiClientOptions {
  /** Where `/api/v1/...` paths are resolved; empty for the page's own origin. */
  baseURL?: string;
  /** Timeout of GET calls, except those whose URL contains `download` (they may take long). */
  getTimeoutMs?: number;
  /** The client never imports the UI: it reports what the user should see through this. */
  onToast?: (toast: { severity: ToastSeverity; detail: string }) => void;
  /** Code 1004: the app removes USER and goes to /login, keeping the return location. */
  onSessionExpired?: () => void;
  /** Codes whose message is not toasted (the caller shows it in place). */
  toastExemptCodes?: readonly number[];
  /** DELETE URLs that do not get the automatic "deleted" toast. */
  deleteToastExclusions?: readonly RegExp[];
}

export interface ApiClient {
  readonly axios: AxiosInstance;
  call<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): Promise<ContentOf<E>>;
}

export const DEFAULT_GET_TIMEOUT_MS = 15_000;

const anyEnvelope = envelope(z.unknown());

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseURL = '',
    getTimeoutMs = DEFAULT_GET_TIMEOUT_MS,
    onToast = () => {},
    onSessionExpired = () => {},
    toastExemptCodes = specialCodes,
    deleteToastExclusions = [],
  } = options;

  const instance = axios.create({
    baseURL,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    // Every status is read here: errors arrive as envelopes with 4xx statuses.
    validateStatus: () => true,
  });

  instance.interceptors.request.use((config) => {
    const isGet = (config.method ?? 'get').toLowerCase() === 'get';
    if (isGet && !(config.url ?? '').includes('download')) config.timeout = getTimeoutMs;
    return config;
  });

  function fail(detail: string, code: number, status: number, toast = true): never {
    if (toast) onToast({ severity: 'error', detail });
    throw new ApiError(detail, code, status);
  }

  /** Reads a reply the way spec §8 says, and returns its content parsed by the endpoint's schema. */
  function read<E extends AnyEndpoint>(endpoint: E, response: AxiosResponse, url: string): ContentOf<E> {
    if (response.status === 500) fail(clientMessages.internalServerError, 500, 500);
    if (response.status === 502) fail(clientMessages.badGateway, 502, 502);
    const parsed = anyEnvelope.safeParse(response.data);
    if (!parsed.success) fail(clientMessages.unexpectedReply, response.status, response.status);
    const { result, code, message } = parsed.data;

    if (code === ResultCode.SESSION_EXPIRED) {
      onSessionExpired();
      throw new ApiError(message, code, response.status);
    }
    // Parsed before anything is toasted: a success the app cannot read is not shown as a success.
    const content = result ? endpoint.content.safeParse(parsed.data.content) : undefined;
    if (content && !content.success) fail(clientMessages.unexpectedReply, code, response.status);

    const isUntoldDelete = !message && endpoint.method === 'DELETE';
    if (message && !toastExemptCodes.includes(code)) {
      onToast({ severity: result ? 'success' : 'error', detail: message });
    } else if (result && isUntoldDelete && !deleteToastExclusions.some((re) => re.test(url))) {
      onToast({ severity: 'success', detail: clientMessages.deleted });
    }
    if (!content) throw new ApiError(message, code, response.status);
    return content.data as ContentOf<E>;
  }

  async function call<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): Promise<ContentOf<E>> {
    const url = fillPath(endpoint.path, input?.params as Record<string, unknown> | undefined);
    let response: AxiosResponse;
    try {
      response = await instance.request({
        method: endpoint.method,
        url,
        params: input?.query,
        data: input?.body,
      });
    } catch (error) {
      const timedOut =
        isAxiosError(error) && ['ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED'].includes(error.code ?? '');
      if (timedOut) fail(clientMessages.timeout, 408, 0);
      fail(clientMessages.network, 0, 0);
    }
    return read(endpoint, response, url);
  }

  return { axios: instance, call };
}
