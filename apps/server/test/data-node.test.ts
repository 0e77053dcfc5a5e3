import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  summarisedRows,
  type AnalysisDetail,
  type AtlasDesignList,
  type CombinedResult,
  type Envelope,
  type ExecutionDetail,
  type ExecutionFile,
  type ExecutionStartReport,
  type ReleasePreview,
  type ResultRequest,
} from '@cdmnet/api/contract';
import { engineMessages } from '../src/adapters/messages.ko.js';
import { analyses, engines, organizations } from '../src/db/schema.js';
import { parseCsv } from '../src/db/csv.js';
import { formData } from './analysis-helpers.js';
import { platformOnNode } from './platform-on-node.js';
import { ADMIN as HANBIT_ADMIN, HEART, RESEARCHER } from './project-helpers.js';

// The platform against the real data node (apps/data-node, a separate process reached over HTTP only):
// the engine and WebAPI adapters, pg-boss dispatch and reconciliation, live events, designs turned into
// SQL, the node's disclosure list on each result (summarised_result files arrive checked, others stay
// held at the hospital and are fetched with the release token for the admin's review), and the known
// figure: 479 persons with GI bleed across the demo hospitals.

const platform = platformOnNode();
const { h, cdmIds } = platform;
let projectId: number;
let analysisId: number;
let base: string;

beforeAll(async () => {
  await platform.start();
  // Every level open.
  await platform.t.db.update(organizations).set({ rfzLevel: 'EVD', irbRequired: false });

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

afterAll(() => platform.stop());

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
  return res.json<Envelope<ExecutionStartReport>>().content.started.map((e) => e.id);
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
    // Seven demo hospitals: six on GiBleed, 강원솔내병원 on Synthea27Nj (CDM v5.4).
    expect(new Set(designs.map((d) => d.orgName)).size).toBe(7);
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
  it('characterizes the GI bleed cohort on all seven hospitals: checked summarised_result files, 479 persons in total', async () => {
    ids = await start([...cdmIds.keys()]);
    const done = await until(ids, ['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR']);
    expect(done.map((e) => [e.cdmName, e.status, e.error])).toEqual(
      done.map((e) => [e.cdmName, 'FINISHED_SUCCESSFULLY', null]),
    );
    let total = 0;
    for (const execution of done) {
      // The node names the rules it applied: the hospital's settings (5, no rounding) at the least.
      expect(execution.disclosureRules).toMatchObject({ minCellCount: 5, rounding: null });
      const files = await h.content<ExecutionFile[]>(
        'GET',
        `${base}/execution/${execution.id}/files`,
        RESEARCHER,
      );
      const characterization = files.find((f) => f.name === 'characterization.csv');
      expect(characterization, files.map((f) => `${f.name}:${f.status}`).join(', ')).toMatchObject({
        status: 'CHECKED',
        format: 'SUMMARISED_RESULT',
        viewable: true,
      });
      const view = await h.content<{ text: string }>(
        'GET',
        `${base}/execution/${execution.id}/files/${characterization!.id}/view`,
        RESEARCHER,
      );
      const rows = summarisedRows(parseCsv(view.text));
      const subjects = rows?.find(
        (row) => row.variable_name === 'number subjects' && row.strata_name === 'overall',
      );
      expect(subjects, `${execution.cdmName}: ${view.text.slice(0, 400)}`).toBeDefined();
      // Each hospital's rows name its CDM as the platform knows it (the `cdm_name` parameter).
      expect(new Set(rows!.map((row) => row.cdm_name))).toEqual(new Set([execution.cdmName]));
      total += Number(subjects!.estimate_value);
    }
    expect(total).toBe(479);

    // The combined view (issue 27): the seven add up to the same 479 (강원솔내병원's Synthea patients
    // have none), every hospital included with its
    // run, and where a hospital hid a count its sum is a lower bound and says so.
    const view = await h.content<CombinedResult>('GET', `${base}/results/combined`, RESEARCHER);
    expect(view.file).toBe('characterization.csv');
    expect(view.hospitals.map((x) => x.state)).toEqual(view.hospitals.map(() => 'INCLUDED'));
    expect(view.hospitals.map((x) => x.executionId).sort()).toEqual([...ids].sort());
    if (view.table?.format !== 'SUMMARISED_RESULT') throw new Error(`not summarised: ${view.table?.format}`);
    const subjects = view.table.rows.find(
      (row) => row.variableName === 'number subjects' && row.strataName === 'overall',
    );
    expect(subjects?.values).toHaveLength(7);
    expect(subjects?.total).toEqual({ value: 479, lowerBound: false, how: 'SUM' });
    const hidden = view.table.rows.filter((row) =>
      row.values.some((v) => v !== null && /^(<\d+|-)$/.test(v)),
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of hidden) expect(row.total === null || row.total.lowerBound).toBe(true);
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

  it('the demo’s own SQL package (30일 재입원 위험 예측 모형 v2) runs and leaves a checked summarised_result', async () => {
    const [demo] = await platform.t.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.name, '30일 재입원 위험 예측 모형'));
    const demoBase = `/api/v1/projects/${projectId}/analysis/${demo!.id}`;
    const res = await h.call('POST', `${demoBase}/execution`, RESEARCHER, {
      cdmIds: [cdmIds.get('HANBIT_CDM')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [id] = res.json<Envelope<ExecutionStartReport>>().content.started.map((e) => e.id);
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
    expect(csv, files.map((f) => f.name).join(', ')).toMatchObject({ status: 'CHECKED' });
    const view = await h.content<{ text: string }>(
      'GET',
      `${demoBase}/execution/${id}/files/${csv!.id}/view`,
      RESEARCHER,
    );
    // The sample CDM has no heart failure: the overall group is there with its 0 subjects.
    const rows = summarisedRows(parseCsv(view.text));
    expect(rows?.find((row) => row.variable_name === 'number subjects')?.estimate_value).toBe('0');
  });
});

describe('a file the node holds', () => {
  it('stays at the hospital: listed with its findings, fetched with the release token for the review, and once released downloads as reviewed', async () => {
    const body = formData({}, [
      {
        name: 'by_year.sql',
        bytes: Buffer.from(
          'SELECT year_of_birth AS birth_year, count(*) AS persons FROM @cdm_database_schema.person GROUP BY 1 HAVING count(*) >= 10 ORDER BY 1;\n',
        ),
      },
    ]);
    const uploaded = await platform.t.app.inject({
      method: 'POST',
      url: `${base}/package`,
      headers: { ...body.headers, cookie: await h.cookieOf(RESEARCHER) },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [id] = await start(['HANBIT_CDM']);
    const [ended] = await until([id!], ['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR']);
    expect(ended?.error).toBeNull();
    const files = await h.content<ExecutionFile[]>('GET', `${base}/execution/${id}/files`, RESEARCHER);
    const held = files.find((f) => f.name === 'by_year.csv')!;
    expect(held, files.map((f) => `${f.name}:${f.status}`).join(', ')).toMatchObject({
      status: 'HELD',
      viewable: false,
    });
    expect(held.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await h.call('GET', `${base}/execution/${id}/files/${held.id}/view`, RESEARCHER)).statusCode,
    ).toBe(403);
    // The node's fetch needs the token the result brought: the execution id alone gets nothing.
    const site = platform.node.sites.find((s) => s.database === 'hanbit_cdm')!;
    const guessed = await fetch(`${site.engine}/api/v1/results/${id}/files/by_year.csv`);
    expect(guessed.status).toBe(401);

    const asked = await h.call('POST', `${base}/execution/${id}/perm`, RESEARCHER, {
      kind: 'DELIVERY',
      note: '출생 연도별 환자 수',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<Envelope<ResultRequest>>().content;
    const orgBase = `/api/v1/orgs/${request.orgId}/research/results/${request.id}`;
    const preview = await h.content<ReleasePreview>('GET', `${orgBase}/preview`, HANBIT_ADMIN);
    const reviewed = preview.files.find((f) => f.name === 'by_year.csv')!;
    expect(reviewed.fetchError).toBeNull();
    expect(reviewed.text).toMatch(/^birth_year,persons\r?\n/);
    const approved = await h.call('POST', `${orgBase}/approved`, HANBIT_ADMIN, {
      release: [{ fileId: held.id, acknowledged: reviewed.findings.map((f) => f.code) }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const download = await h.call('GET', `${base}/execution/${id}/files/${held.id}/download`, RESEARCHER);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.toString('utf8')).toBe(reviewed.text);
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
  const res = await platform.t.app.inject({
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
    await platform.jobs.stop();
    // Closed: the engine's result callback finds nobody.
    await platform.t.restart({ events: platform.events, queue: platform.queue });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await platform.t.app.listen({ port: platform.port, host: '127.0.0.1' });
    await platform.startJobs();
    const [settled] = await until([id!], ['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR'], 60_000);
    expect(settled?.status).toBe('FINISHED_SUCCESSFULLY');
  });

  it('a data node gone (killed): the engine shows offline and its running execution fails with a clear message', async () => {
    await slowPackage(30);
    const [id] = await start(['HAEORUM_CDM']);
    await until([id!], ['EXECUTING_DOCKER'], 30_000);
    const site = platform.node.sites.find((s) => s.database === 'haeorum_cdm')!;
    await platform.node.kill();
    await platform.jobs.reconcile();
    await platform.jobs.reconcile();
    const failed = await detail(id!);
    expect(failed.status).toBe('FINISHED_WITH_ERROR');
    expect(failed.error).toBe(engineMessages.lostEngine(new URL(site.engine).host));
    const [engine] = await platform.t.db
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
