import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '@cdmnet/api/contract';
import { createMailPort } from './adapters/mail.js';
import { createSmsPort } from './adapters/sms.js';
import { buildApp } from './app.js';
import { logSettingFrom } from './http/request-log.js';
import type { InstanceState } from './http/health.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { DataDirInUseError, holdDataDir, type DataDirLock } from './db/data-dir-lock.js';
import { demoUsers } from './db/demo-data.js';
import { DEMO_ATLAS_SUPPORTER } from './db/demo-roles.js';
import { seedDemo } from './db/seed.js';
import { refreshIndexOnce } from './concept-finder/index-sync.js';
import { startAtlasCopyJobs } from './jobs/atlas-copies.js';
import { startDailyJobs } from './jobs/daily.js';
import { startExecutionJobs } from './jobs/execution-queue.js';
import { designToSql } from './services/design-packages.js';
import { openLiveEvents } from './services/live-events.js';
import { loadSecretKey, secretBox } from './services/secrets.js';

const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });

// PGlite's folder belongs to one process: a second server, or a backup, is refused while this one runs.
let dataDirLock: DataDirLock | undefined;
try {
  dataDirLock = config.databaseUrl ? undefined : holdDataDir(config.dataDir, 'server');
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
// Instances started together on one PostgreSQL take turns here: migrations and the demo run once.
const seeded = await database.startingUp(async () => {
  await database.migrate();
  return config.seedDemo ? await seedDemo(database.db) : false;
});

const outboxDir = path.join(config.dataDir, 'outbox');
const ports = {
  mail: createMailPort({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir }),
  sms: createSmsPort({ outboxDir }),
};
const secrets = secretBox(loadSecretKey(process.env.SECRET_KEY, config.dataDir));
const events = await openLiveEvents(database);
// pg-boss creates its queues as each instance starts; two instances doing it at once deadlocked (40P01),
// so the job queues start under the start-up lock too. The ATLAS supporter's copies: on PGlite this
// process alone uses the database, so whatever was copying when it stopped is taken up again at once.
const { executionJobs, atlasCopyJobs } = await database.startingUp(async () => ({
  executionJobs: await startExecutionJobs(
    { db: database.db, events, secrets, callbackBase: config.callbackUrl, designToSql },
    database,
  ),
  atlasCopyJobs: await startAtlasCopyJobs(database.db, database, {
    orphanAtStartMs: database.kind === 'pglite' ? 0 : undefined,
  }),
}));
const instance: InstanceState = { stopping: false, queueRunning: () => executionJobs.running() };
const app = await buildApp({
  db: database.db,
  ports,
  secrets,
  config,
  logger: logSettingFrom(process.env),
  executions: { events, queue: executionJobs },
  instance,
});
// The daily jobs (IRB expiry) run now and every day in this process, as long as the app is open.
const dailyJobs = startDailyJobs(database.db);
const address = await app.listen({ port: config.port, host: config.host });
// The concept finder's index is read from the hospitals' vocabularies now, so the first search does not
// wait for it; a hospital not up yet is read again on a later search (concept-finder/index-sync.ts).
void refreshIndexOnce(database.db).catch((error: unknown) =>
  console.warn('concept finder: the index could not be read at start', error),
);

const url = address.replace('127.0.0.1', 'localhost');
app.log.info({ url, database: database.kind }, 'listening');
console.log(`CDMNet is running at ${url}`);
console.log(
  `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
);
if (!config.smtpUrl) console.log(`  mail and SMS: written to ${outboxDir} (set SMTP_URL to send mail)`);
if (config.seedDemo) {
  console.log(
    `  demo data: ${seeded ? 'seeded now' : 'kept from an earlier start'}; accounts (password ${DEMO_PASSWORD}):`,
  );
  for (const user of demoUsers) console.log(`    ${user.email.padEnd(28)} ${user.name}`);
  console.log(`    ${DEMO_ATLAS_SUPPORTER.padEnd(28)} ATLAS 지원 (ATLAS_SUPPORTER)`);
}

/** A stop that takes longer than this (a request that never ends) is cut short. */
const SHUTDOWN_LIMIT_MS = 30_000;
/**
 * How long a stopping instance keeps serving while readiness says 503 (SHUTDOWN_DELAY_MS), for a
 * balancer that polls readiness to stop sending here first; nginx needs none: it retries elsewhere.
 */
const shutdownDelayMs = Number(process.env.SHUTDOWN_DELAY_MS ?? 0);

// Graceful: readiness turns 503, the port closes (requests under way finish, event streams end so the
// pages reconnect to another instance), jobs under way finish or go back to the queue, then the
// database closes.
const shutdown = async (signal: string) => {
  if (instance.stopping) return;
  instance.stopping = true;
  app.log.info({ signal }, 'stopping');
  setTimeout(() => {
    app.log.error('stopping took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS + shutdownDelayMs).unref();
  if (shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs));
  await app.close();
  dailyJobs.stop();
  await executionJobs.stop();
  await atlasCopyJobs.stop();
  await events.close();
  await database.close();
  dataDirLock?.release();
  app.log.info('stopped');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
