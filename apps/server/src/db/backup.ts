import { chmodSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPglite } from './database.js';
import { holdDataDir } from './data-dir-lock.js';
import { runPgTool } from './pg-tools.js';

// Backups of the whole platform database, in one file: everything the platform keeps is in it (users,
// projects, executions, audit rows, pg-boss's jobs in schema `pgboss`, and every uploaded or result
// file's bytes in `files.content`). Only the secret key that seals stored credentials lives outside it
// (db/backup-key.ts). The embedded database is dumped as PGlite's data folder (a gzipped tar that
// PGlite loads into a fresh folder); a real PostgreSQL with pg_dump's custom format and pg_restore.

export type BackupTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string };

/** A backup or restore refused or failed for a reason the operator can act on: the message says which. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** What a database holds, for the operator to check a backup or restore by. */
export interface DatabaseContents {
  users: number;
  projects: number;
  executions: number;
  files: number;
  /** The stored files' bytes (uploads and result files). */
  fileBytes: number;
  auditRows: number;
  /** One stored sealed secret, if any, to check the secret key against (db/backup-key.ts). */
  sealedSample: string | null;
}

export interface BackupReport {
  file: string;
  bytes: number;
  contents: DatabaseContents;
}

/** PGlite's folder under DATA_DIR, where the server keeps it (main.ts). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

const CONTENTS_SQL = `select
  (select count(*) from users)::int as users,
  (select count(*) from projects)::int as projects,
  (select count(*) from executions)::int as executions,
  (select count(*) from files)::int as files,
  (select coalesce(sum(octet_length(content)), 0) from files)::float8 as "fileBytes",
  (select count(*) from audit_log)::int as "auditRows",
  coalesce(
    (select password_sealed from cdm_databases where password_sealed is not null limit 1),
    (select key_sealed from org_ai_models where key_sealed is not null limit 1),
    (select release_token from executions where release_token is not null limit 1)
  ) as "sealedSample"`;

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

async function readContents(query: Query, where: string): Promise<DatabaseContents> {
  try {
    const { rows } = await query(CONTENTS_SQL);
    return rows[0] as DatabaseContents;
  } catch (error) {
    throw new BackupError(`${where} holds no CDMNet database (${(error as Error).message}).`);
  }
}

/** Writes through a temporary name, so an interrupted backup never leaves a file that looks whole. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    // The dump holds personal data: readable by its owner only.
    chmodSync(partial, 0o600);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

/** Dumps an open PGlite's data folder to `file` (gzipped tar); answers the file's size. */
export async function writePgliteDump(pglite: PGlite, file: string): Promise<number> {
  const dump = await pglite.dumpDataDir('gzip');
  const bytes = Buffer.from(await dump.arrayBuffer());
  return writeWhole(file, (partial) => writeFile(partial, bytes, { mode: 0o600 }));
}

/**
 * Writes one backup file of the database. The embedded one is refused while a server (or another
 * backup) holds DATA_DIR; a PostgreSQL is dumped while it serves (pg_dump reads one snapshot).
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupReport> {
  if (target.kind === 'pglite') {
    const folder = pgliteFolder(target.dataDir);
    // PGlite would create an empty database in a folder without one: back up only what exists.
    if (!existsSync(path.join(folder, 'PG_VERSION')))
      throw new BackupError(
        `There is no embedded database in ${folder}: set DATA_DIR to the folder the server uses.`,
      );
    const lock = holdDataDir(target.dataDir, 'backup');
    try {
      const pglite = await createPglite(folder);
      try {
        const contents = await readContents((sql) => pglite.query(sql), folder);
        const bytes = await writePgliteDump(pglite, file);
        return { file, bytes, contents };
      } finally {
        await pglite.close();
      }
    } finally {
      lock.release();
    }
  }
  const contents = await withClient(target.databaseUrl, (client) =>
    readContents((sql) => client.query(sql), 'The database at DATABASE_URL'),
  );
  const bytes = await writeWhole(file, (partial) =>
    runPgTool('pg_dump', ['--format=custom', `--file=${partial}`], target.databaseUrl),
  );
  return { file, bytes, contents };
}

/** Which database a backup file is for, by its first bytes. */
export async function backupKindOf(file: string): Promise<BackupTarget['kind']> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`Cannot read ${file}.`);
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    // pg_dump's custom format starts with PGDMP; PGlite's dump is a gzip stream.
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a CDMNet backup (neither a PGlite dump nor a pg_dump file).`);
}

const KIND_NAMES = {
  pglite: 'the embedded database (PGlite)',
  postgres: 'PostgreSQL (pg_dump)',
} as const;

/**
 * Refuses, before a byte is written, a restore that would not land in an EMPTY database of the backup's
 * kind: an embedded DATA_DIR without a database yet, or a PostgreSQL database without our tables.
 */
export async function checkRestorable(file: string, target: BackupTarget): Promise<void> {
  const kind = await backupKindOf(file);
  if (kind !== target.kind)
    throw new BackupError(
      `${file} is a backup of ${KIND_NAMES[kind]}, but the target is ${KIND_NAMES[target.kind]}: ` +
        (kind === 'postgres'
          ? 'set DATABASE_URL to the (empty) database to restore it into.'
          : 'unset DATABASE_URL and set DATA_DIR to an empty folder to restore it into.'),
    );
  if (target.kind === 'pglite') {
    const folder = pgliteFolder(target.dataDir);
    if (existsSync(folder) && readdirSync(folder).length > 0)
      throw new BackupError(
        `${folder} already holds a database; nothing was changed. Restore into an empty DATA_DIR, ` +
          `or move that folder away first.`,
      );
    return;
  }
  await withClient(target.databaseUrl, async (client) => {
    const { rows } = await client.query<{ ours: boolean }>(
      `select to_regclass('public.users') is not null
           or exists (select 1 from pg_namespace where nspname in ('drizzle', 'pgboss')) as ours`,
    );
    if (rows[0]?.ours)
      throw new BackupError(
        `The database at DATABASE_URL already holds CDMNet's tables; nothing was changed. ` +
          `Restore into a new, empty database (createdb), then point DATABASE_URL at it.`,
      );
  });
}

/** Loads a backup into an empty database (checkRestorable says which), answering what it now holds. */
export async function restoreDatabase(file: string, target: BackupTarget): Promise<DatabaseContents> {
  await checkRestorable(file, target);
  return target.kind === 'pglite'
    ? restorePglite(file, target.dataDir)
    : restorePostgres(file, target.databaseUrl);
}

async function restorePglite(file: string, dataDir: string): Promise<DatabaseContents> {
  const folder = pgliteFolder(dataDir);
  const bytes = await readFile(file);
  // A dump cut short fails inside PGlite's loader half-way (and past the point where its error can be
  // caught): a whole gzip stream is checked first.
  await promisify(gunzip)(bytes).catch(() => {
    throw new BackupError(`${file} is cut short or damaged (it does not unpack); nothing was changed.`);
  });
  const lock = holdDataDir(dataDir, 'restore');
  try {
    const dump = new Blob([bytes]);
    let pglite: PGlite | undefined;
    try {
      // No extensions are needed to load and count; the server loads its own when it opens the folder.
      pglite = await PGlite.create(folder, { loadDataDir: dump });
      const opened = pglite;
      return await readContents((sql) => opened.query(sql), file);
    } catch (error) {
      await pglite?.close().catch(() => undefined);
      pglite = undefined;
      // The folder was empty before (checkRestorable): leave it so, for another try.
      rmSync(folder, { recursive: true, force: true });
      throw error instanceof BackupError
        ? error
        : new BackupError(`Could not load ${file}: ${(error as Error).message}`);
    } finally {
      await pglite?.close();
    }
  } finally {
    lock.release();
  }
}

async function restorePostgres(file: string, databaseUrl: string): Promise<DatabaseContents> {
  // One transaction: a restore that fails half-way leaves the database as empty as it was. Objects
  // belong to the role restoring (the one the server connects as), whatever role owned them before.
  await runPgTool(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', file],
    databaseUrl,
  );
  return withClient(databaseUrl, (client) =>
    readContents((sql) => client.query(sql), 'The restored database'),
  );
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`Cannot connect to DATABASE_URL: ${error.message}`);
  });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
