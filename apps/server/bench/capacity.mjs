#!/usr/bin/env node
// `pnpm bench:capacity`: how many researchers with open pages one instance holds, and two (issue 31,
// "Capacity figures"). Boots the BUILT server as a hospital's IT runs it (bench/cluster.mjs: a
// throwaway PostgreSQL, the instances with the demo seed, nginx in front with deploy/nginx/cdmnet.conf),
// once with one instance and again with two, and at each step of a ramp of open event streams
// (GET /api/v1/events, one per open page, all through nginx), for BENCH_SECONDS:
//   - the pages' list endpoints at a fixed BENCH_RATE requests/s in all, from a process of their own
//     (capacity-load.mjs: evenly spaced, open loop; each request another demo user's), latency
//     p50/p99/max, errors;
//   - execution events at BENCH_EVENT_RATE per second, published as an instance publishes them
//     (services/live-events.ts: NOTIFY on cdmnet_events, after the write's cache invalidation on
//     cdmnet_cache, as every real execution move is a write first), and for each, the delay until each
//     open page that should hear it has it: p50/p99/max, and how many never did (within BENCH_GRACE s);
//     the pages are held by another process (capacity-streams.mjs), which also counts an event reaching
//     a page not allowed it and streams that had to be opened again;
//   - each instance's resident memory (baseline: the 0-stream step after a warm-up) and per stream,
//     nginx's, and the CPU every process used, the bench's own two included, so a saturated side shows.
// The researchers and their sessions are written into the database (capacity-researchers.mjs): the
// demo users, then bench researchers, BENCH_TABS open pages each. Prints two tables per instance count
// and verdict lines against the targets (list p99 ≤ 100 ms, event p99 ≤ 1 s). Loopback only; stops
// everything it started, also on failure and Ctrl-C.
//
//   BENCH_INSTANCES (1,2)   BENCH_STEPS_1 (1000,2500,5000,10000)   BENCH_STEPS_2 (5000,10000)
//   BENCH_SECONDS (15)   BENCH_RATE (100)   BENCH_EVENT_RATE (2)   BENCH_TABS (3)   BENCH_GRACE (5)
//   BENCH_NGINX_WORKERS (2)   BENCH_WARM_CACHE=1: events without the write before them (reads stay cached)
//   BENCH_SKIP_BUILD=1   BENCH_CPU_PROF=<dir>: the instances write CPU profiles there
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { quantile, tables, verdicts } from './capacity-report.mjs';
import { researchers } from './capacity-researchers.mjs';
import { startCluster } from './cluster.mjs';
import { buildForBench } from './demo-platform.mjs';
import { cleanUp, onCleanup } from './processes.mjs';
import { cpuMeter, descriptorsOf, familyOf, memorySampler, postmasterOn } from './proc-stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const list = (text) => text.split(',').map(Number);
const instanceCounts = list(process.env.BENCH_INSTANCES ?? '1,2');
const stepsOf = {
  1: list(process.env.BENCH_STEPS_1 ?? '1000,2500,5000,10000'),
  2: list(process.env.BENCH_STEPS_2 ?? '5000,10000'),
};
/** Issue 31's targets: open streams per instance count. */
const TARGETS = { 1: 5_000, 2: 10_000 };
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rate = Number(process.env.BENCH_RATE ?? 100);
const eventRate = Number(process.env.BENCH_EVENT_RATE ?? 2);
const tabs = Number(process.env.BENCH_TABS ?? 3);
const graceMs = Number(process.env.BENCH_GRACE ?? 5) * 1000;
const coldCache = process.env.BENCH_WARM_CACHE !== '1';
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
/**
 * nginx's workers: Debian's `worker_processes auto` on this 2-core machine; also one worker could not
 * hold 10,000 streams here (two descriptors each, 20,000 at most per process).
 */
const nginxWorkers = Number(process.env.BENCH_NGINX_WORKERS ?? 2);
/** Enough keep-alive connections that 100 requests/s go out on time even when replies are slow. */
const LOAD_CONNECTIONS = 20;
const VERIFIED = ['NORMAL', 'ORG_ADMIN', 'MASTER'];

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

try {
  await buildForBench(['@cdmnet/server...']);
  const contract = await import('@cdmnet/api/contract');
  const paths = [
    contract.projectsApi.listProjects,
    contract.notificationsApi.listNotifications,
    contract.bookmarksApi.listBookmarks,
    contract.dashboardApi.getDashboardOrganizations,
  ].map((endpoint) => endpoint.path);
  console.log(
    `${os.cpus().length} cores, load average ${loadAverage().toFixed(1)}; ${rate} list requests/s over ` +
      `${paths.join(' ')}; ${eventRate} events/s; ${seconds} s per step; ${tabs} pages per researcher; ` +
      `events ${coldCache ? 'after a write (cold read cache)' : 'without a write (warm read cache)'}`,
  );
  const reports = [];
  for (const instances of instanceCounts) {
    const rows = await bench(instances, stepsOf[instances], paths, contract.SESSION_COOKIE);
    reports.push([tables(instances, rows), verdicts(instances, rows, TARGETS[instances])]);
    console.log(`\n${reports.at(-1).join('\n\n')}\n`);
  }
  if (reports.length > 1) console.log(`\n${reports.map((report) => report.join('\n\n')).join('\n\n')}`);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

/** One boot with `instances` instances, ramped through `steps` open streams; answers a row per step. */
async function bench(instances, steps, paths, sessionCookie) {
  const most = Math.max(...steps);
  const cluster = await bootCluster({
    instances,
    dataNode: false,
    // Each stream holds two connections in nginx, the page's and the one to an instance; nginx starts
    // closing idle keep-alive connections (the list load's) once less than 1/16 of these are free.
    workerConnections: Math.ceil((2 * most + 2 * LOAD_CONNECTIONS + 64) * 1.15),
    nginxWorkers,
    serverEnv: cpuProfDir
      ? { NODE_OPTIONS: `--import ${path.join(here, 'cpu-profile.mjs')}`, CPU_PROFILE_DIR: cpuProfDir }
      : {},
  });
  const sql = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
  onCleanup(() => sql.end());
  const publisher = new pg.Client({ connectionString: cluster.postgres.url });
  await publisher.connect();
  onCleanup(() => publisher.end());

  const people = await researchers(sql, Math.ceil(most / tabs), sessionCookie);
  const pages = Array.from({ length: most }, (_, i) => people[Math.floor(i / tabs)]).map(
    ({ cookie, projects }) => ({
      cookie,
      projects,
    }),
  );
  const cookies = people
    .filter((person) => !person.bench && VERIFIED.includes(person.priv))
    .map((p) => p.cookie);
  const projectIds = (await sql.query('select id from projects order by id')).rows.map((row) => row.id);
  for (const listPath of paths) await expectEnvelope(cluster.proxy.url + listPath, cookies[0]);
  console.log(
    `${instances} instance(s) up behind nginx; ${people.length} researchers signed in ` +
      `(${people.filter((person) => person.bench).length} added by the bench), ${cookies.length} of them ask the lists`,
  );

  const streams = child('capacity-streams.mjs');
  const load = child('capacity-load.mjs');
  const nginxPid = Number(readFileSync(path.join(cluster.proxy.dir, 'nginx.pid'), 'utf8'));
  const postmaster = postmasterOn(new URL(cluster.postgres.url).port);
  const servers = cluster.servers.map((server) => server.pid);
  const groups = {
    ...Object.fromEntries(servers.map((pid, i) => [`server${i}`, () => [pid]])),
    nginx: () => familyOf(nginxPid),
    postgres: () => (postmaster ? familyOf(postmaster) : []),
    streams: () => [streams.pid],
    load: () => [load.pid],
  };
  const runLoad = (duration) =>
    load.ask({
      type: 'run',
      url: cluster.proxy.url,
      cookies,
      paths,
      rate,
      seconds: duration,
      connections: LOAD_CONNECTIONS,
    });

  let nextId = 1;
  const publish = async (duration) => {
    const every = 1000 / eventRate;
    const startedAt = Date.now();
    for (let i = 0; i < Math.round(duration * eventRate); i++) {
      await sleep(startedAt + i * every - Date.now());
      const id = nextId++;
      const event = {
        type: 'execution',
        projectId: projectIds[id % projectIds.length],
        analysisId: 1,
        executionId: id,
        status: 'EXECUTING_DOCKER',
      };
      const payload = publisher.escapeLiteral(JSON.stringify({ origin: 'capacity-bench', event }));
      streams.send({ type: 'event', id, projectId: event.projectId, sentAt: now() });
      // One round trip, both in one implicit transaction: delivered in this order at its commit.
      await publisher.query(
        (coldCache ? `select pg_notify('cdmnet_cache', 'capacity-bench'); ` : '') +
          `select pg_notify('cdmnet_events', ${payload})`,
      );
    }
  };

  // Warm-up, not measured: the first requests compile code and fill caches in every process.
  await Promise.all([runLoad(3), publish(3)]);
  await sleep(graceMs);
  await streams.ask({ type: 'collect' });

  const rows = [];
  let baseline;
  let open = 0;
  for (const step of [0, ...steps]) {
    if (step > open) {
      const opened = await streams.ask({
        type: 'open',
        url: cluster.proxy.url,
        streams: pages.slice(open, step),
      });
      const workers = familyOf(nginxPid).slice(1);
      console.log(
        `  ${opened.open} streams open (${opened.seconds.toFixed(1)} s to open ${step - open}; ` +
          `nginx workers hold ${workers.map(descriptorsOf).join(' + ')} descriptors)` +
          (opened.failed > 0 ? `; ${opened.failed} refused: ${JSON.stringify(opened.failures)}` : ''),
      );
      open = step;
      if (opened.failed > 0) console.log(nginxSays(cluster.proxy));
    }
    await sleep(2_000);
    await streams.ask({ type: 'collect' }); // forgets what came before this step
    const meter = cpuMeter(groups);
    const memory = memorySampler({
      ...Object.fromEntries(servers.map((pid, i) => [`server${i}`, () => [pid]])),
      nginx: () => familyOf(nginxPid),
    });
    const [ran] = await Promise.all([runLoad(seconds), publish(seconds)]);
    await sleep(graceMs);
    const heard = await streams.ask({ type: 'collect' });
    const cpu = meter.stop();
    const rss = memory.stop();
    const serverRss = servers.map((_, i) => rss[`server${i}`]);
    baseline ??= serverRss;
    const delays = heard.delays.sort((a, b) => a - b);
    const grown = serverRss.reduce((sum, rss, i) => sum + rss - baseline[i], 0);
    const row = {
      streams: heard.open,
      list: ran.overall,
      listPaths: ran.paths,
      events: heard.events,
      expected: heard.expected,
      event: {
        p50: quantile(delays, heard.expected, 0.5),
        p99: quantile(delays, heard.expected, 0.99),
        max: delays.length < heard.expected ? Infinity : delays.at(-1),
      },
      missed: heard.expected - delays.length,
      unexpected: heard.unexpected,
      reopened: heard.reopened,
      serverRss,
      rssPerStream: step > 0 ? grown / step : undefined,
      nginxRss: rss.nginx,
      clientRss: heard.rssBytes,
      cpu: {
        servers: servers.map((_, i) => cpu[`server${i}`]),
        nginx: cpu.nginx,
        postgres: cpu.postgres,
        streams: cpu.streams,
        load: cpu.load,
      },
      loadAverage: loadAverage(),
    };
    rows.push(row);
    if (row.list.errors > 0) console.log(nginxSays(cluster.proxy));
    console.log(
      `  ${row.streams} streams: list p99 ${Math.round(row.list.p99)} ms (${ran.paths.map((p) => `${p.path} ${Math.round(p.p99)}`).join(', ')}), ` +
        `event p99 ${row.event.p99?.toFixed(0)} ms, ${row.missed} missed of ${row.expected}; ` +
        `CPU ${JSON.stringify(Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, Math.round(v)])))}`,
    );
  }
  streams.send({ type: 'close' });
  load.send({ type: 'close' });
  await cleanUp(); // this boot's instances, nginx and database, before the next boot
  return rows;
}

/**
 * startCluster, booted again (up to three times) when an instance died starting because the two
 * instances' job queues deadlocked creating pg-boss's queues (40P01): a start-up race of the server's,
 * reported, which the bench steps around to measure what it is here for.
 */
async function bootCluster(options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startCluster(options);
    } catch (error) {
      if (attempt >= 3 || !String(error?.message).includes('deadlock detected')) throw error;
      console.log('  an instance died starting: pg-boss queue creation deadlocked (40P01); booting again');
      await cleanUp();
    }
  }
}

/** A helper process of the bench, spoken to over IPC one request at a time. */
function child(file) {
  const process_ = fork(path.join(here, file), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  onCleanup(() => {
    if (process_.exitCode === null) process_.kill();
  });
  const exited = new Promise((_, reject) =>
    process_.once('exit', (code) => reject(new Error(`${file} exited (${code}) during the bench`))),
  );
  exited.catch(() => {});
  return {
    pid: process_.pid,
    send: (message) => process_.connected && process_.send(message),
    ask: (message) =>
      Promise.race([
        new Promise((resolve) => {
          process_.once('message', resolve);
          process_.send(message);
        }),
        exited,
      ]),
  };
}

/** One request first, so a broken endpoint or a lost session fails loudly instead of benching a 1004. */
async function expectEnvelope(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.json();
  if (!response.ok || body.result !== true)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
}

/** The last lines of nginx's error log, which name what it refused and why. */
function nginxSays(proxy) {
  const lines = proxy.errorLog().trim().split('\n');
  const last = lines.slice(-5).map((line) => `    ${line}`);
  return `  nginx's error log (${lines.length} lines), last:\n${last.join('\n')}`;
}

function loadAverage() {
  return os.loadavg()[0];
}
