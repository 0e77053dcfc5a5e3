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

/** Opens the stream at `url` with the given cookie and collects what arrives until closed. */
export async function openEventStream(url: string, cookie?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, signal: controller.signal });
  const received: StreamEvent[] = [];
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const event = block.find((line) => line.startsWith('event: '))?.slice(7);
          const data = block.find((line) => line.startsWith('data: '))?.slice(6);
          if (event && data) received.push({ event, data: JSON.parse(data) as unknown });
        }
      }
    })();
  }
  return { response, received, close: () => controller.abort() };
}
