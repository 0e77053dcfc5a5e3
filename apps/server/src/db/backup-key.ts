import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSecretKey, secretBox } from '../services/secrets.js';
import { BackupError } from './backup.js';

// Stored credentials (CDM passwords, AI model keys, release tokens) are sealed with the server's secret
// key (services/secrets.ts), which is not in the database: a restored database is useless for them
// without the same key. So the key goes along with a backup as a file of its own — kept apart from the
// dump, since the two together open the credentials — unless the deployment sets SECRET_KEY, which then
// lives wherever the deployment keeps its environment.

/** The key file written beside a backup file. */
export const keyFileFor = (backupFile: string) => `${backupFile}.key`;

const keyFileIn = (dataDir: string) => path.join(dataDir, 'secret.key');

export type KeyAlong =
  /** DATA_DIR/secret.key was copied to the returned file. */
  | { how: 'copied'; file: string }
  /** The key is SECRET_KEY in the environment: not written anywhere by the backup. */
  | { how: 'environment' }
  /** No key exists yet: nothing has been sealed. */
  | { how: 'none' };

/** Copies the key next to `backupFile` when the server keeps it in DATA_DIR. */
export function keepKeyWith(backupFile: string, dataDir: string, env: NodeJS.ProcessEnv): KeyAlong {
  if (env.SECRET_KEY) return { how: 'environment' };
  const source = keyFileIn(dataDir);
  if (!existsSync(source)) return { how: 'none' };
  const file = keyFileFor(backupFile);
  copyFileSync(source, file);
  return { how: 'copied', file };
}

export type KeyInstalled =
  | { how: 'installed'; file: string }
  | { how: 'already-there' }
  | { how: 'environment' }
  /** No key file came with the backup, and none is set. */
  | { how: 'missing' };

const readKey = (file: string) => readFileSync(file, 'utf8').trim();

/**
 * Checks, before anything is restored, that the backup's key file (if any) can go into DATA_DIR:
 * a DATA_DIR already holding a different key would make the restored credentials unreadable.
 */
export function checkKeyFits(backupFile: string, dataDir: string, env: NodeJS.ProcessEnv): void {
  const along = keyFileFor(backupFile);
  const existing = keyFileIn(dataDir);
  if (env.SECRET_KEY || !existsSync(along) || !existsSync(existing)) return;
  if (readKey(along) !== readKey(existing))
    throw new BackupError(
      `${existing} holds a different secret key from the one that came with the backup (${along}); ` +
        `nothing was changed. Move ${existing} away (the restored credentials need the backup's key).`,
    );
}

/** Puts the backup's key file in DATA_DIR, where the server reads it, when SECRET_KEY is not set. */
export function installKey(backupFile: string, dataDir: string, env: NodeJS.ProcessEnv): KeyInstalled {
  if (env.SECRET_KEY) return { how: 'environment' };
  const along = keyFileFor(backupFile);
  const target = keyFileIn(dataDir);
  if (!existsSync(along)) return existsSync(target) ? { how: 'already-there' } : { how: 'missing' };
  if (existsSync(target)) return { how: 'already-there' };
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(along, target);
  return { how: 'installed', file: target };
}

/**
 * Whether the key the server will use opens the restored database's sealed secrets: null when there is
 * none to try (or no key at all yet).
 */
export function keyOpens(
  sealedSample: string | null,
  dataDir: string,
  env: NodeJS.ProcessEnv,
): boolean | null {
  if (sealedSample === null) return null;
  if (!env.SECRET_KEY && !existsSync(keyFileIn(dataDir))) return false;
  try {
    secretBox(loadSecretKey(env.SECRET_KEY, dataDir)).open(sealedSample);
    return true;
  } catch {
    return false;
  }
}
