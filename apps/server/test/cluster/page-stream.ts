import { readStreamBlocks } from '../event-stream.js';

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
    try {
      await readStreamBlocks(response.body, ({ event, data, retry }) => {
        if (retry !== undefined) retryMs = retry;
        if (event && data)
          stream.events.push({ event, data: JSON.parse(data) as PageStream['events'][0]['data'] });
      });
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
