import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AnalysisDetail,
  AtlasDesignList,
  CombinedResult,
  Envelope,
  ExecutionDetail,
  ExecutionStartReport,
} from '@cdmnet/api/contract';
import { atlases, cdmDatabases, engines, organizations } from '../src/db/schema.js';
import { startExecutionJobs, type ExecutionJobs } from '../src/jobs/execution-queue.js';
import { designToSql } from '../src/services/design-packages.js';
import type { ExecutionQueue } from '../src/services/executions.js';
import { openLiveEvents, type LiveEvents } from '../src/services/live-events.js';
import { secretBox } from '../src/services/secrets.js';
import { startDataNode, type DataNode } from './peers/data-node.mjs';
import { HEART, RESEARCHER, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The six-hospital GI bleed study through the real data node (apps/data-node, over HTTP), read in the
// combined view (issue 27's target): each hospital's characterization leaves as a checked
// summarised_result, the view adds the six up to the known 479 persons, and the sums over the cells the
// hospitals hid are marked as lower bounds.

let node: DataNode;
let t: TestApp;
let events: LiveEvents;
let jobs: ExecutionJobs;
const h = projectHelpers(() => t);
let base: string;
const cdmIds = new Map<string, number>();

// The app is built before the jobs (which need its callback address): calls reach the jobs when made.
const queue: ExecutionQueue = {
  dispatch: (ids) => jobs.dispatch(ids),
  abort: (ids) => jobs.abort(ids),
};

beforeAll(async () => {
  node = await startDataNode();
  events = await openLiveEvents({});
  t = await createTestApp({ executions: { events, queue } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
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
  const projectId = await h.projectIdOf(HEART);
  const created = await h.call('POST', `/api/v1/projects/${projectId}/analysis`, RESEARCHER, {
    name: '위장관 출혈 환자 특성 (병원별 합산)',
    description: '',
    type: 'ESTIMATION',
    cdmIds: [...cdmIds.values()],
  });
  base = `/api/v1/projects/${projectId}/analysis/${created.json<Envelope<AnalysisDetail>>().content.id}`;
}, 240_000);

afterAll(async () => {
  await jobs?.stop();
  await events?.close();
  await t?.close();
  await node?.stop();
});

const detail = (id: number) => h.content<ExecutionDetail>('GET', `${base}/execution/${id}`, RESEARCHER);

/** Polls until every execution has ended. */
async function ended(ids: number[], timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await Promise.all(ids.map(detail));
    if (all.every((e) => ['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR', 'CANCELED'].includes(e.status)))
      return all;
    if (Date.now() > deadline) throw new Error(`still ${all.map((e) => `${e.id}:${e.status}`).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the GI bleed characterization across the six demo hospitals', () => {
  it('adds up to 479 persons, every hospital included with its run, hidden cells marked as lower bounds', async () => {
    const { designs } = await h.content<AtlasDesignList>('GET', `${base}/atlas`, RESEARCHER);
    const design = designs.find((d) => d.kind === 'CHARACTERIZATION' && d.orgName === '한빛대학교병원');
    if (!design) throw new Error('no characterization design on 한빛’s ATLAS');
    const imported = await h.call('POST', `${base}/atlas`, RESEARCHER, {
      atlasId: design.atlasId,
      kind: 'CHARACTERIZATION',
      designId: design.designId,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const started = await h.call('POST', `${base}/execution`, RESEARCHER, { cdmIds: [...cdmIds.values()] });
    expect(started.statusCode, started.body).toBe(200);
    const ids = started.json<Envelope<ExecutionStartReport>>().content.started.map((e) => e.id);
    const done = await ended(ids);
    expect(done.map((e) => e.status)).toEqual(done.map(() => 'FINISHED_SUCCESSFULLY'));

    const view = await h.content<CombinedResult>('GET', `${base}/results/combined`, RESEARCHER);
    expect(view.version).toBe(1);
    expect(view.hospitals).toHaveLength(6);
    expect(view.hospitals.map((x) => x.state)).toEqual(view.hospitals.map(() => 'INCLUDED'));
    expect(view.hospitals.map((x) => x.executionId).sort()).toEqual([...ids].sort());
    expect(view.file).toBe('characterization.csv');
    if (view.table?.format !== 'SUMMARISED_RESULT') throw new Error(`not summarised: ${view.table?.format}`);
    const subjects = view.table.rows.find(
      (row) => row.variableName === 'number subjects' && row.strataName === 'overall',
    );
    expect(subjects?.values).toHaveLength(6);
    expect(subjects?.total).toEqual({ value: 479, lowerBound: false, how: 'SUM' });
    // Where a hospital hid a count (fewer than 5, or to protect one), its sum is a lower bound and says so.
    const hidden = view.table.rows.filter((row) =>
      row.values.some((v) => v !== null && /^(<\d+|-)$/.test(v)),
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of hidden) expect(row.total === null || row.total.lowerBound).toBe(true);
  }, 240_000);
});
