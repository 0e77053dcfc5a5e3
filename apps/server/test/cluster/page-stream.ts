// An open page's live stream as the browser's EventSource keeps it: when the stream ends or cannot be
// opened, it waits the `retry:` the server asked for and opens it again, through the same address (the
// proxy). Records when each connection opened and ended, and every event heard.

export interface PageStream {
  /** Every `event:` heard, with its JSON, across reconnections. */
  events: { event: string; data: { type?: string; id?: number; executionId?: number } }[];
  /** When each connection was answered 200, and when it ended (null while open). */
  connections: { openedAt: number; endedAt: number | null }[];
  close(): void;
}

export function openPageStream(url: string, cookie: string): Promise<PageStream> {
  const controller = new AbortController();
  const stream: PageStream = { events: [], connections: [], close: () => controller.abort() };
  let retryMs = 3_000;
  let firstOpen: (() => void) | undefined;
  const opened = new Promise<void>((resolve) => (firstOpen = resolve));

  const connectOnce = async () => {
    const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return;
    }
    const connection = { openedAt: Date.now(), endedAt: null as number | null };
    stream.connections.push(connection);
    firstOpen?.();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const retry = lines.find((line) => line.startsWith('retry: '));
          if (retry) retryMs = Number(retry.slice(7));
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event && data)
            stream.events.push({ event, data: JSON.parse(data) as PageStream['events'][0]['data'] });
        }
      }
    } finally {
      connection.endedAt = Date.now();
    }
  };

  void (async () => {
    while (!controller.signal.aborted) {
      await connectOnce().catch(() => {});
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();
  return opened.then(() => stream);
}
