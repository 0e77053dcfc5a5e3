import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// PostgreSQL's own pg_dump and pg_restore take and load backups of a real PostgreSQL: Debian installs
// them under /usr/lib/postgresql/<major>/bin (not on PATH unless postgresql-client-common is), and
// pg_dump refuses a server newer than itself, so the newest installed one is taken.

export type PgTool = 'pg_dump' | 'pg_restore';

export class PgToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PgToolError';
  }
}

const DEBIAN_BASE = '/usr/lib/postgresql';

/** `PG_BIN_DIR`'s tool when set, else the newest Debian PostgreSQL's, else the one on PATH. */
export function pgToolPath(tool: PgTool, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) return path.join(env.PG_BIN_DIR, tool);
  if (existsSync(DEBIAN_BASE)) {
    const found = readdirSync(DEBIAN_BASE)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
      .map((major) => path.join(DEBIAN_BASE, major, 'bin', tool))
      .find((file) => existsSync(file));
    if (found) return found;
  }
  return tool;
}

/**
 * The URL without its password, and the password for PGPASSWORD: a password on the command line would
 * show in every user's process list while the dump runs.
 */
export function splitPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

/** Runs pg_dump or pg_restore against `databaseUrl` (passed as `--dbname`), failing with its stderr. */
export async function runPgTool(
  tool: PgTool,
  args: string[],
  databaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const command = pgToolPath(tool, env);
  const { url, password } = splitPassword(databaseUrl);
  const child = spawn(command, [`--dbname=${url}`, ...args], {
    env: { ...env, ...(password !== undefined && { PGPASSWORD: password }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new PgToolError(
        `${tool} was not found (${command}): install PostgreSQL's client programs ` +
          `(Debian: apt-get install postgresql-client) or set PG_BIN_DIR to their folder.`,
      );
    throw error;
  });
  if (code !== 0) {
    const said = Buffer.concat(stderr).toString('utf8').trim();
    throw new PgToolError(`${tool} failed (exit ${code}): ${said || 'no message'}`);
  }
}
