// The event route's open pages (routes/events.ts): who holds each stream, and writing to them without
// letting a page that stopped reading hold its events in memory without bound.
import type { Writable } from 'node:stream';

/**
 * A page whose output has not drained for this long is not reading (gone without a word, or stuck):
 * its stream is cut rather than its events buffered without bound; were it alive after all, its
 * EventSource opens it again and the page reloads what it shows. A burst that drains is no stall.
 */
export const STALLED_MS = 60_000;

/** One open page: its user and the response its events are written to. */
export interface Page {
  userId: number;
  out: Writable;
  /** Since when a write has been waiting for the output to drain. */
  stalledSince?: number | undefined;
  end(): void;
}

export function write(page: Page, text: string) {
  const { out } = page;
  if (out.writableEnded || out.destroyed) return;
  if (page.stalledSince !== undefined && Date.now() - page.stalledSince > STALLED_MS) {
    // Ending would wait for the unread output to drain; the connection goes at once.
    out.destroy();
    page.end();
  } else if (!out.write(text) && page.stalledSince === undefined) {
    page.stalledSince = Date.now();
    out.once('drain', () => (page.stalledSince = undefined));
  }
}

/** This process's open pages by user, so that an event is matched once per user, not per page. */
export class OpenPages {
  readonly #byUser = new Map<number, Set<Page>>();

  get empty() {
    return this.#byUser.size === 0;
  }

  add(page: Page) {
    const pages = this.#byUser.get(page.userId) ?? new Set();
    pages.add(page);
    this.#byUser.set(page.userId, pages);
  }

  delete(page: Page) {
    const pages = this.#byUser.get(page.userId);
    pages?.delete(page);
    if (pages?.size === 0) this.#byUser.delete(page.userId);
  }

  /** Writes `text` to every open page of the users `hears` admits. */
  send(text: string, hears: (userId: number) => boolean) {
    for (const [userId, pages] of this.#byUser) {
      if (!hears(userId)) continue;
      for (const page of pages) write(page, text);
    }
  }

  endAll() {
    for (const pages of [...this.#byUser.values()]) for (const page of [...pages]) page.end();
  }
}
