import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RunStopped, type CdmDatabase, type ResultSet, type RunOptions } from './database.js';

// The main thread's side of pglite-worker.js: requests by id, and a site database that replaces its
// worker when a run has to be stopped (the only way to stop a PGlite query) and reopens the site.

/** The worker ended (terminated on purpose, or crashed) before answering. */
export class WorkerGone extends Error {}

/** A failure PostgreSQL reported, with its SQLSTATE. */
export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

interface Answer {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { message: string; code: string | null };
}

/** A compiled WebAssembly.Module (the ES2023 lib we build with does not declare WebAssembly). */
type WasmModule = object;
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

let compiled: Promise<WasmModule> | undefined;

/** PGlite's WebAssembly, compiled once per process and handed to every worker. */
export function pgliteModule(): Promise<WasmModule> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return wasm.compile(await readFile(path.join(path.dirname(entry), 'pglite.wasm')));
  })();
  return compiled;
}

export class PgliteWorker {
  private readonly worker = new Worker(new URL('./pglite-worker.js', import.meta.url));
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private gone = false;

  constructor() {
    this.worker.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new DatabaseError(answer.error?.message ?? '', answer.error?.code ?? null));
    });
    const fail = (error: Error) => {
      this.gone = true;
      for (const waiting of this.pending.values()) waiting.reject(new WorkerGone(error.message));
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`worker exited (${code})`)));
  }

  request<T>(op: string, args: Record<string, unknown> = {}, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.gone) return Promise.reject(new WorkerGone('worker gone'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...args }, transfer);
    });
  }

  async copy(sql: string, data: Uint8Array): Promise<void> {
    // A copy of the bytes, handed over rather than cloned once more.
    const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
    await this.request('copy', { sql, data: buffer }, [buffer]);
  }

  exec(sql: string): Promise<void> {
    return this.request('exec', { sql });
  }

  /** Starts PGlite in the worker: `dataDir` a folder or memory://, optionally from a dump. */
  async open(dataDir: string, loadDataDir?: ArrayBuffer): Promise<void> {
    await this.request('open', { dataDir, loadDataDir, wasmModule: await pgliteModule() });
  }

  async terminate(): Promise<void> {
    this.gone = true;
    await this.worker.terminate();
  }

  /** Closes PGlite cleanly, then ends the thread. */
  async close(): Promise<void> {
    if (!this.gone) await this.request('close').catch(() => undefined);
    await this.terminate();
  }
}

/** Opens (or loads) the site's database in a fresh worker. */
export type Prepare = (worker: PgliteWorker) => Promise<void>;

export class PgliteSiteDatabase implements CdmDatabase {
  readonly kind = 'pglite' as const;
  private worker: PgliteWorker;
  private ready: Promise<void>;
  private closed = false;

  private constructor(
    private readonly prepare: Prepare,
    private readonly onRestartFailed: (error: unknown) => void,
    /** On disk: closed cleanly. In memory there is nothing to keep: the worker just ends. */
    private readonly persistent: boolean,
  ) {
    this.worker = new PgliteWorker();
    this.ready = prepare(this.worker);
  }

  static async open(
    prepare: Prepare,
    onRestartFailed: (error: unknown) => void,
    persistent: boolean,
  ): Promise<PgliteSiteDatabase> {
    const site = new PgliteSiteDatabase(prepare, onRestartFailed, persistent);
    try {
      await site.ready;
    } catch (error) {
      await site.worker.terminate();
      throw error;
    }
    return site;
  }

  async query(sql: string, params: unknown[] = []): Promise<ResultSet> {
    for (;;) {
      await this.ready;
      try {
        return await this.worker.request<ResultSet>('query', { sql, params });
      } catch (error) {
        // Queued behind a run that was stopped: the site reopens; ask the new worker.
        if (error instanceof WorkerGone && !this.closed) continue;
        throw error;
      }
    }
  }

  /**
   * A wire-protocol client's batch of messages (ending in Sync or Query), answered by PGlite; the
   * answer's bytes. `connection` names the client: its open transaction holds the site (the worker).
   * A worker that ended meanwhile (a stopped run) rejects with WorkerGone: the client's session is gone.
   */
  async protocol(connection: number, data: Uint8Array): Promise<Uint8Array> {
    await this.ready;
    const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
    const answer = await this.worker.request<ArrayBuffer>('protocol', { connection, data: buffer }, [buffer]);
    return new Uint8Array(answer);
  }

  /** A wire client left: its open transaction, if any, is rolled back and the site released. */
  async disconnect(connection: number): Promise<void> {
    await this.ready.catch(() => undefined);
    await this.worker.request('disconnect', { connection }).catch(() => undefined);
  }

  async runReadOnly(statements: string[], options: RunOptions): Promise<ResultSet | null> {
    await this.ready;
    const worker = this.worker;
    return new Promise<ResultSet | null>((resolve, reject) => {
      let settled = false;
      const settle = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        options.signal.removeEventListener('abort', onAbort);
        action();
      };
      const stop = (reason: 'aborted' | 'timeout') =>
        settle(() => {
          this.restart(worker);
          reject(new RunStopped(reason));
        });
      const onAbort = () => stop('aborted');
      const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
      if (options.signal.aborted) return stop('aborted');
      options.signal.addEventListener('abort', onAbort, { once: true });
      worker.request<ResultSet | null>('runReadOnly', { statements }).then(
        (result) => settle(() => resolve(result)),
        (error: Error) => settle(() => reject(error)),
      );
    });
  }

  /** Ends the worker mid-query and reopens the site in a new one; queries wait for it. */
  private restart(old: PgliteWorker) {
    if (this.worker !== old || this.closed) return;
    const next = new PgliteWorker();
    this.worker = next;
    this.ready = old
      .terminate()
      .then(() => this.prepare(next))
      .catch((error: unknown) => {
        this.onRestartFailed(error);
        throw error;
      });
    // A failed reopen is reported through onRestartFailed and every later query; nobody else awaits it.
    this.ready.catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.ready.catch(() => undefined);
    if (this.persistent) await this.worker.close();
    else await this.worker.terminate();
  }
}
