// A worker thread holding one site's PGlite. PGlite runs PostgreSQL in WebAssembly on the thread that
// calls it and blocks that thread for the whole of a query, so each site's database lives in a worker
// of its own: the HTTP servers and the other sites stay responsive while a package runs, and a query
// that must stop (abort, statement timeout, neither of which PGlite can interrupt) ends by terminating
// this worker. Plain JavaScript (checked through JSDoc) so that it runs from the sources under Vitest
// as well as from dist. The protocol: requests `{ id, op, ...args }`, answers `{ id, ok, value | error }`.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * Type ids whose values PGlite would turn into JavaScript values: keep them as PostgreSQL prints them,
 * so result files and answers show exactly what the database holds (dates as `2010-01-31`, numerics
 * unrounded).
 */
const RAW_TYPES = [
  16, 17, 20, 21, 23, 26, 114, 199, 700, 701, 1000, 1001, 1005, 1007, 1009, 1015, 1016, 1021, 1022, 1082,
  1114, 1115, 1182, 1184, 1185, 1186, 1231, 1700, 3802, 3807,
];
/** @type {Record<number, (value: string) => string>} */
const parsers = Object.fromEntries(RAW_TYPES.map((oid) => [oid, (/** @type {string} */ value) => value]));

/** @type {PGlite | undefined} */
let db;

/** @returns {PGlite} */
function open() {
  if (!db) throw new Error('database not open');
  return db;
}

/**
 * @param {{ fields: { name: string, dataTypeID: number }[], rows: unknown[] }} result
 * @returns {{ fields: { name: string, typeId: number }[], rows: (string | null)[][] }}
 */
function shape(result) {
  return {
    fields: result.fields.map((field) => ({ name: field.name, typeId: field.dataTypeID })),
    rows: /** @type {(string | null)[][]} */ (result.rows),
  };
}

/** @type {Record<string, (message: any) => Promise<unknown>>} */
const operations = {
  // `wasmModule`: PGlite's WebAssembly compiled once by the main thread and shared by every worker, so
  // that six sites do not compile (and optimise) the same 9 MB module six times.
  async open({ dataDir, loadDataDir, wasmModule }) {
    db = await PGlite.create(dataDir, {
      parsers,
      // 1 MB WAL segments instead of 16: the template every site starts from is 15 MB smaller.
      initDbStartParams: ['--wal-segsize=1'],
      // A site's CDM is tens of megabytes: PostgreSQL's default 128 MB of shared buffers per site would
      // only make six sites heavier.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
      ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    });
    return null;
  },
  async exec({ sql }) {
    await open().exec(sql);
    return null;
  },
  async query({ sql, params }) {
    return shape(await open().query(sql, params ?? [], { rowMode: 'array' }));
  },
  async copy({ sql, data }) {
    await open().query(sql, [], { blob: new Blob([data]) });
    return null;
  },
  // One package file: its statements in a read-only transaction, always rolled back; the rows of the last.
  async runReadOnly({ statements }) {
    const database = open();
    await database.exec('begin transaction read only');
    try {
      /** @type {any} */
      let last;
      for (const statement of statements) last = await database.query(statement, [], { rowMode: 'array' });
      // A last statement that returns no rows (SET, DDL) has no columns: no result.
      return last && last.fields.length > 0 ? shape(last) : null;
    } finally {
      await database.exec('rollback');
    }
  },
  // Uncompressed: a site opens from it faster than from a gzip (the dump is about 45 MB).
  async dump() {
    const blob = await open().dumpDataDir('none');
    return await blob.arrayBuffer();
  },
  async close() {
    await db?.close();
    db = undefined;
    return null;
  },
  // A PostgreSQL wire-protocol client's messages (wire-server.ts), up to a Sync or a simple Query:
  // PGlite answers them as a server would. A client whose batch leaves a transaction open holds the
  // session until its transaction ends or it disconnects (see the queue below).
  async protocol({ connection, data }) {
    const answer = await open().execProtocolRaw(new Uint8Array(data));
    holder = open().isInTransaction() ? connection : null;
    return answer.buffer.slice(answer.byteOffset, answer.byteOffset + answer.byteLength);
  },
  // A wire client went away: whatever transaction it left open is rolled back.
  async disconnect({ connection }) {
    if (holder === connection) {
      holder = null;
      if (db?.isInTransaction()) await db.exec('rollback');
    }
    return null;
  },
};

/**
 * The wire client holding the session in a transaction, or null. While one does, only its own
 * requests run: the engine's and the WebAPI's wait, so that nobody else's statement lands inside (or
 * ends) that client's transaction.
 * @type {number | null}
 */
let holder = null;

if (!parentPort) throw new Error('pglite-worker.js runs only as a worker thread');
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

// One request at a time, in arrival order (PGlite serves one connection), but while a wire client
// holds the session only that client's requests.
/** @type {{ id: number, op: string, connection?: number }[]} */
const waiting = [];
let busy = false;

/** @param {{ id: number, op: string }} message */
async function answer(message) {
  const operation = operations[message.op];
  try {
    if (!operation) throw new Error(`unknown operation ${message.op}`);
    const value = await operation(message);
    const transfer = value instanceof ArrayBuffer ? [value] : [];
    port.postMessage({ id: message.id, ok: true, value }, transfer);
  } catch (error) {
    const failure = /** @type {{ message?: string, code?: string }} */ (error);
    port.postMessage({
      id: message.id,
      ok: false,
      error: { message: failure.message ?? String(error), code: failure.code ?? null },
    });
  }
}

function next() {
  if (busy) return;
  const index = holder === null ? 0 : waiting.findIndex((message) => message.connection === holder);
  if (index === -1 || waiting.length === 0) return;
  const [message] = waiting.splice(index, 1);
  busy = true;
  void answer(/** @type {{ id: number, op: string }} */ (message)).finally(() => {
    busy = false;
    next();
  });
}

port.on('message', (/** @type {{ id: number, op: string, connection?: number }} */ message) => {
  waiting.push(message);
  next();
});
