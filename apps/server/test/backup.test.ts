import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ExecutionFile } from '@cdmnet/api/contract';
import { checkKeyFits, installKey, keepKeyWith, keyFileFor, keyOpens } from '../src/db/backup-key.js';
import {
  BackupError,
  backupDatabase,
  backupKindOf,
  pgliteFolder,
  restoreDatabase,
  writePgliteDump,
  type BackupTarget,
} from '../src/db/backup.js';
import { DataDirInUseError, dataDirLockFile, holdDataDir } from '../src/db/data-dir-lock.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { analyses } from '../src/db/schema.js';
import { startExecutionJobs } from '../src/jobs/execution-queue.js';
import { loadSecretKey, secretBox } from '../src/services/secrets.js';
import {
  appOn,
  databaseUrlOf,
  emptyPostgresDatabase,
  migrationCount,
  pgliteOf,
  storedFiles,
  tableDigests,
  type TableDigest,
} from './backup-helpers.js';
import {
  cdmIdOf,
  engineAt,
  executionSetup,
  finishedExecution,
  startRecordingEngine,
  workContext,
} from './execution-helpers.js';
import { PREDICTION } from './analysis-helpers.js';
import { HEART, RESEARCHER, projectHelpers } from './project-helpers.js';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

// A backup taken of a platform in use (the demo seed, a finished run with its result file, audit rows,
// pg-boss's queues) and restored into a fresh instance holds every row of every table, the same file
// bytes, needs no migration, serves, and backs up again: on PGlite as PGlite's data-folder dump restored
// into an empty DATA_DIR, on PostgreSQL through pg_dump and pg_restore into a new database.

const adminUrl = process.env.TEST_DATABASE_URL;
const GENDER = 'gender,persons\nFEMALE,70\nMALE,<5\n';

let t: TestApp;
let work: string;
let source: { digests: Record<string, TableDigest>; files: { id: number; content: Buffer }[] };
let backupFile: string;
/** Where the backup was restored (a fresh DATA_DIR, or a new PostgreSQL database). */
let restoredTarget: BackupTarget;
let restored: DatabaseHandle;
let restoredOpen = false;
let dropRestored = async () => {};
let base: string;
let executionId: number;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-backup-'));
  const setup = await executionSetup();
  t = await createTestApp({ executions: { events: setup.events, queue: setup.queue } });
  const engine = await startRecordingEngine();
  const h = projectHelpers(() => t);
  try {
    const projectId = await h.projectIdOf(HEART);
    const [analysis] = await t.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.name, PREDICTION));
    base = `/api/v1/projects/${projectId}/analysis/${analysis!.id}/execution`;
    await engineAt(t, ['HANBIT_CDM'], engine.url);
    executionId = await finishedExecution({
      t,
      events: setup.events,
      engine,
      call: h.call,
      base,
      email: RESEARCHER,
      cdmId: await cdmIdOf(t, 'HANBIT_CDM'),
      files: [{ name: 'gender.csv', text: GENDER }],
    });
  } finally {
    await engine.close();
  }
  // pg-boss's schema and queues, as a server leaves them in the same database.
  const jobs = await startExecutionJobs(workContext(t, setup.events), t, { schedule: false });
  await jobs.stop();
  source = { digests: await tableDigests(t.executeSql), files: await storedFiles(t.executeSql) };

  if (adminUrl) {
    backupFile = path.join(work, 'cdmnet.dump');
    await backupDatabase({ kind: 'postgres', databaseUrl: await databaseUrlOf(t, adminUrl) }, backupFile);
    const target = await emptyPostgresDatabase(adminUrl);
    dropRestored = target.drop;
    restoredTarget = { kind: 'postgres', databaseUrl: target.url };
    await restoreDatabase(backupFile, restoredTarget);
    restored = await openDatabase({ databaseUrl: target.url });
    restoredOpen = true;
  } else {
    // The app's database is in memory: its dump (the backup's own writing) goes to a file, as the
    // command writes it from DATA_DIR, and is restored as the command restores one.
    backupFile = path.join(work, 'cdmnet.tgz');
    await writePgliteDump(pgliteOf(t), backupFile);
    restoredTarget = { kind: 'pglite', dataDir: path.join(work, 'restored') };
    await restoreDatabase(backupFile, restoredTarget);
    restored = await openDatabase({ dataDir: pgliteFolder(restoredTarget.dataDir) });
    restoredOpen = true;
  }
}, 120_000);

afterAll(async () => {
  if (restoredOpen) await restored.close();
  await dropRestored();
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a restored backup', () => {
  it('holds every row of every table: users, projects, executions, files, audit rows, jobs', async () => {
    // The source really holds what the backup must carry.
    for (const table of [
      'public.users',
      'public.projects',
      'public.executions',
      'public.execution_files',
      'public.files',
      'public.audit_log',
      'pgboss.queue',
      'drizzle.__drizzle_migrations',
    ])
      expect(source.digests[table]?.rows, table).toBeGreaterThan(0);
    expect(await tableDigests(restored.executeSql)).toEqual(source.digests);
  });

  it('holds every stored file with the same bytes, the run’s result file among them', async () => {
    const files = await storedFiles(restored.executeSql);
    expect(files).toEqual(source.files);
    expect(files.map((file) => file.content.toString('utf8'))).toContain(GENDER);
  });

  it('needs no migration, and the app signs in on it and serves the result file', async () => {
    const applied = async () =>
      (
        (await restored.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations')) as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    expect(await applied()).toBe(migrationCount());
    await restored.migrate();
    expect(await applied()).toBe(migrationCount());

    const app = await appOn(restored.db);
    try {
      const cookie = await signInAs(app, RESEARCHER);
      const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
      const list = (await get(`${base}/${executionId}/files`)).json<{ content: ExecutionFile[] }>().content;
      const gender = list.find((file) => file.name === 'gender.csv')!;
      const view = await get(`${base}/${executionId}/files/${gender.id}/view`);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json<{ content: { text: string } }>().content.text).toBe(GENDER);
    } finally {
      await app.close();
    }
  });
});

describe('what a restore refuses', () => {
  it('a target that already holds a database, leaving it as it was', async () => {
    const before = await tableDigests(restored.executeSql);
    await expect(restoreDatabase(backupFile, restoredTarget)).rejects.toThrow(
      restoredTarget.kind === 'pglite'
        ? /already holds a database; nothing was changed/
        : /already holds CDMNet's tables/,
    );
    expect(await tableDigests(restored.executeSql)).toEqual(before);
  });

  it('a backup of the other kind of database, before touching the target', async () => {
    const other: BackupTarget =
      restoredTarget.kind === 'pglite'
        ? { kind: 'postgres', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }
        : { kind: 'pglite', dataDir: path.join(work, 'other') };
    await expect(restoreDatabase(backupFile, other)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(backupFile, other)).rejects.toThrow(/is a backup of .*but the target is/);
    expect(existsSync(path.join(work, 'other'))).toBe(false);
  });
});

describe('the embedded database’s folder', () => {
  /** A DATA_DIR that looks as if it held a database: the lock is checked before it is opened. */
  const dataDirWithDatabase = () => {
    const dataDir = mkdtempSync(path.join(work, 'held-'));
    mkdirSync(pgliteFolder(dataDir));
    writeFileSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'), '18\n');
    return dataDir;
  };

  it('is not backed up while a server holds it, and a second holder is refused', async () => {
    const dataDir = dataDirWithDatabase();
    const server = holdDataDir(dataDir, 'server');
    try {
      const refused = await backupDatabase({ kind: 'pglite', dataDir }, path.join(work, 'never.tgz')).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toContain(`in use by the server (pid ${process.pid}`);
      expect(() => holdDataDir(dataDir, 'server')).toThrow(DataDirInUseError);
      expect(existsSync(path.join(work, 'never.tgz'))).toBe(false);
    } finally {
      server.release();
    }
    expect(existsSync(dataDirLockFile(dataDir))).toBe(false);
  });

  it('is taken over from a process that is gone (a crashed server)', () => {
    const dataDir = dataDirWithDatabase();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(
      dataDirLockFile(dataDir),
      JSON.stringify({ pid: gone, purpose: 'server', since: '2020-01-01T00:00:00.000Z' }),
    );
    const lock = holdDataDir(dataDir, 'backup');
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'backup',
    });
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('is taken over from a predecessor that had our pid (a container restarted after a crash)', () => {
    const dataDir = dataDirWithDatabase();
    writeFileSync(
      dataDirLockFile(dataDir),
      JSON.stringify({ pid: process.pid, purpose: 'server', since: '2020-01-01T00:00:00.000Z' }),
    );
    const lock = holdDataDir(dataDir, 'server');
    // Ours now: a second holder in this process is refused like any other.
    expect(() => holdDataDir(dataDir, 'backup')).toThrow(DataDirInUseError);
    lock.release();
  });
});

describe('the secret key', () => {
  it('goes along beside the backup, readable by its owner only, and into the restored DATA_DIR', () => {
    const from = mkdtempSync(path.join(work, 'key-from-'));
    const sealed = secretBox(loadSecretKey(undefined, from)).seal('cdm-password');
    const file = path.join(work, 'keyed.tgz');
    expect(keepKeyWith(file, from, {})).toEqual({ how: 'copied', file: keyFileFor(file) });
    expect(statSync(keyFileFor(file)).mode & 0o077).toBe(0);

    const into = mkdtempSync(path.join(work, 'key-into-'));
    expect(keyOpens(sealed, into, {})).toBe(false);
    checkKeyFits(file, into, {});
    expect(installKey(file, into, {}).how).toBe('installed');
    expect(keyOpens(sealed, into, {})).toBe(true);

    // A DATA_DIR with a key of its own is refused before anything is restored.
    const otherKey = mkdtempSync(path.join(work, 'key-other-'));
    loadSecretKey(undefined, otherKey);
    expect(() => checkKeyFits(file, otherKey, {})).toThrow(/holds a different secret key/);
  });

  it('stays in the environment when SECRET_KEY is set', () => {
    const env = { SECRET_KEY: 'ab'.repeat(32) };
    const file = path.join(work, 'env.dump');
    expect(keepKeyWith(file, work, env)).toEqual({ how: 'environment' });
    expect(existsSync(keyFileFor(file))).toBe(false);
    const sealed = secretBox(loadSecretKey(env.SECRET_KEY, work)).seal('token');
    expect(keyOpens(sealed, work, env)).toBe(true);
    expect(keyOpens(sealed, work, { SECRET_KEY: 'cd'.repeat(32) })).toBe(false);
  });
});

describe('the restored database, in turn', () => {
  it('backs up again: PostgreSQL while the server uses it, the embedded one once the server stopped', async () => {
    // What it holds now (the sign-in above added its own rows).
    const now = await tableDigests(restored.executeSql);
    const bytes = (await storedFiles(restored.executeSql)).reduce(
      (sum, file) => sum + file.content.length,
      0,
    );
    if (restoredTarget.kind === 'pglite') {
      restoredOpen = false;
      await restored.close();
    }
    const again = path.join(work, restoredTarget.kind === 'pglite' ? 'again.tgz' : 'again.dump');
    const report = await backupDatabase(restoredTarget, again);
    expect(report.contents).toMatchObject({
      users: now['public.users']!.rows,
      projects: now['public.projects']!.rows,
      executions: now['public.executions']!.rows,
      files: now['public.files']!.rows,
      fileBytes: bytes,
      auditRows: now['public.audit_log']!.rows,
    });
    expect(await backupKindOf(again)).toBe(restoredTarget.kind);
    // The file holds personal data: its owner alone reads it.
    expect(statSync(again).mode & 0o077).toBe(0);
    expect(report.bytes).toBe(statSync(again).size);
  });
});
