#!/usr/bin/env node
// `pnpm bench:api`: the API under load (issue 9). Builds the server, starts the BUILT server on a
// throwaway PGlite data dir and again on a throwaway PostgreSQL (both with the demo seed), signs in as
// the demo researcher and runs autocannon against the main list endpoints, beside a bare Fastify
// answering a 50-row envelope in the same run; prints req/s, p50, p99, errors, timeouts and the ratio
// to bare Fastify. Loopback only; stops everything it started, also on failure and Ctrl-C.
//
//   BENCH_CONNECTIONS (200)   BENCH_DURATION seconds (15)   BENCH_WARMUP seconds (2, not measured)
//   BENCH_DB both|pglite|postgres (both)   BENCH_SKIP_BUILD=1   BENCH_CPU_PROF=<dir> (server profiles)
//   BENCH_SERVER=<main.js>: bench another build of the server (a patched copy of dist, for an A/B)
//   BENCH_ROWS=n: first post announcements and resources through the API until each list holds n rows
//   (the demo seed has a handful; 50 makes the replies as large as the bare envelope)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../../.ci/scripts/lib/free-port.mjs';
import { pnpmCommand } from '../../../.ci/scripts/lib/pnpm.mjs';
import { startPostgres } from '../../../.ci/scripts/lib/postgres.mjs';
import { must } from '../../../.ci/scripts/lib/run.mjs';
import { signIn } from '../../../.ci/scripts/lib/sign-in.mjs';
import { fillLists } from './fill-lists.mjs';
import { cleanUp, onCleanup, startNode } from './processes.mjs';
import { figures, table } from './report.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const databases =
  (process.env.BENCH_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.BENCH_DB];
const serverMain = path.resolve(process.env.BENCH_SERVER ?? path.join(serverDir, 'dist/main.js'));
const rows = Number(process.env.BENCH_ROWS ?? 0);
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

try {
  if (process.env.BENCH_SKIP_BUILD !== '1') await build();
  // The contract's paths, from the build just made: the bench follows the endpoints wherever they move.
  const { announcementsApi, dashboardApi, notificationsApi, resourcesApi, DEMO_PASSWORD } =
    await import('@cdmnet/api/contract');
  const endpoints = [
    announcementsApi.listAnnouncements,
    announcementsApi.listDashboardAnnouncements,
    resourcesApi.listResources,
    notificationsApi.listNotifications,
    dashboardApi.getDashboardOrganizations,
  ].map((endpoint) => endpoint.path);

  console.log(
    `${connections} connections, ${duration} s per endpoint (${warmup} s warm-up), on ${os.cpus().length} cores` +
      (rows > 0 ? `; lists filled to ${rows} rows` : '; demo seed'),
  );
  const tables = [];
  for (const kind of databases) {
    // The machine is shared: the load before each run says how much of it others were using.
    const title = `${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: load average before ${loadAverage()}`;
    const bare = await startBare();
    const server = await startServer(kind);
    if (rows > 0)
      await fillLists(server.url, await signIn(server.url, 'master@demo.cdmnet.kr', DEMO_PASSWORD), rows);
    const cookie = await signIn(server.url, 'researcher@demo.cdmnet.kr', DEMO_PASSWORD);
    const results = [figures('bare fastify (50 rows)', await load(`${bare.url}/envelope`, {}))];
    for (const endpointPath of endpoints) {
      await expectEnvelope(server.url + endpointPath, cookie);
      results.push(figures(`GET ${endpointPath}`, await load(server.url + endpointPath, { cookie })));
    }
    await server.stop();
    await bare.stop();
    tables.push(table(title, results));
    console.log(`\n${tables.at(-1)}\n`);
  }
  console.log(`\n${tables.join('\n\n')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function build() {
  const pnpm = pnpmCommand();
  console.log('building the server and the packages it uses (under the build lock)');
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

async function startBare() {
  const port = await freePort();
  const child = await startNode('bare fastify', [path.join(here, 'bare-server.mjs')], {
    env: { PORT: String(port) },
    ready: 'listening',
  });
  return { ...child, url: `http://127.0.0.1:${port}` };
}

async function startServer(kind) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', DATABASE_URL: '' };
  if (kind === 'postgres') {
    const postgres = await startPostgres();
    onCleanup(postgres.stop);
    env.DATABASE_URL = postgres.url;
  }
  const profile = cpuProfDir
    ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`, `--cpu-prof-name=${kind}.cpuprofile`]
    : [];
  const server = await startNode(`server on ${kind}`, [...profile, serverMain], {
    env,
    ready: 'is running at',
  });
  console.log(`server on ${kind}: pid ${server.pid}, port ${port}`);
  return { ...server, url: `http://127.0.0.1:${port}` };
}

/** One request first, so a broken endpoint or a lost session fails loudly instead of benching a 1004. */
async function expectEnvelope(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.json();
  if (!response.ok || body.result !== true)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
}

async function load(url, headers) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers });
  return autocannon({ url, connections, duration, headers });
}

function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
