import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  type AnalysisDetail,
  type AtlasDesignList,
  type CombinedResult,
  type Envelope,
  type ExecutionDetail,
  type ExecutionFile,
  type ExecutionSummary,
} from '@cdmnet/api/contract';
import { engineMessages } from '../src/adapters/messages.ko.js';
import { analyses, atlases, cdmDatabases, engines, organizations } from '../src/db/schema.js';
import { startExecutionJobs, type ExecutionJobs } from '../src/jobs/execution-queue.js';
import { designToSql } from '../src/services/design-packages.js';
import { parseCsv } from '../src/services/result-release.js';
import type { ExecutionQueue } from '../src/services/executions.js';
import { openLiveEvents, type LiveEvents } from '../src/services/live-events.js';
import { secretBox } from '../src/services/secrets.js';
import { formData } from './analysis-helpers.js';
import { startDataNode, type DataNode } from './peers/data-node.mjs';
import { HEART, RESEARCHER, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The platform against the real data node (apps/data-node, a separate process reached over HTTP only):
// the engine and WebAPI adapters, pg-boss dispatch and reconciliation, live events, designs turned into
// SQL, and the known figure: 479 persons with GI bleed across the demo hospitals.

let node: DataNode;
let t: TestApp;
let events: LiveEvents;
let jobs: ExecutionJobs;
let port: number;
const h = projectHelpers(() => t);
let projectId: number;
let analysisId: number;
let base: string;
const cdmIds = new Map<string, number>();

// The app is built before the jobs (which need its callback address): calls reach the jobs when made.
const queue: ExecutionQueue = {
  dispatch: (ids) => jobs.dispatch(ids),
  abort: (ids) => jobs.abort(ids),
};
const startJobs = async () => {
  jobs = await startExecutionJobs(
    {
      db: t.db,
      events,
      secrets: secretBox(randomBytes(32)),
      callbackBase: `http://127.0.0.1:${port}`,
      designToSql,
    },
    { executeSql: t.executeSql },
    { schedule: false },
  );
};

beforeAll(async () => {
  node = await startDataNode();
  events = await openLiveEvents({});
  t = await createTestApp({ executions: { events, queue } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  await startJobs();

  // Each demo hospital's engine and ATLAS at the data node's site for its CDM; every level open.
  for (const site of node.sites) {
    const [cdm] = await t.db
      .select({ id: cdmDatabases.id, name: cdmDatabases.name, engineId: cdmDatabases.engineId })
      .from(cdmDatabases)
      .where(eq(cdmDatabases.databaseName, site.database));
    if (!cdm?.engineId) throw new Error(`no demo CDM for ${site.database}`);
    cdmIds.set(cdm.name, cdm.id);
    await t.db.update(engines).set({ address: site.engine }).where(eq(engines.id, cdm.engineId));
    await t.db.update(atlases).set({ address: site.webapi }).where(eq(atlases.engineId, cdm.engineId));
  }
  await t.db.update(organizations).set({ rfzLevel: 'EVD', irbRequired: false });

  projectId = await h.projectIdOf(HEART);
  const created = await h.call('POST', `/api/v1/projects/${projectId}/analysis`, RESEARCHER, {
    name: '위장관 출혈 환자 특성 (전체 병원)',
    description: '',
    type: 'ESTIMATION',
    cdmIds: [...cdmIds.values()],
  });
  analysisId = created.json<Envelope<AnalysisDetail>>().content.id;
  base = `/api/v1/projects/${projectId}/analysis/${analysisId}`;
}, 240_000);

afterAll(async () => {
  await jobs.stop();
  await events.close();
  await t.close();
  await node.stop();
});

const detail = (id: number) => h.content<ExecutionDetail>('GET', `${base}/execution/${id}`, RESEARCHER);

/** Polls until every execution is in one of `statuses` (the stream is tested elsewhere). */
async function until(ids: number[], statuses: string[], timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await Promise.all(ids.map(detail));
    if (all.every((e) => statuses.includes(e.status))) return all;
    if (Date.now() > deadline)
      throw new Error(`still ${all.map((e) => `${e.id}:${e.status}`).join(', ')} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const start = async (cdmNames: string[]) => {
  const res = await h.call('POST', `${base}/execution`, RESEARCHER, {
    cdmIds: cdmNames.map((name) => cdmIds.get(name)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<ExecutionSummary[]>>().content.map((e) => e.id);
};

const importDesign = async (kind: string) => {
  const { designs, unreachable } = await h.content<AtlasDesignList>('GET', `${base}/atlas`, RESEARCHER);
  expect(unreachable).toEqual([]);
  const design = designs.find((d) => d.kind === kind && d.orgName === '한빛대학교병원');
  if (!design) throw new Error(`no ${kind} design on 한빛's ATLAS`);
  const res = await h.call('POST', `${base}/atlas`, RESEARCHER, {
    atlasId: design.atlasId,
    kind,
    designId: design.designId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return design;
};

describe('ATLAS designs from the data node’s WebAPI', () => {
  it('lists each target hospital’s designs of every kind and imports the characterization as a version', async () => {
    const { designs } = await h.content<AtlasDesignList>('GET', `${base}/atlas`, RESEARCHER);
    expect(new Set(designs.map((d) => d.orgName)).size).toBe(6);
    expect(new Set(designs.map((d) => d.kind))).toEqual(
      new Set(['COHORT', 'CHARACTERIZATION', 'INCIDENCE_RATE', 'ESTIMATION', 'PREDICTION']),
    );
    const design = await importDesign('CHARACTERIZATION');
    expect(design.name).toBe('위장관 출혈 환자 특성');
    const analysis = await h.content<AnalysisDetail>('GET', base, RESEARCHER);
    expect(analysis.versions[0]?.fileName).toMatch(/^atlas-characterization-\d+\.json$/);
  });
});

describe('running on the data node', () => {
  let ids: number[];
  it('characterizes the GI bleed cohort on all six hospitals: 479 persons in total, each share adding up', async () => {
    ids = await start([...cdmIds.keys()]);
    const done = await until(ids, ['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR']);
    expect(done.map((e) => [e.cdmName, e.status, e.error])).toEqual(
      done.map((e) => [e.cdmName, 'FINISHED_SUCCESSFULLY', null]),
    );
    let total = 0;
    for (const execution of done) {
      const files = await h.content<ExecutionFile[]>(
        'GET',
        `${base}/execution/${execution.id}/files`,
        RESEARCHER,
      );
      const persons = files.find((f) => /persons\.csv$/.test(f.name))!;
      const view = await h.content<{ text: string }>(
        'GET',
        `${base}/execution/${execution.id}/files/${persons.id}/view`,
        RESEARCHER,
      );
      const [header, row] = parseCsv(view.text);
      expect(row, `${execution.cdmName} ${persons.name}: ${view.text}`).toBeDefined();
      total += Number(row![header!.indexOf('persons')]);
    }
    expect(total).toBe(479);
    const combined = await h.content<CombinedResult>(
      'GET',
      `${base}/results/combined?file=${encodeURIComponent('01_persons.csv')}`,
      RESEARCHER,
    );
    expect(combined.rows[0]?.totals).toEqual([479]);
    expect(combined.hospitals).toHaveLength(6);
  });

  it('records what it ran on: engine, CDM and vocabulary version from cdm_source, package and checksum', async () => {
    const one = await detail(ids[0]!);
    expect(one.record).toMatchObject({
      cdmVersion: '5.3.1',
      vocabularyVersion: 'v5.0 18-JAN-19',
      packageVersion: 1,
    });
    expect(one.history.map((step) => step.status)).toEqual([
      'WAITING',
      'EXECUTING_PREPARING',
      'EXECUTING_DOCKER',
      'SAVING_RESULT_FILES',
      'FINISHED_SUCCESSFULLY',
    ]);
    const log = await h.content<{ text: string }>('GET', `${base}/execution/${ids[0]}/logs`, RESEARCHER);
    expect(log.text.length).toBeGreaterThan(0);
  });

  it('an R study design (estimation) ends with a clear error instead of pretending', async () => {
    await importDesign('ESTIMATION');
    const [id] = await start(['HANBIT_CDM']);
    const [ended] = await until([id!], ['FINISHED_WITH_ERROR', 'FINISHED_SUCCESSFULLY']);
    expect(ended?.status).toBe('FINISHED_WITH_ERROR');
    expect(ended?.error).toMatch(/R/);
  });

  it('the demo’s own SQL package (30일 재입원 위험 예측 모형 v2) runs and gives counts by age group', async () => {
    const [demo] = await t.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.name, '30일 재입원 위험 예측 모형'));
    const demoBase = `/api/v1/projects/${projectId}/analysis/${demo!.id}`;
    const res = await h.call('POST', `${demoBase}/execution`, RESEARCHER, {
      cdmIds: [cdmIds.get('HANBIT_CDM')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [id] = res.json<Envelope<ExecutionSummary[]>>().content.map((e) => e.id);
    const deadline = Date.now() + 90_000;
    let ended: ExecutionDetail;
    for (;;) {
      ended = await h.content<ExecutionDetail>('GET', `${demoBase}/execution/${id}`, RESEARCHER);
      if (ended.status.startsWith('FINISHED') || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ended.error).toBeNull();
    expect(ended.status).toBe('FINISHED_SUCCESSFULLY');
    const files = await h.content<ExecutionFile[]>('GET', `${demoBase}/execution/${id}/files`, RESEARCHER);
    const csv = files.find((f) => f.name === 'hf_readmission_v2.csv');
    expect(csv, files.map((f) => f.name).join(', ')).toBeDefined();
    const view = await h.content<{ text: string }>(
      'GET',
      `${demoBase}/execution/${id}/files/${csv!.id}/view`,
      RESEARCHER,
    );
    // The sample CDM has no heart failure: the counts are honest zero rows under the header.
    expect(view.text.split(/\r?\n/)[0]).toBe('age_group,persons,mean_prior_admissions,readmitted_count');
  });
});

/** Uploads a SQL package that runs for a while (the next version). */
async function slowPackage(seconds: number) {
  const body = formData({}, [
    {
      name: `slow_${seconds}.sql`,
      bytes: Buffer.from(`select pg_sleep(${seconds}) is null as slept, 100 as persons;\n`),
    },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/package`,
    headers: { ...body.headers, cookie: await h.cookieOf(RESEARCHER) },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('faults', () => {
  it('a server stopped during a running execution settles it after it starts again', async () => {
    await slowPackage(4);
    const [id] = await start(['SJMC_CDM']);
    await until([id!], ['EXECUTING_DOCKER'], 30_000);
    await jobs.stop();
    await t.restart({ events, queue }); // closed: the engine's result callback finds nobody
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await t.app.listen({ port, host: '127.0.0.1' });
    await startJobs();
    const [settled] = await until([id!], ['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR'], 60_000);
    expect(settled?.status).toBe('FINISHED_SUCCESSFULLY');
  });

  it('a data node gone (killed): the engine shows offline and its running execution fails with a clear message', async () => {
    await slowPackage(30);
    const [id] = await start(['HAEORUM_CDM']);
    await until([id!], ['EXECUTING_DOCKER'], 30_000);
    const site = node.sites.find((s) => s.database === 'haeorum_cdm')!;
    await node.kill();
    await jobs.reconcile();
    await jobs.reconcile();
    const failed = await detail(id!);
    expect(failed.status).toBe('FINISHED_WITH_ERROR');
    expect(failed.error).toBe(engineMessages.lostEngine(new URL(site.engine).host));
    const [engine] = await t.db
      .select({ status: engines.status })
      .from(engines)
      .where(inArray(engines.address, [site.engine]));
    expect(engine?.status).toBe('OFFLINE');
    const refused = await h.call('POST', `${base}/execution`, RESEARCHER, {
      cdmIds: [cdmIds.get('HAEORUM_CDM')],
    });
    expect(refused.statusCode).toBe(409);
  });
});
