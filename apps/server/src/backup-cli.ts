import path from 'node:path';
import { readConfig } from './config.js';
import {
  BackupError,
  backupDatabase,
  checkRestorable,
  pgliteFolder,
  restoreDatabase,
  type BackupTarget,
  type DatabaseContents,
} from './db/backup.js';
import { checkKeyFits, installKey, keepKeyWith, keyOpens } from './db/backup-key.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { PgToolError } from './db/pg-tools.js';

// `backup [FILE]` and `restore FILE` for the operator, on the database the server would open with the
// same environment (DATABASE_URL, or the embedded one in DATA_DIR) and with the same secret key
// (SECRET_KEY, or DATA_DIR/secret.key). Run as a package script (`pnpm backup`), paths are read from
// the folder it was started in, as `npm start` reads DATA_DIR from the repository root.

const USAGE = `Usage:
  backup [FILE]   write one backup file of the database (default: cdmnet-<time>.tgz for the embedded
                  database, cdmnet-<time>.dump for PostgreSQL) and the secret key beside it (FILE.key)
  restore FILE    load FILE into an empty database (an embedded DATA_DIR without one, or a PostgreSQL
                  database without CDMNet's tables), and FILE.key into DATA_DIR

The database is DATABASE_URL's when set, else the embedded one in DATA_DIR (default ./.data).`;

if (process.env.npm_lifecycle_event && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const env = process.env;
const config = readConfig(env);
const target: BackupTarget = config.databaseUrl
  ? { kind: 'postgres', databaseUrl: config.databaseUrl }
  : { kind: 'pglite', dataDir: config.dataDir };
const where =
  target.kind === 'pglite'
    ? `the embedded database in ${pgliteFolder(config.dataDir)}`
    : 'PostgreSQL (DATABASE_URL)';

const [command, fileArgument, ...rest] = process.argv.slice(2);

/** A command line we do not take: answered with the usage. */
class UsageError extends Error {}

const size = (bytes: number) =>
  bytes < 1_000_000 ? `${(bytes / 1_000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
const describe = (c: DatabaseContents) =>
  `${c.users} users, ${c.projects} projects, ${c.executions} executions, ${c.auditRows} audit rows, ` +
  `${c.files} stored files (${size(c.fileBytes)})`;

function defaultFileName() {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `cdmnet-${stamp}.${target.kind === 'pglite' ? 'tgz' : 'dump'}`;
}

async function backup(file: string) {
  console.log(`Backing up ${where} …`);
  const report = await backupDatabase(target, file);
  console.log(`Wrote ${file} (${size(report.bytes)}): ${describe(report.contents)}.`);
  const key = keepKeyWith(file, config.dataDir, env);
  if (key.how === 'copied')
    console.log(
      `The secret key that seals stored credentials is in ${key.file} (readable by you only). ` +
        `Keep it with the backup but not in the same place: the two together open those credentials.`,
    );
  else if (key.how === 'environment')
    console.log(
      'The secret key is SECRET_KEY in the environment, not in the backup: keep a copy of it, ' +
        'without it the restored stored credentials cannot be read.',
    );
  else console.log(`No secret key in ${config.dataDir} yet: nothing sealed to take along.`);
}

async function restore(file: string) {
  console.log(`Restoring ${file} into ${where} …`);
  await checkRestorable(file, target);
  checkKeyFits(file, config.dataDir, env);
  const contents = await restoreDatabase(file, target);
  console.log(`Restored: ${describe(contents)}.`);
  const key = installKey(file, config.dataDir, env);
  if (key.how === 'installed') console.log(`The backup's secret key is now ${key.file}.`);
  if (key.how === 'missing')
    console.log(`No secret key came with ${file} (${file}.key) and SECRET_KEY is not set.`);
  const opens = keyOpens(contents.sealedSample, config.dataDir, env);
  if (opens === false)
    console.log(
      'WARNING: the secret key does not open the stored credentials. Put the backup’s key in place ' +
        '(SECRET_KEY, or DATA_DIR/secret.key) before starting the server, or the hospitals’ CDM ' +
        'passwords must be entered again.',
    );
  else if (opens) console.log('The secret key opens the stored credentials.');
  console.log('Start the server as usual: it applies any newer migrations to the restored database.');
}

try {
  if (rest.length > 0 || (command === 'restore' && !fileArgument)) throw new UsageError(USAGE);
  if (command === 'backup') await backup(path.resolve(fileArgument ?? defaultFileName()));
  else if (command === 'restore') await restore(path.resolve(fileArgument!));
  else throw new UsageError(USAGE);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exitCode = 2;
  } else if (
    error instanceof BackupError ||
    error instanceof DataDirInUseError ||
    error instanceof PgToolError
  ) {
    console.error(`${command}: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
}
