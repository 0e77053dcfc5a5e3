#!/usr/bin/env node
// `pnpm bench:network`: the network endpoints at scale (issue 10). Fills a database with BENCH_ORGS
// organisations (1,000) and BENCH_USERS users (5,000), starts the BUILT server on it (PGlite, then a
// throwaway PostgreSQL), and times GET /api/v1/network/orgs and /api/v1/network/users one request at a
// time as a researcher: the median and p95 of BENCH_REQUESTS requests served from the read cache, and
// of as many made right after a write (which empties the cache, so each one reads the database).
// Target: median under 50 ms. Loopback only; stops everything it started, also on failure and Ctrl-C.
//
//   BENCH_ORGS (1000)  BENCH_USERS (5000)  BENCH_REQUESTS (50)  BENCH_DB both|pglite|postgres (both)
//   BENCH_SKIP_BUILD=1
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../.ci/scripts/lib/free-port.mjs';
import { pnpmCommand } from '../../../.ci/scripts/lib/pnpm.mjs';
import { startPostgres } from '../../../.ci/scripts/lib/postgres.mjs';
import { must } from '../../../.ci/scripts/lib/run.mjs';
import { signIn } from '../../../.ci/scripts/lib/sign-in.mjs';
import { fillNetwork } from './fill-network.mjs';
import { cleanUp, onCleanup, startNode } from './processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const dist = path.join(serverDir, 'dist');
const sizes = {
  orgs: Number(process.env.BENCH_ORGS ?? 1000),
  users: Number(process.env.BENCH_USERS ?? 5000),
};
const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const databases =
  (process.env.BENCH_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.BENCH_DB];
const TARGET_MS = 50;

try {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const pnpm = pnpmCommand();
    await must('flock', [
      '/tmp/cdmnet-build.lock',
      pnpm.command,
      ...pnpm.prefix,
      '--filter',
      '@cdmnet/server...',
      'run',
      'build',
    ]);
  }
  const { DEMO_PASSWORD } = await import('@cdmnet/api/contract');
  console.log(
    `${sizes.orgs} organisations, ${sizes.users} users; ${requests} requests per figure, one at a time`,
  );
  const lines = [];
  for (const kind of databases) {
    const server = await startServer(kind);
    const researcher = await signIn(server.url, 'researcher@demo.cdmnet.kr', DEMO_PASSWORD);
    const admin = await signIn(server.url, 'admin@demo.cdmnet.kr', DEMO_PASSWORD);
    const orgs = await get(`${server.url}/api/v1/network/orgs`, researcher);
    const users = await get(`${server.url}/api/v1/network/users`, researcher);
    console.log(
      `${kind}: the table lists ${orgs.content.length} organisations, the directory ${users.content.length} users`,
    );
    // A write the organisation admin may make at any time; each one empties the read cache.
    const hanbit = orgs.content.find((org) => org.name === '한빛대학교병원').id;
    let concept = false;
    const write = async () => {
      concept = !concept;
      await send(`${server.url}/api/v1/orgs/${hanbit}/auth/concept`, admin, { concept });
    };
    for (const [label, url] of [
      ['GET /api/v1/network/orgs', `${server.url}/api/v1/network/orgs`],
      ['GET /api/v1/network/users', `${server.url}/api/v1/network/users`],
    ]) {
      const cached = await timings(requests, () => get(url, researcher));
      const fresh = await timings(requests, () => get(url, researcher), write);
      lines.push(row(kind, `${label} (cached)`, cached), row(kind, `${label} (after a write)`, fresh));
    }
    await server.stop();
  }
  console.log(
    `\n${'database'.padEnd(9)} ${'endpoint'.padEnd(44)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  target < ${TARGET_MS} ms`,
  );
  for (const line of lines) console.log(line);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function startServer(kind) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-bench-network-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', DATABASE_URL: '' };
  if (kind === 'postgres') {
    const postgres = await startPostgres();
    onCleanup(postgres.stop);
    env.DATABASE_URL = postgres.url;
  }
  console.log(`${kind}: filling the database`);
  await fillNetwork(
    dist,
    { databaseUrl: env.DATABASE_URL || undefined, dataDir: path.join(dataDir, 'pglite') },
    sizes,
  );
  const server = await startNode(`server on ${kind}`, [path.join(dist, 'main.js')], {
    env,
    ready: 'is running at',
  });
  return { ...server, url: `http://127.0.0.1:${port}` };
}

async function get(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.json();
  if (!response.ok || body.result !== true)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function send(url, cookie, payload) {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/** Milliseconds of each request, made one at a time; `before` runs untimed ahead of each. */
async function timings(n, request, before) {
  await request();
  const out = [];
  for (let i = 0; i < n; i++) {
    if (before) await before();
    const started = performance.now();
    await request();
    out.push(performance.now() - started);
  }
  return out.sort((a, b) => a - b);
}

function row(kind, label, sorted) {
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const median = at(0.5);
  const ms = (v) => `${v.toFixed(1)} ms`.padStart(9);
  return `${kind.padEnd(9)} ${label.padEnd(44)} ${ms(median)} ${ms(at(0.95))}  ${median < TARGET_MS ? 'ok' : 'MISSED'}`;
}
