import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openInvalidationChannel } from '../cache/invalidation-channel.js';
import { attachReadCache, ReadCache } from '../cache/read-cache.js';
import { watchPgClient, watchPglite } from '../cache/write-watch.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Either driver: services see only what both share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Plain SQL on the same database, for what Drizzle does not do (pg-boss, NOTIFY). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /** Set for a real PostgreSQL: other processes may share it (LISTEN/NOTIFY). */
  databaseUrl?: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating, seeding) holding the start-up lock: on PostgreSQL, instances started
   * together take turns, so the migrations run once and the demo is seeded once.
   */
  startingUp<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up: any number of ours that nothing else takes ("CDMN"). */
const STARTUP_LOCK = 0x43444d4e;

// src/db and dist/db sit at the same depth, so this holds for sources and builds alike.
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite's folder, or 'memory://'. */
  dataDir?: string;
  /** An already started PGlite (tests clone one migrated template instead of starting afresh). */
  pglite?: PGlite;
  /** How long a cached read may live if an invalidation were missed (cache/read-cache.ts). */
  cacheTtlMs?: number;
}

const DEFAULT_CACHE_TTL_MS = 5_000;

/**
 * An embedded PostgreSQL with the extensions our migrations create (pg_trgm for the concept finder):
 * PGlite loads an extension only when given it here.
 */
export const createPglite = (dataDir: string) => PGlite.create(dataDir, { extensions: { pg_trgm } });

/** A real PostgreSQL when a URL is given; otherwise PGlite, kept in `dataDir` (or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const cache = new ReadCache(options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS);
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the database is down a request fails within seconds (503, error-handler.ts) rather
      // than waiting on a connection that will not come.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server ends (a restart, a dropped test database) is replaced on the next
    // query; without a listener pg would raise it as an uncaught error and stop the process.
    pool.on('error', (error) => console.warn(`database: idle connection closed (${error.message})`));
    // Other server processes may share this database: they hear of this one's writes and it of theirs.
    const channel = await openInvalidationChannel({
      databaseUrl: options.databaseUrl,
      send: (text, values) => pool.query(text, values),
      onRemoteWrite: () => cache.invalidateAll(),
      onListening: (listening) => cache.setEnabled(listening),
    });
    pool.on('connect', (client) => {
      // A connection that drops while a request holds it (the database stopped mid-transaction) fails
      // that request's next query (a 503); without a listener node-postgres would also raise it as an
      // uncaught error and stop the process. The pool drops the broken connection when it comes back.
      client.on('error', () => {});
      watchPgClient(client, () => {
        cache.invalidateAll();
        channel.announce();
      });
    });
    const db = drizzlePg(pool, { schema });
    attachReadCache(db, cache);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      databaseUrl: options.databaseUrl,
      executeSql: (text, values) => pool.query(text, values),
      migrate: () => migratePg(db, { migrationsFolder }),
      startingUp: async (work) => {
        // A session lock on a connection of its own: released by hand, or by PostgreSQL when this
        // process dies holding it.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: async () => {
        await channel.close();
        await pool.end();
      },
    };
  }
  const client = options.pglite ?? (await createPglite(options.dataDir ?? 'memory://'));
  // PGlite's data belongs to this one process: its own writes are all there is to watch.
  watchPglite(client, () => cache.invalidateAll());
  const db = drizzlePglite(client, { schema });
  attachReadCache(db, cache);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // PGlite takes parameters only for a single statement; pg-boss's schema scripts are several
    // statements without parameters, which exec runs (its last result is the answer).
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite's data belongs to one process: nobody to take turns with.
    startingUp: (work) => work(),
    close: () => client.close(),
  };
}
