import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  LIVE_EVENTS_PATH,
  READINESS_PATH,
  ResultCode,
  replyMessages,
  type Envelope,
  type ExecutionDetail,
  type ExecutionStartReport,
  type Readiness,
} from '@cdmnet/api/contract';
import { startCluster, type Cluster, type ClusterInstance } from '../../bench/cluster.mjs';
import { cleanUp } from '../../bench/processes.mjs';
import { ADMIN, HEART, RESEARCHER } from '../project-helpers.js';
import { openPageStream, type PageStream } from './page-stream.js';

// The platform as a hospital's IT runs it (issue 31): two instances of the built server on one real
// PostgreSQL, started together, behind nginx with the example config (deploy/nginx/cdmnet.conf), and
// the demo data node calling back through nginx. Then what operators do to it: an instance killed
// (SIGKILL) during running executions, and the database stopped for 30 seconds.

let cluster: Cluster;
let sql: pg.Pool;
let a: ClusterInstance;
let b: ClusterInstance;
let projectId: number;
let cdmIds: number[];

const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

beforeAll(async () => {
  // Logs at info: the test reads the instances' JSON lines (request ids, a graceful stop).
  cluster = await startCluster({ instances: 2, serverEnv: { LOG_LEVEL: 'info' } });
  [a, b] = cluster.servers as [ClusterInstance, ClusterInstance];
  sql = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
  sql.on('error', () => {}); // the outage below ends its idle connections
  // Every hospital open to the demo study without an IRB, as the data node test does.
  await sql.query(`update organizations set rfz_level = 'EVD', irb_required = false`);
  projectId = (await sql.query<{ id: number }>('select id from projects where name = $1', [HEART])).rows[0]!
    .id;
  cdmIds = (await sql.query<{ id: number }>('select id from cdm_databases order by id')).rows.map(
    (r) => r.id,
  );
}, 360_000);

let failed = false;
afterEach(({ task }) => {
  if (task.result?.state === 'fail') failed = true;
});

afterAll(async () => {
  // A failure here is often an instance's: say what each printed.
  for (const server of failed ? (cluster?.servers ?? []) : []) {
    const output = server.output().trim();
    if (output) console.log(`── server ${server.index + 1} (port ${server.port}):\n${output.slice(-4000)}`);
  }
  await sql?.end();
  await cleanUp();
});

/** Signs in at `url` (an instance, or the proxy) and answers the cookie header a browser would send. */
async function signIn(url: string, email = RESEARCHER) {
  const res = await fetch(`${url}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair!.endsWith('='))
    .join('; ');
}

const call = (url: string, cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function content<T>(url: string, cookie: string, method: string, path: string, body?: unknown) {
  const res = await call(url, cookie, method, path, body);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (JSON.parse(text) as Envelope<T>).content;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An analysis of the demo project on every hospital, whose package sleeps `seconds` on the CDM. */
async function slowAnalysis(url: string, cookie: string, name: string, seconds: number) {
  const { id } = await content<{ id: number }>(
    url,
    cookie,
    'POST',
    `/api/v1/projects/${projectId}/analysis`,
    {
      name,
      description: '',
      type: 'ESTIMATION',
      cdmIds,
    },
  );
  const form = new FormData();
  form.append(
    'files',
    new Blob([`select pg_sleep(${seconds}) is null as slept, 100 as persons;\n`]),
    `slow_${seconds}.sql`,
  );
  const uploaded = await fetch(`${url}/api/v1/projects/${projectId}/analysis/${id}/package`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  expect(uploaded.status, await uploaded.text()).toBe(200);
  return `/api/v1/projects/${projectId}/analysis/${id}`;
}

async function startOnEveryHospital(url: string, cookie: string, base: string) {
  const report = await content<ExecutionStartReport>(url, cookie, 'POST', `${base}/execution`, { cdmIds });
  return report.started.map((execution) => ({ base, id: execution.id }));
}

/** Polls until every execution is terminal, answering their details. */
async function settled(url: string, cookie: string, runs: { base: string; id: number }[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await Promise.all(
      runs.map(({ base, id }) => content<ExecutionDetail>(url, cookie, 'GET', `${base}/execution/${id}`)),
    );
    if (all.every((e) => e.status.startsWith('FINISHED') || e.status === 'CANCELED')) return all;
    if (Date.now() > deadline)
      throw new Error(
        `not settled after ${timeoutMs} ms: ${all.map((e) => `${e.id}:${e.status}`).join(', ')}`,
      );
    await sleep(500);
  }
}

const readiness = async (url: string) => {
  const res = await fetch(`${url}${READINESS_PATH}`);
  return { status: res.status, body: (await res.json()) as Envelope<Readiness> };
};

describe('two instances started together on one PostgreSQL', () => {
  it('migrate and seed once, and both say they are ready', async () => {
    const migrations = await sql.query<{ n: string }>(
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    expect(Number(migrations.rows[0]!.n)).toBe(journal.entries.length);
    const users = await sql.query<{ n: string; emails: string }>(
      'select count(*) as n, count(distinct email) as emails from users',
    );
    expect(users.rows[0]!.n).toBe(users.rows[0]!.emails);
    for (const server of [a, b]) {
      const { status, body } = await readiness(server.url);
      expect(status).toBe(200);
      expect(body.content).toMatchObject({ ready: true, database: { state: 'UP' }, queue: { state: 'UP' } });
    }
  });

  it('log each request as one JSON line with the id nginx gave it, and send that id back', async () => {
    const res = await fetch(`${cluster.proxy.url}${READINESS_PATH}`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, passed on by the example config
    const line = [a, b]
      .flatMap((server) => server.output().split('\n'))
      .find((text) => text.includes(`"requestId":"${id}"`));
    expect(JSON.parse(line!)).toMatchObject({ requestId: id, req: { method: 'GET', url: READINESS_PATH } });
  });

  it('hold a session made on one on the other, and end it on both when she signs out on one', async () => {
    const cookie = await signIn(a.url);
    expect((await call(b.url, cookie, 'GET', '/api/v1/users/profile')).status).toBe(200);
    expect((await call(a.url, cookie, 'POST', '/api/v1/account/logout')).status).toBe(200);
    const after = await call(b.url, cookie, 'GET', '/api/v1/users/profile');
    expect(after.status).toBe(401);
    expect(((await after.json()) as Envelope<null>).code).toBe(ResultCode.SESSION_EXPIRED);
  });

  it('count guesses at one account on both instances together', async () => {
    const guess = (server: ClusterInstance) =>
      fetch(`${server.url}/api/v1/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'guessed@demo.cdmnet.kr', password: 'wrong-Password1!' }),
      });
    // Ten a minute per account (routes/account.ts), five on each instance: the eleventh is refused.
    for (let i = 0; i < 10; i++) expect((await guess(i % 2 === 0 ? a : b)).status).toBe(401);
    const refused = await guess(a);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guess(b)).status).toBe(429);
  });
});

describe('an instance killed during 21 running executions', () => {
  let cookie: string;
  let runs: { base: string; id: number }[];
  const pages: PageStream[] = [];
  const acknowledged: number[] = [];
  let killedAt: number;

  beforeAll(async () => {
    cookie = await signIn(cluster.proxy.url);
    const bases: string[] = [];
    for (let i = 1; i <= 3; i++)
      bases.push(await slowAnalysis(cluster.proxy.url, cookie, `재시작 시험 ${i}`, 5));
    // Pages open through the proxy, which spreads them over both instances.
    for (let i = 0; i < 4; i++)
      pages.push(await openPageStream(`${cluster.proxy.url}${LIVE_EVENTS_PATH}`, cookie));
    runs = [];
    for (const base of bases) runs.push(...(await startOnEveryHospital(b.url, cookie, base)));
  }, 120_000);

  afterAll(() => {
    for (const page of pages) page.close();
  });

  it('tells her page on one instance what moved on the other', async () => {
    const direct = await openPageStream(`${a.url}${LIVE_EVENTS_PATH}`, cookie);
    try {
      const deadline = Date.now() + 5_000;
      // Started on B above; their moves (dispatched, running) reach the page on A.
      while (
        !direct.events.some((e) => e.event === 'execution' && runs.some((r) => r.id === e.data.executionId))
      ) {
        if (Date.now() > deadline)
          throw new Error(`no execution event on A: ${JSON.stringify(direct.events)}`);
        await sleep(50);
      }
    } finally {
      direct.close();
    }
  });

  it('loses nothing: every execution ends, every acknowledged write is kept, and the pages reconnect within 5 s', async () => {
    expect(runs).toHaveLength(21);
    // Writes through the proxy all along, each acknowledged one noted.
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        const res = await call(cluster.proxy.url, cookie, 'POST', '/api/v1/bookmark', {
          type: 'CONCEPT',
          title: `재시작 중 저장 ${n}`,
          target: { conceptId: 9_000_000 + n },
        }).catch(() => undefined);
        if (res?.status === 200)
          acknowledged.push(((await res.json()) as Envelope<{ id: number }>).content.id);
        else await res?.body?.cancel();
        await sleep(50);
      }
    })();
    await sleep(1_500);
    killedAt = Date.now();
    await a.kill();
    await sleep(6_000);
    writing = false;
    await writer;

    // The pages that were on A lost their stream at the kill and were answered by B within 5 s.
    const cut = pages.filter((page) =>
      page.connections.some((c) => c.endedAt !== null && c.endedAt >= killedAt),
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const page of cut) {
      const again = page.connections.find((c) => c.openedAt >= killedAt);
      expect(again, JSON.stringify(page.connections)).toBeDefined();
      expect(again!.openedAt - killedAt).toBeLessThanOrEqual(5_000);
    }

    const done = await settled(cluster.proxy.url, cookie, runs, 150_000);
    expect(done.map((e) => e.status)).toEqual(done.map(() => 'FINISHED_SUCCESSFULLY'));

    // However slow the machine, writes went on through the kill; each one acknowledged must be there.
    expect(acknowledged.length).toBeGreaterThan(0);
    const kept = await content<{ id: number }[]>(
      cluster.proxy.url,
      cookie,
      'GET',
      '/api/v1/bookmark?type=CONCEPT',
    );
    const keptIds = new Set(kept.map((bookmark) => bookmark.id));
    expect(acknowledged.filter((id) => !keptIds.has(id))).toEqual([]);
  });

  it('sent each execution to its engine once, whichever instance took the job', async () => {
    // A reconciliation may queue a second job for a run that waited long; the job that took the run
    // first is the one on record: completed, or still active when the killed instance held it (the
    // queue gives it out again after its expiry, and that retry finds the run at its engine).
    const taken = await sql.query<{ id: number; state: string | null }>(
      `select e.id, j.state from executions e left join pgboss.job j
          on j.name = 'execution-dispatch' and j.id::text = e.dispatch_job
        where e.id = any($1)`,
      [runs.map((r) => r.id)],
    );
    expect(taken.rows.filter((row) => row.state !== 'completed' && row.state !== 'active')).toEqual([]);
    expect(taken.rows).toHaveLength(runs.length);
    for (const { base, id } of runs) {
      const detail = await content<ExecutionDetail>(
        cluster.proxy.url,
        cookie,
        'GET',
        `${base}/execution/${id}`,
      );
      expect(detail.history.filter((step) => step.status === 'EXECUTING_PREPARING')).toHaveLength(1);
    }
  });

  it('takes the killed instance back once it starts again', async () => {
    await a.start();
    expect((await readiness(a.url)).status).toBe(200);
  });
});

describe('a rolling restart', () => {
  it('stops and starts each instance in turn (SIGTERM) without one failed request, the pages following', async () => {
    // Another researcher than the tests above, whose bookmarks (500 at most) are all this test's.
    const cookie = await signIn(cluster.proxy.url, ADMIN);
    const page = await openPageStream(`${cluster.proxy.url}${LIVE_EVENTS_PATH}`, cookie);
    const failures: string[] = [];
    let answered = 0;
    let going = true;
    const traffic = (async () => {
      for (let n = 1; going; n++) {
        const res = await call(cluster.proxy.url, cookie, 'POST', '/api/v1/bookmark', {
          type: 'CONCEPT',
          title: `순차 재시작 중 저장 ${n}`,
          target: { conceptId: 7_000_000 + n },
        }).catch((error: Error) => error);
        if (res instanceof Error) failures.push(res.message);
        else if (res.status !== 200) failures.push(`${res.status} ${await res.text()}`);
        else {
          answered += 1;
          await res.body?.cancel();
        }
        await sleep(100);
      }
    })();
    try {
      for (const server of [a, b]) {
        const stoppedAt = Date.now();
        await server.stop();
        // Graceful: it said it was stopping and ended its streams; nginx sent the rest elsewhere.
        expect(server.output()).toContain('"msg":"stopped"');
        expect(Date.now() - stoppedAt).toBeLessThan(15_000);
        await server.start();
        expect((await readiness(server.url)).status).toBe(200);
        // As the README says to: the next one stops once nginx counts this one again (its fail_timeout,
        // 5 s, after it last refused a connection), or nginx would find no instance to send to.
        await sleep(6_000);
      }
    } finally {
      going = false;
      await traffic;
      page.close();
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    // The page was on one of them: it lost its stream once or twice and was back each time.
    expect(page.connections.length).toBeGreaterThan(1);
    expect(page.connections.filter((c) => c.endedAt === null)).toHaveLength(1);
  });
});

describe('the database stopped for 30 seconds', () => {
  it('answers 503 meanwhile, writes nothing half-way, and carries on — queue and live events — when it returns', async () => {
    const cookie = await signIn(cluster.proxy.url);
    const base = await slowAnalysis(cluster.proxy.url, cookie, '중단 시험', 1);
    await cluster.postgres.pause();
    const stoppedAt = Date.now();

    const during = await call(cluster.proxy.url, cookie, 'GET', '/api/v1/users/profile');
    expect(during.status).toBe(503);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await during.json()).toMatchObject({
      result: false,
      code: ResultCode.UNAVAILABLE,
      message: replyMessages.unavailable,
    });
    const write = await call(cluster.proxy.url, cookie, 'POST', '/api/v1/bookmark', {
      type: 'CONCEPT',
      title: '중단 중 저장',
      target: { conceptId: 8_000_001 },
    });
    expect(write.status).toBe(503);
    for (const server of [a, b]) {
      const { status, body } = await readiness(server.url);
      expect(status).toBe(503);
      expect(body.content).toMatchObject({ ready: false, database: { state: 'DOWN', latencyMs: null } });
    }
    // Every answer meanwhile is quick: nobody waits on a database that is not there.
    const timed = Date.now();
    expect((await call(cluster.proxy.url, cookie, 'GET', '/api/v1/bookmark')).status).toBe(503);
    expect(Date.now() - timed).toBeLessThan(6_000);

    await sleep(Math.max(0, 30_000 - (Date.now() - stoppedAt)));
    await cluster.postgres.resume();

    const deadline = Date.now() + 20_000;
    while ((await call(cluster.proxy.url, cookie, 'GET', '/api/v1/users/profile')).status !== 200) {
      if (Date.now() > deadline) throw new Error('still unavailable 20 s after the database returned');
      await sleep(250);
    }
    const titles = await sql.query<{ n: string }>(
      `select count(*) as n from bookmarks where title = '중단 중 저장'`,
    );
    expect(titles.rows[0]!.n).toBe('0');
    for (const server of [a, b]) expect((await readiness(server.url)).status).toBe(200);

    // The queue runs again, and a page opened now hears the run's moves (LISTEN is back on both).
    const page = await openPageStream(`${cluster.proxy.url}${LIVE_EVENTS_PATH}`, cookie);
    try {
      const started = await startOnEveryHospital(cluster.proxy.url, cookie, base);
      const done = await settled(cluster.proxy.url, cookie, started, 90_000);
      expect(done.map((e) => e.status)).toEqual(done.map(() => 'FINISHED_SUCCESSFULLY'));
      const heard = new Set(page.events.map((e) => e.data.executionId));
      expect(started.filter((run) => !heard.has(run.id))).toEqual([]);
    } finally {
      page.close();
    }
  });
});
