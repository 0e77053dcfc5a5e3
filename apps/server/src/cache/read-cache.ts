// Values the cache has handed out: shared, so never changed in place (cache/envelope-json.ts relies on it).
const sharedValues = new WeakSet<object>();

export function isSharedReadValue(value: unknown): value is object {
  return typeof value === 'object' && value !== null && sharedValues.has(value);
}

/**
 * Hot reads kept in the process: the session behind a cookie and the list replies every screen asks
 * for. Under load the same few reads repeat thousands of times a second while writes are rare, so any
 * write clears everything (cache/write-watch.ts sees each one this process makes, the invalidation
 * channel each one another process makes) and a short time to live is the safety net.
 *
 * A read that started before a write may finish after it with what it saw before: the generation,
 * bumped by every invalidation, keeps such a result from being stored. Concurrent misses of one key
 * share one load, so a cold key under 200 connections costs one query, not 200.
 */
export class ReadCache {
  #entries = new Map<string, { value: unknown; expiresAt: number }>();
  #loading = new Map<string, Promise<unknown>>();
  #generation = 0;
  #enabled = true;

  constructor(
    readonly ttlMs: number,
    /** Past this many keys the oldest goes first: per-user keys must not grow without bound. */
    readonly maxEntries = 10_000,
  ) {}

  /** The value under `key`, loaded by `load` when missing or stale. `undefined` is never kept. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#enabled) return load();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value as T;
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;

    const generation = this.#generation;
    const loading = load().then(
      (value) => {
        if (this.#generation === generation) {
          this.#loading.delete(key);
          if (value !== undefined) this.#store(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.#generation === generation) this.#loading.delete(key);
        throw error;
      },
    );
    this.#loading.set(key, loading);
    return loading;
  }

  /** Forgets everything, including loads still under way (their results are not kept). */
  invalidateAll(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  /** Off while invalidations may be missed (the channel is down): every read goes to the database. */
  setEnabled(enabled: boolean): void {
    this.invalidateAll();
    this.#enabled = enabled;
  }

  #store(key: string, value: unknown) {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    if (typeof value === 'object' && value !== null) sharedValues.add(value);
  }
}

// The cache belongs to a database handle (database.ts attaches it); services reach it through the
// `db` they are given, so their signatures stay as they are. A transaction has none: reads inside one
// always go to the database.
const caches = new WeakMap<object, ReadCache>();

export function attachReadCache(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * `load()`, kept in the database's read cache under `key` while nothing is written. The value is
 * shared by every caller until then: never change it in place.
 */
export function cached<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.get(key, load) : load();
}
