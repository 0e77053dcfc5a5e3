// Reads `GET /api/v1/events` as a page does: the server-sent events that arrive, parsed, as they come.

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface OpenStream {
  response: Response;
  /** Every event heard so far, in order. */
  received: StreamEvent[];
  close(): void;
}

/** One block of a server-sent event stream: its `event:`, `data:` and `retry:` lines, as sent. */
export interface StreamBlock {
  event?: string;
  data?: string;
  retry?: number;
}

/** Reads `body` block by block until it ends (or is aborted), calling `onBlock` for each. */
export async function readStreamBlocks(
  body: ReadableStream<Uint8Array>,
  onBlock: (block: StreamBlock) => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const field = (name: string) =>
        lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      const retry = field('retry');
      onBlock({ event: field('event'), data: field('data'), ...(retry && { retry: Number(retry) }) });
    }
  }
}

/** Opens the stream at `url` with the given cookie and collects what arrives until closed. */
export async function openEventStream(url: string, cookie?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, signal: controller.signal });
  const received: StreamEvent[] = [];
  if (response.ok && response.body) {
    void readStreamBlocks(response.body, ({ event, data }) => {
      if (event && data) received.push({ event, data: JSON.parse(data) as unknown });
    });
  }
  return { response, received, close: () => controller.abort() };
}
