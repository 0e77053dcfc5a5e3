import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '@cdmnet/api/contract';
import { createMailPort } from './adapters/mail.js';
import { createSmsPort } from './adapters/sms.js';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
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

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
const seeded = config.seedDemo ? await seedDemo(database.db) : false;

const outboxDir = path.join(config.dataDir, 'outbox');
const ports = {
  mail: createMailPort({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir }),
  sms: createSmsPort({ outboxDir }),
};
const secrets = secretBox(loadSecretKey(process.env.SECRET_KEY, config.dataDir));
const events = await openLiveEvents(database);
const executionJobs = await startExecutionJobs(
  { db: database.db, events, secrets, callbackBase: config.callbackUrl, designToSql },
  database,
);
const app = await buildApp({
  db: database.db,
  ports,
  secrets,
  config,
  logger: process.env.LOG_REQUESTS === '1',
  executions: { events, queue: executionJobs },
});
// The ATLAS supporter's copies; on PGlite this process alone uses the database, so whatever was copying
// when it stopped is taken up again at once.
const atlasCopyJobs = await startAtlasCopyJobs(database.db, database, {
  orphanAtStartMs: database.kind === 'pglite' ? 0 : undefined,
});
// The daily jobs (IRB expiry) run now and every day in this process, as long as the app is open.
const dailyJobs = startDailyJobs(database.db);
app.addHook('onClose', (_instance, done) => {
  dailyJobs.stop();
  done();
});
const address = await app.listen({ port: config.port, host: config.host });
// The concept finder's index is read from the hospitals' vocabularies now, so the first search does not
// wait for it; a hospital not up yet is read again on a later search (concept-finder/index-sync.ts).
void refreshIndexOnce(database.db).catch((error: unknown) =>
  console.warn('concept finder: the index could not be read at start', error),
);

const url = address.replace('127.0.0.1', 'localhost');
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

const shutdown = async () => {
  await app.close();
  await executionJobs.stop();
  await atlasCopyJobs.stop();
  await events.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
