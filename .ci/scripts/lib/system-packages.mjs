import { existsSync, readdirSync } from 'node:fs';
import { must } from './run.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => `${base}/${v}/bin`).find((dir) => existsSync(`${dir}/initdb`));
  return found;
}

const wanted = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'fonts-noto-cjk', present: () => existsSync('/usr/share/fonts/opentype/noto') },
  { pkg: 'postgresql', present: () => postgresBinDir() !== undefined },
  // The reverse proxy of the multi-instance test, run with the example config (deploy/nginx).
  { pkg: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
];

/**
 * Debian's Chromium (browser tests), Korean fonts (screenshots), PostgreSQL (server tests against a
 * real database) and nginx (several instances behind a proxy), installed with apt-get when missing and we are root. Otherwise the missing ones are
 * reported and the steps that need them fail with a clear message.
 */
export async function ensureSystemPackages() {
  const missing = wanted.filter((w) => !w.present()).map((w) => w.pkg);
  if (missing.length === 0) return [];
  if (!isRoot) {
    console.warn(`Missing system packages (install them as root): ${missing.join(' ')}`);
    return missing;
  }
  console.log(`Installing system packages: ${missing.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await must('apt-get', ['update', '-qq'], { env });
  await must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
  return wanted.filter((w) => !w.present()).map((w) => w.pkg);
}
