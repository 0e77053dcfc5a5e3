import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, ReadCache } from '../src/cache/read-cache.js';
import { changesData } from '../src/cache/write-watch.js';

/** A load the test finishes when it wants, to interleave it with writes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => vi.useRealTimers());

describe('ReadCache', () => {
  it('answers a repeated read from memory until a write clears it', async () => {
    const cache = new ReadCache(60_000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.invalidateAll();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new ReadCache(60_000);
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const readers = Promise.all(Array.from({ length: 200 }, () => cache.get('k', load)));
    pending.resolve('rows');
    expect(await readers).toEqual(Array.from({ length: 200 }, () => 'rows'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep what a read saw when a write completed while it was under way', async () => {
    const cache = new ReadCache(60_000);
    const before = deferred<string>();
    const stale = cache.get('k', () => before.promise);
    cache.invalidateAll();
    // A reader after the write does not join the load that began before it.
    const fresh = cache.get('k', () => Promise.resolve('after'));
    before.resolve('before');
    expect(await stale).toBe('before');
    expect(await fresh).toBe('after');
    expect(await cache.get('k', () => Promise.resolve('again'))).toBe('after');
  });

  it('reads again once the time to live has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new ReadCache(5_000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('k', load);
    vi.advanceTimersByTime(4_999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('never keeps undefined (an unknown session stays unknown, not remembered)', async () => {
    const cache = new ReadCache(60_000);
    const load = vi.fn(() => Promise.resolve(undefined));
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = new ReadCache(60_000, 2);
    const load = vi.fn((key: string) => Promise.resolve(key));
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => load(key));
    await cache.get('c', () => load('c'));
    await cache.get('b', () => load('b'));
    await cache.get('a', () => load('a'));
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('goes to the database for every read while disabled (invalidations could be missed)', async () => {
    const cache = new ReadCache(60_000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('k', load);
    cache.setEnabled(false);
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('k', load)).toBe(3);
    cache.setEnabled(true);
    expect(await cache.get('k', load)).toBe(4);
    expect(await cache.get('k', load)).toBe(4);
  });

  it('passes straight through for a handle without a cache (a transaction)', async () => {
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const tx = {};
    expect(await cached(tx, 'k', load)).toBe(1);
    expect(await cached(tx, 'k', load)).toBe(2);
  });
});

describe('changesData', () => {
  it.each([
    ['select "id" from "users"', false],
    ['  SELECT 1', false],
    ['(select 1) union (select 2)', false],
    ['begin', false],
    ['insert into "sessions" values ($1)', true],
    ['update "users" set "name" = $1', true],
    ['delete from "sessions" where "token_hash" = $1', true],
    ['with gone as (delete from "files" returning id) select * from gone', true],
    ['commit', true],
    ['rollback', true],
    ['selective_function()', true],
    [undefined, true],
  ])('%j changes data: %s', (text, expected) => {
    expect(changesData(text)).toBe(expected);
  });
});
