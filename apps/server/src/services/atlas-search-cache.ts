/**
 * What the hospitals' WebAPIs answered, kept for a short while so paging, sorting and a second look
 * at a concept do not ask them again. Bounded: past `maxEntries` the oldest key goes. Concurrent asks
 * for one key share one call. Unlike the read cache, nothing in our database invalidates it: the
 * answers live in the hospitals, so only time does.
 */
export class HospitalAnswers {
  #entries = new Map<string, { value: unknown; expiresAt: number }>();
  #loading = new Map<string, Promise<unknown>>();

  constructor(
    readonly maxEntries: number,
    /** How long an answer is kept, by what it was: a failure is asked again sooner. */
    readonly ttlOf: (value: unknown) => number,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value as T;
    this.#entries.delete(key);
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;
    const loading = load().then(
      (value) => {
        this.#loading.delete(key);
        const ttl = this.ttlOf(value);
        if (ttl > 0) {
          this.#entries.set(key, { value, expiresAt: Date.now() + ttl });
          while (this.#entries.size > this.maxEntries) {
            const oldest = this.#entries.keys().next().value;
            if (oldest === undefined) break;
            this.#entries.delete(oldest);
          }
        }
        return value;
      },
      (error: unknown) => {
        this.#loading.delete(key);
        throw error;
      },
    );
    this.#loading.set(key, loading);
    return loading;
  }
}
