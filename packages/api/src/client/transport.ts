// The one place the client touches the network: `fetch`, or `XMLHttpRequest` for an upload whose
// progress is watched (fetch cannot report how much of a request body has left). A dependency such as
// axios would cost every page ~15 KB gzip for what these few lines do.

export interface TransportRequest {
  method: string;
  /** The full URL, query included. */
  url: string;
  /** A JSON text or a multipart form. */
  body?: string | FormData | undefined;
  headers: Record<string, string>;
  /** Gives up after this long; absent for no limit. */
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
  /** From 0 to 1 as the request body leaves. */
  onUploadProgress?: ((fraction: number) => void) | undefined;
}

export interface TransportReply {
  status: number;
  header(name: string): string | null;
  /** The whole body, read before the reply is handed over (the timeout guards the reading too). */
  body: Blob;
}

/** No reply arrived: the network failed, the time ran out (`timedOut`) or the caller aborted. */
export class TransportFailure extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'timeout' : 'no reply');
  }
}

/** What a query may hold: the contract's query schemas are flat objects of scalars. */
export type QueryValue = string | number | boolean | Date | null | undefined;

/** `{ a: 1, b: undefined }` → `?a=1`; absent and null values are left out, dates sent as ISO text. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(name, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One abort signal for the caller's signal and the timeout, and whether the timeout fired. */
function abortOf(request: TransportRequest) {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    request.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeoutMs);
  const onCallerAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onCallerAbort);
  if (request.signal?.aborted) controller.abort();
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

async function viaFetch(request: TransportRequest): Promise<TransportReply> {
  const abort = abortOf(request);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      credentials: 'include',
      signal: abort.signal,
    });
    const body = await response.blob();
    request.onUploadProgress?.(1);
    return { status: response.status, header: (name) => response.headers.get(name), body };
  } catch {
    throw new TransportFailure(abort.timedOut());
  } finally {
    abort.done();
  }
}

function viaXhr(request: TransportRequest): Promise<TransportReply> {
  const abort = abortOf(request);
  return new Promise<TransportReply>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onUploadProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      abort.done();
      request.onUploadProgress?.(1);
      resolve({
        status: xhr.status,
        header: (name) => xhr.getResponseHeader(name),
        body: xhr.response as Blob,
      });
    };
    xhr.onerror = xhr.onabort = () => {
      abort.done();
      reject(new TransportFailure(abort.timedOut()));
    };
    abort.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(request.body ?? null);
  });
}

// Handing a request to the browser costs its main thread 0.4–7 ms here (`fetch()` alone, measured in
// Chromium), and a page's queries ask together: the dashboard's six would send theirs in one long
// task, which a phone feels as a page that does not answer. So each request leaves in a task of its
// own, the page free to answer input between them, for well under a millisecond of delay.
const leaving: Array<() => void> = [];
let leave: MessagePort | undefined;

function inATaskOfItsOwn(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  if (!leave) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => leaving.shift()?.();
    // A listening port keeps Node running (tests); a page has no such concern.
    (channel.port1 as { unref?: () => void }).unref?.();
    leave = channel.port2;
  }
  const port = leave;
  return new Promise((resolve) => {
    leaving.push(resolve);
    port.postMessage(null);
  });
}

export async function send(request: TransportRequest): Promise<TransportReply> {
  await inATaskOfItsOwn();
  const watchesUpload = request.onUploadProgress && typeof XMLHttpRequest !== 'undefined';
  return watchesUpload ? viaXhr(request) : viaFetch(request);
}
