import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { must, run } from './run.mjs';
import { postgresBinDir } from './system-packages.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * A throwaway PostgreSQL on a free loopback port in a temp dir. initdb and pg_ctl refuse to run as
 * root, so as root they run as the `postgres` user. Returns its URL, `pause`/`resume` (an outage)
 * and `stop`.
 */
export async function startPostgres({ maxConnections = 100 } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian package postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-pg-'));
  const port = await freePort();
  const asPostgres = (tool, args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args]] : [`${bin}/${tool}`, args];
  if (isRoot) chownSync(dir, idOf('-u'), idOf('-g'));

  const data = path.join(dir, 'data');
  await must(
    ...asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']),
    {
      stdio: 'ignore',
    },
  );
  const start = () =>
    must(
      ...asPostgres('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(dir, 'log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=${maxConnections}`,
        '-w',
        'start',
      ]),
      { stdio: 'ignore' },
    );
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server as an outage would (connections cut), keeping its data for `resume`. */
    pause: () => must(...asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' }),
    resume: start,
    stop: async () => {
      await run(...asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The postgres user's uid (`-u`) or gid (`-g`), which owns the temp dir. */
function idOf(flag) {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}
