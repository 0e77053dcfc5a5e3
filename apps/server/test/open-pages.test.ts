import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenPages, type Page, STALLED_MS, WRITES_PER_TURN } from '../src/routes/open-pages.js';

/** A page's output whose reader takes what it is given only when `read()` is called, like a slow socket. */
function pageReading(userId: number) {
  const waiting: Array<() => void> = [];
  const received: string[] = [];
  const out = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk.toString());
      waiting.push(done);
    },
  });
  let ended = false;
  const page: Page = { userId, out, end: () => (ended = true) };
  return {
    page,
    received,
    get ended() {
      return ended;
    },
    /** The reader takes everything written so far; the output says it drained on a later tick. */
    read: async () => {
      waiting.splice(0).forEach((done) => done());
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const event = (n: number) => `event: execution\ndata: {"n":${n}}\n\n`;
const everyone = () => true;

describe('open event pages', () => {
  afterEach(() => vi.useRealTimers());

  it('cuts a page that has read nothing for a minute, and keeps sending to the others', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pages = new OpenPages();
    const stuck = pageReading(1);
    const reading = pageReading(2);
    pages.add(stuck.page);
    pages.add(reading.page);

    pages.send(event(1), everyone); // more than the output holds: from here it waits to drain
    await reading.read();
    vi.advanceTimersByTime(STALLED_MS - 1_000);
    pages.send(event(2), everyone);
    await reading.read();
    expect(stuck.ended).toBe(false);
    expect(stuck.page.out.destroyed).toBe(false);

    vi.advanceTimersByTime(2_000);
    pages.send(event(3), everyone);
    await reading.read();
    expect(stuck.ended).toBe(true);
    expect(stuck.page.out.destroyed).toBe(true);
    expect(stuck.received).toEqual([event(1)]);
    expect(reading.received).toEqual([event(1), event(2), event(3)]);
    expect(reading.ended).toBe(false);
  });

  it('keeps a page that is slow but reads: a burst that drains is no stall', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pages = new OpenPages();
    const slow = pageReading(1);
    pages.add(slow.page);

    for (let minute = 1; minute <= 3; minute++) {
      pages.send(event(minute), everyone);
      vi.advanceTimersByTime(STALLED_MS - 1_000);
      await slow.read();
    }
    vi.advanceTimersByTime(STALLED_MS * 2);
    pages.send(event(4), everyone);
    expect(slow.ended).toBe(false);
    expect(slow.received).toEqual([event(1), event(2), event(3), event(4)]);
  });

  it('writes only to the pages of the users an event is for', async () => {
    const pages = new OpenPages();
    const member = pageReading(1);
    const memberSecondTab = pageReading(1);
    const outsider = pageReading(2);
    for (const page of [member, memberSecondTab, outsider]) pages.add(page.page);

    pages.send(event(1), (userId) => userId === 1);
    expect(member.received).toEqual([event(1)]);
    expect(memberSecondTab.received).toEqual([event(1)]);
    expect(outsider.received).toEqual([]);

    pages.delete(member.page);
    await memberSecondTab.read();
    pages.send(event(2), (userId) => userId === 1);
    expect(member.received).toEqual([event(1)]);
    expect(memberSecondTab.received).toEqual([event(1), event(2)]);
  });

  it('writes an event for many pages a turn at a time, letting other work in, and keeps events in order', async () => {
    const pages = new OpenPages();
    const many = Array.from({ length: WRITES_PER_TURN * 2 + 10 }, (_, i) => pageReading(i));
    for (const page of many) pages.add(page.page);
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));

    pages.send(event(1), everyone);
    pages.send(event(2), everyone);
    // One turn at once; a list request queued meanwhile runs before the next turn.
    expect(many.filter((page) => page.received.length > 0)).toHaveLength(WRITES_PER_TURN);
    await vi.waitFor(() => expect(many.at(-1)!.received).toEqual([event(1)]));
    expect(otherWorkRan).toBe(true);

    for (const page of many) await page.read();
    await vi.waitFor(() => expect(many.every((page) => page.received.length === 2)).toBe(true));
    expect(many.every((page) => page.received.join('') === event(1) + event(2))).toBe(true);
  });
});
