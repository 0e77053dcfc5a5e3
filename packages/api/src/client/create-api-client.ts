import { ResultCode, specialCodes } from '../contract/codes.js';
import { fillPath, type AnyEndpoint, type CallInput, type ContentOf } from '../contract/endpoint.js';
import { envelope } from '../contract/envelope.js';
import { ApiError } from './api-error.js';
import { clientMessages } from './messages.ko.js';
import {
  queryString,
  send,
  TransportFailure,
  type QueryValue,
  type TransportReply,
  type TransportRequest,
} from './transport.js';
import { z } from 'zod/mini';

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
  /**
   * File listings and views (spec §8): for these URLs the message of `fileClearedCodes` is cleared (the
   * screen says it in place), and 4003 becomes `조회가 불가능한 파일형식입니다.`.
   */
  fileCallPatterns?: readonly RegExp[];
  fileClearedCodes?: readonly number[];
}

/** What one call asks of the client besides the endpoint's inputs. */
export interface CallOptions {
  /**
   * What the caller shows in place (a form's alert or a field's message), so the client does not toast
   * it as well: `'success'` (the success message), `'failures'` (every failure of this call, refusals
   * and transport errors alike) or `'all'`. Default: nothing, everything is toasted.
   */
  inPlace?: 'success' | 'failures' | 'all' | undefined;
}

/** Which outcomes of one call are toasted. */
interface Toasting {
  success: boolean;
  failure: boolean;
}

const toastEverything: Toasting = { success: true, failure: true };

const toastingOf = ({ inPlace }: CallOptions): Toasting => ({
  success: inPlace !== 'success' && inPlace !== 'all',
  failure: inPlace !== 'failures' && inPlace !== 'all',
});

/** What `upload` sends besides the endpoint's inputs: files go under the form field `files`. */
export interface UploadInput {
  files: readonly Blob[];
  /** From 0 to 1 as the request body leaves the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A file fetched by `download`: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

export interface DownloadRequest {
  /** `/api/v1/...`, with params already filled in. */
  url: string;
  method?: 'GET' | 'POST';
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface ApiClient {
  call<E extends AnyEndpoint>(
    endpoint: E,
    input?: CallInput<E>,
    options?: CallOptions,
  ): Promise<ContentOf<E>>;
  /** A multipart call: the endpoint's body fields as form fields (non-strings JSON-encoded) plus `files`. */
  upload<E extends AnyEndpoint>(endpoint: E, input: CallInput<E> & UploadInput): Promise<ContentOf<E>>;
  /** A blob download; a JSON reply instead of the file is an error, read like any failed call. */
  download(request: DownloadRequest): Promise<DownloadedFile>;
}

export const DEFAULT_GET_TIMEOUT_MS = 15_000;

/** URLs of file listings (`…/files`) and file views (`…/view`). */
export const DEFAULT_FILE_CALL_PATTERNS: readonly RegExp[] = [/\/files$/, /\/view$/];
/** Codes a file listing or view explains in place instead of toasting. */
export const DEFAULT_FILE_CLEARED_CODES: readonly number[] = [
  ResultCode.UNVIEWABLE_FILE,
  ResultCode.FILE_NOT_READY,
  ResultCode.NOT_FOUND,
];

/** `attachment; filename*=UTF-8''%EA%B0%80.pdf` → `가.pdf` (RFC 6266: the UTF-8 form wins). */
export function fileNameOf(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls back to the plain name below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

function formDataOf(body: unknown, files: readonly Blob[]): FormData {
  const form = new FormData();
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined) continue;
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  for (const file of files) form.append('files', file);
  return form;
}

const anyEnvelope = envelope(z.unknown());

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseURL = '',
    getTimeoutMs = DEFAULT_GET_TIMEOUT_MS,
    onToast = () => {},
    onSessionExpired = () => {},
    toastExemptCodes = specialCodes,
    deleteToastExclusions = [],
    fileCallPatterns = DEFAULT_FILE_CALL_PATTERNS,
    fileClearedCodes = DEFAULT_FILE_CLEARED_CODES,
  } = options;

  function fail(detail: string, code: number, status: number, toast: boolean): never {
    if (toast) onToast({ severity: 'error', detail });
    throw new ApiError(detail, code, status);
  }

  /** Reads a reply the way spec §8 says, and returns its content parsed by `contentSchema`. */
  function read<T>(
    contentSchema: z.ZodMiniType<T>,
    method: string,
    status: number,
    data: unknown,
    url: string,
    toasting: Toasting = toastEverything,
  ): T {
    const toast = toasting.failure;
    if (status === 500) fail(clientMessages.internalServerError, 500, 500, toast);
    if (status === 502) fail(clientMessages.badGateway, 502, 502, toast);
    const parsed = anyEnvelope.safeParse(data);
    if (!parsed.success) fail(clientMessages.unexpectedReply, status, status, toast);
    const { result, code } = parsed.data;
    let { message } = parsed.data;

    if (code === ResultCode.SESSION_EXPIRED) {
      onSessionExpired();
      throw new ApiError(message, code, status);
    }
    if (fileCallPatterns.some((re) => re.test(url))) {
      if (code === ResultCode.UNVIEWABLE_FILE)
        throw new ApiError(clientMessages.unviewableFile, code, status);
      if (fileClearedCodes.includes(code)) message = '';
    }
    // Parsed before anything is toasted: a success the app cannot read is not shown as a success.
    const content = result ? contentSchema.safeParse(parsed.data.content) : undefined;
    if (content && !content.success) fail(clientMessages.unexpectedReply, code, status, toast);

    const isUntoldDelete = !message && method === 'DELETE';
    if (!(result ? toasting.success : toasting.failure)) {
      // The caller says it in place.
    } else if (message && !toastExemptCodes.includes(code)) {
      onToast({ severity: result ? 'success' : 'error', detail: message });
    } else if (result && isUntoldDelete && !deleteToastExclusions.some((re) => re.test(url))) {
      onToast({ severity: 'success', detail: clientMessages.deleted });
    }
    if (!content) throw new ApiError(message, code, status);
    return content.data;
  }

  /** What one request sends; the client adds the base URL, the query, the headers and the timeout. */
  interface Outgoing {
    method: string;
    url: string;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal | undefined;
    onUploadProgress?: ((fraction: number) => void) | undefined;
  }

  /** Sends a request; no reply at all (timeout, abort, network) becomes the catalogue's toast and error. */
  async function request(outgoing: Outgoing, toast = true): Promise<TransportReply> {
    const { method, url, body } = outgoing;
    const isForm = body instanceof FormData;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const transportRequest: TransportRequest = {
      method,
      url: baseURL + url + queryString(outgoing.query as Record<string, QueryValue> | undefined),
      headers,
      body: body === undefined || isForm ? body : JSON.stringify(body),
      // Downloads may take long; every other GET gives up after getTimeoutMs.
      timeoutMs: method === 'GET' && !url.includes('download') ? getTimeoutMs : undefined,
      signal: outgoing.signal,
      onUploadProgress: outgoing.onUploadProgress,
    };
    try {
      return await send(transportRequest);
    } catch (error) {
      // The caller gave up on purpose (a cancelled upload): nothing to tell the user.
      if (outgoing.signal?.aborted) throw new ApiError('', 0, 0);
      if (error instanceof TransportFailure && error.timedOut) fail(clientMessages.timeout, 408, 0, toast);
      fail(clientMessages.network, 0, 0, toast);
    }
  }

  /** The reply's JSON, or its text when it is not JSON (a proxy's HTML page): `read` refuses that. */
  async function dataOf(reply: TransportReply): Promise<unknown> {
    const text = await reply.body.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    input?: CallInput<E>,
    options: CallOptions = {},
  ): Promise<ContentOf<E>> {
    const url = fillPath(endpoint.path, input?.params as Record<string, unknown> | undefined);
    const toasting = toastingOf(options);
    const reply = await request(
      { method: endpoint.method, url, query: input?.query, body: input?.body },
      toasting.failure,
    );
    const data = await dataOf(reply);
    return read(endpoint.content, endpoint.method, reply.status, data, url, toasting) as ContentOf<E>;
  }

  async function upload<E extends AnyEndpoint>(
    endpoint: E,
    input: CallInput<E> & UploadInput,
  ): Promise<ContentOf<E>> {
    const url = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
    const reply = await request({
      method: endpoint.method,
      url,
      query: input.query,
      body: formDataOf(input.body, input.files),
      signal: input.signal,
      onUploadProgress: input.onProgress,
    });
    const data = await dataOf(reply);
    return read(endpoint.content, endpoint.method, reply.status, data, url) as ContentOf<E>;
  }

  async function download({ url, method = 'GET', query, body }: DownloadRequest): Promise<DownloadedFile> {
    const reply = await request({ method, url, query, body });
    const type = reply.header('content-type') ?? '';
    // A failed download answers with an envelope instead of the file: read it as the error it is.
    if (type.includes('json') || reply.status >= 400) {
      read(z.unknown(), method, reply.status, await dataOf(reply), url);
      fail(clientMessages.unexpectedReply, reply.status, reply.status, true);
    }
    return {
      blob: reply.body,
      fileName: fileNameOf(reply.header('content-disposition') ?? undefined),
    };
  }

  return { call, upload, download };
}
