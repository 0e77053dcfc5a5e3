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

/**
 * Pages written to before the other work waiting (list requests) gets its turn: one write to a socket
 * costs tens of microseconds, so an event for thousands of pages written at once held every request
 * behind it. With 10,000 pages on one instance (bench:capacity), list p99 was 141 ms written at once,
 * 92 ms in turns of 250 and 32 ms in turns of 100; the events' own p99 fell too (148 → 107 ms), as
 * nginx relays the first turns while the next are written.
 */
export const WRITES_PER_TURN = 100;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * This process's open pages by user, so that an event is matched once per user, not per page. Events
 * are written in the order they were sent, a turn of WRITES_PER_TURN pages at a time.
 */
export class OpenPages {
  readonly #byUser = new Map<number, Set<Page>>();
  readonly #waiting: Array<{ text: string; hears: (userId: number) => boolean }> = [];
  #writing = false;

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

  /**
   * Writes `text` to every open page of the users `hears` admits: the first turn at once, the rest
   * after the work that waited meanwhile, and after any event sent before this one.
   */
  send(text: string, hears: (userId: number) => boolean) {
    this.#waiting.push({ text, hears });
    if (!this.#writing) void this.#writeWaiting();
  }

  async #writeWaiting() {
    this.#writing = true;
    let written = 0;
    try {
      for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) {
        // Pages opened meanwhile are visited too, pages closed meanwhile are not (Map and Set iteration).
        for (const [userId, pages] of this.#byUser) {
          if (!next.hears(userId)) continue;
          for (const page of pages) {
            write(page, next.text);
            if (++written % WRITES_PER_TURN === 0) await nextTurn();
          }
        }
      }
    } finally {
      this.#writing = false;
    }
  }

  endAll() {
    for (const pages of [...this.#byUser.values()]) for (const page of [...pages]) page.end();
  }
}
