import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  analysisMessages,
  executionMessages,
  type Envelope,
  type ExecutionDetail,
  type ExecutionStartReport,
  type ExecutionTargetCheck,
} from '@cdmnet/api/contract';
import { analyses, analysisTargets, executions, orgMembers, organizations } from '../src/db/schema.js';
import { cdmIdOf, engineAt, executionSetup, startRecordingEngine } from './execution-helpers.js';
import { DIABETES_ESTIMATION, PREDICTION } from './analysis-helpers.js';
import { DIABETES, HEART, MINJAE, RESEARCHER, SEOJUN, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// Starting executions (issue 27 "Runs across hospitals"): a run on several CDMs starts on every one
// the caller may run on and names each other one with its reason and what to do; the run dialog asks
// the same of each target first. The demo: 김민준 (researcher@) is a researcher of 한빛 only; 서울중앙 (RFZ
// EV), 해오름 (E) and 무등 (EV) let the network run, 청솔 gives the network nothing (RFZ none).

let t: TestApp;
let setup: Awaited<ReturnType<typeof executionSetup>>;
let engine: Awaited<ReturnType<typeof startRecordingEngine>>;
const h = projectHelpers(() => t);
let projectId: number;
let analysisId: number;
const cdm: Record<'hanbit' | 'sjmc' | 'haeorum' | 'mudeung' | 'cheongsol', number> = {
  hanbit: 0,
  sjmc: 0,
  haeorum: 0,
  mudeung: 0,
  cheongsol: 0,
};
let base: string;
const FIVE = ['HANBIT_CDM', 'SJMC_CDM', 'HAEORUM_CDM', 'MUDEUNG_CDM', 'CHEONGSOL_CDM'];

beforeAll(async () => {
  setup = await executionSetup();
  t = await createTestApp({ executions: { events: setup.events, queue: setup.queue } });
  engine = await startRecordingEngine();
  projectId = await h.projectIdOf(HEART);
  const [analysis] = await t.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(eq(analyses.name, PREDICTION));
  analysisId = analysis!.id;
  cdm.hanbit = await cdmIdOf(t, 'HANBIT_CDM');
  cdm.sjmc = await cdmIdOf(t, 'SJMC_CDM');
  cdm.haeorum = await cdmIdOf(t, 'HAEORUM_CDM');
  cdm.mudeung = await cdmIdOf(t, 'MUDEUNG_CDM');
  cdm.cheongsol = await cdmIdOf(t, 'CHEONGSOL_CDM');
  // The prediction aims at five hospitals.
  await t.db.insert(analysisTargets).values([
    { analysisId, cdmId: cdm.mudeung },
    { analysisId, cdmId: cdm.cheongsol },
  ]);
  await engineAt(t, FIVE, engine.url);
  base = `/api/v1/projects/${projectId}/analysis/${analysisId}/execution`;
});
afterAll(async () => {
  await engine.close();
  await t.close();
});

const start = async (cdmIds: number[], email = RESEARCHER, version?: number) =>
  h.call('POST', base, email, { cdmIds, ...(version === undefined ? {} : { version }) });
const startOk = async (cdmIds: number[]) => {
  const res = await start(cdmIds);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<ExecutionStartReport>>();
};
const targets = (email = RESEARCHER) => h.content<ExecutionTargetCheck[]>('GET', `${base}/targets`, email);
const detail = (id: number) => h.content<ExecutionDetail>('GET', `${base}/${id}`, RESEARCHER);
const executionCount = async () => (await t.db.select({ id: executions.id }).from(executions)).length;
const orgNamed = async (name: string) => {
  const [org] = await t.db.select().from(organizations).where(eq(organizations.name, name));
  return org!;
};
const setOrg = (id: number, change: Partial<typeof organizations.$inferInsert>) =>
  t.db.update(organizations).set(change).where(eq(organizations.id, id));

describe('starting an execution', () => {
  it('creates one WAITING execution per CDM with its reproducibility record, hands them to the queue and says so live', async () => {
    const { content, message } = await startOk([cdm.hanbit, cdm.sjmc]);
    expect(message).toBe(executionMessages.created);
    expect(content.refused).toEqual([]);
    const created = content.started;
    expect(created.map((e) => [e.cdmName, e.status, e.version])).toEqual(
      expect.arrayContaining([
        ['HANBIT_CDM', 'WAITING', 2],
        ['SJMC_CDM', 'WAITING', 2],
      ]),
    );
    expect(setup.queue.dispatched).toEqual(expect.arrayContaining(created.map((e) => e.id)));
    expect(setup.heard.filter((e) => e.status === 'WAITING').map((e) => e.executionId)).toEqual(
      expect.arrayContaining(created.map((e) => e.id)),
    );
    const one = await detail(created[0]!.id);
    expect(one.record).toMatchObject({
      packageVersion: 2,
      packageFileName: 'hf_readmission_v2.sql',
      engineAddress: engine.url,
      startedByName: '김민준',
    });
    expect(one.record.packageChecksum).toMatch(/^[0-9a-f]{64}$/);
    expect(one.history.map((step) => step.status)).toEqual(['WAITING']);
    expect(await h.auditsOf(projectId, 'EXECUTION_STARTED')).toHaveLength(2);
  });

  it('runs the version asked for', async () => {
    const res = await start([cdm.hanbit], RESEARCHER, 1);
    expect(res.json<Envelope<ExecutionStartReport>>().content.started[0]?.version).toBe(1);
    expect((await start([cdm.hanbit], RESEARCHER, 9)).json<Envelope<null>>().message).toBe(
      executionMessages.versionMissing,
    );
  });

  it('refuses a member without 실행 생성, a stranger, and a CDM the analysis does not target', async () => {
    expect((await start([cdm.hanbit], SEOJUN)).statusCode).toBe(403);
    expect((await start([cdm.hanbit], MINJAE)).statusCode).toBe(403);
    const halla = await cdmIdOf(t, 'HALLA_CDM');
    const res = await start([halla]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().message).toBe(executionMessages.cdmNotTarget);
    expect((await start([])).json<Envelope<null>>().message).toContain('하나 이상 선택해 주십시오.');
  });
});

describe('a run on five hospitals where one gives no level', () => {
  it('starts on four and names the fifth: a non-member is told to apply as partner researcher', async () => {
    const before = await executionCount();
    const { content, message } = await startOk(Object.values(cdm));
    expect(content.started.map((e) => e.cdmName).sort()).toEqual(
      ['HAEORUM_CDM', 'HANBIT_CDM', 'MUDEUNG_CDM', 'SJMC_CDM'].sort(),
    );
    expect(content.refused).toEqual([
      {
        cdmId: cdm.cheongsol,
        cdmName: 'CHEONGSOL_CDM',
        orgId: (await orgNamed('대구청솔병원')).id,
        orgName: '대구청솔병원',
        remedy: 'APPLY_PARTNER',
        reason: executionMessages.refusedNotMember('대구청솔병원', false),
      },
    ]);
    expect(message).toBe(executionMessages.startedSome(4, 1));
    expect(await executionCount()).toBe(before + 4);
    expect(setup.queue.dispatched).toEqual(expect.arrayContaining(content.started.map((e) => e.id)));
  });

  it('tells one whose application waits that it waits, and a member without E to ask the admin for a level', async () => {
    const cheongsol = await orgNamed('대구청솔병원');
    const me = await h.idOf(RESEARCHER);
    await t.db.insert(orgMembers).values({ orgId: cheongsol.id, userId: me, privilege: 'PENDING' });
    const waiting = await startOk(Object.values(cdm));
    expect(waiting.content.refused.map((r) => [r.remedy, r.reason])).toEqual([
      ['APPLY_PARTNER', executionMessages.refusedMembershipPending('대구청솔병원')],
    ]);

    const member = and(eq(orgMembers.orgId, cheongsol.id), eq(orgMembers.userId, me));
    await t.db.update(orgMembers).set({ privilege: 'ORG_PARTNER', accessLevel: 'NONE' }).where(member);
    const { content } = await startOk(Object.values(cdm));
    expect(content.started).toHaveLength(4);
    expect(content.refused.map((r) => [r.cdmName, r.remedy, r.reason])).toEqual([
      ['CHEONGSOL_CDM', 'ASK_LEVEL', executionMessages.refusedLevel('대구청솔병원')],
    ]);

    // Given E, the fifth starts too.
    await t.db.update(orgMembers).set({ accessLevel: 'E' }).where(member);
    expect((await startOk(Object.values(cdm))).content.started).toHaveLength(5);
    await t.db.delete(orgMembers).where(member);
  });

  it('the run dialog learns the same of each target before it starts anything', async () => {
    const before = await executionCount();
    const checks = await targets();
    expect(checks.map((c) => [c.orgName, c.cdmName, c.block?.remedy ?? null])).toEqual([
      ['광주무등의료원', 'MUDEUNG_CDM', null],
      ['대구청솔병원', 'CHEONGSOL_CDM', 'APPLY_PARTNER'],
      ['부산해오름병원', 'HAEORUM_CDM', null],
      ['서울중앙의료원', 'SJMC_CDM', null],
      ['한빛대학교병원', 'HANBIT_CDM', null],
    ]);
    expect(checks[1]?.block?.reason).toBe(executionMessages.refusedNotMember('대구청솔병원', false));
    expect(await executionCount()).toBe(before);
  });
});

describe('each other reason, CDM by CDM', () => {
  it('names IRB, the DB access block and an offline engine with their remedies, and starts the rest', async () => {
    const haeorum = await orgNamed('부산해오름병원');
    const central = await orgNamed('서울중앙의료원');
    const mudeung = await orgNamed('광주무등의료원');
    // 서울중앙의료원 has the project's request still waiting: no approval yet.
    await setOrg(central.id, { irbRequired: true });
    await setOrg(haeorum.id, { blockingDbAccess: true });
    await engineAt(t, ['MUDEUNG_CDM'], 'http://127.0.0.1:9');
    try {
      const expected = [
        ['SJMC_CDM', 'REQUEST_IRB', executionMessages.refusedIrb('서울중앙의료원')],
        ['HAEORUM_CDM', 'BLOCKED', executionMessages.refusedBlocked('부산해오름병원')],
        ['MUDEUNG_CDM', 'ENGINE_OFFLINE', executionMessages.refusedEngineOffline('MUDEUNG_CDM')],
      ];
      const checks = await targets();
      expect(checks.filter((c) => c.block).map((c) => [c.cdmName, c.block!.remedy, c.block!.reason])).toEqual(
        expect.arrayContaining([...expected, expect.arrayContaining(['CHEONGSOL_CDM'])]),
      );
      const { content } = await startOk([cdm.hanbit, cdm.sjmc, cdm.haeorum, cdm.mudeung]);
      expect(content.started.map((e) => e.cdmName)).toEqual(['HANBIT_CDM']);
      expect(content.refused.map((r) => [r.cdmName, r.remedy, r.reason])).toEqual(
        expect.arrayContaining(expected),
      );
      expect(content.refused).toHaveLength(3);
      expect(content.refused.find((r) => r.cdmName === 'MUDEUNG_CDM')?.orgId).toBe(mudeung.id);
    } finally {
      await setOrg(central.id, { irbRequired: false });
      await setOrg(haeorum.id, { blockingDbAccess: false });
      await engineAt(t, ['MUDEUNG_CDM'], engine.url);
    }
  });

  it('a slow engine (it takes the connection and never answers): the check gives up in time and the pages stay fast', async () => {
    const silent = net.createServer(() => {}); // holds every connection open, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    await engineAt(t, ['MUDEUNG_CDM'], `http://127.0.0.1:${port}`);
    try {
      const started = Date.now();
      const checking = targets();
      // Meanwhile the executions' list (what the open page reloads) does not wait on the engine.
      const listed = Date.now();
      expect((await h.call('GET', base, RESEARCHER)).statusCode).toBe(200);
      expect(Date.now() - listed).toBeLessThan(1_000);
      const checks = await checking;
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(checks.find((c) => c.cdmName === 'MUDEUNG_CDM')?.block?.remedy).toBe('ENGINE_OFFLINE');
    } finally {
      await engineAt(t, ['MUDEUNG_CDM'], engine.url);
      silent.close();
    }
  });

  it('when none may run, starts nothing and refuses once, naming every CDM with its reason (in the page’s order)', async () => {
    const before = await executionCount();
    const haeorum = await orgNamed('부산해오름병원');
    await setOrg(haeorum.id, { blockingDbAccess: true });
    try {
      // Only the caller's own level stands in the way: 403.
      let res = await start([cdm.cheongsol]);
      expect(res.statusCode).toBe(403);
      expect(res.json<Envelope<null>>().message).toBe(
        executionMessages.refusedNotMember('대구청솔병원', false),
      );
      // Something else too: 409, one sentence per CDM.
      res = await start([cdm.cheongsol, cdm.haeorum]);
      expect(res.statusCode).toBe(409);
      const message = res.json<Envelope<null>>().message;
      expect(message).toBe(
        executionMessages.noneStarted([
          executionMessages.refusedNotMember('대구청솔병원', false),
          executionMessages.refusedBlocked('부산해오름병원'),
        ]),
      );
      expect(message).toContain('대구청솔병원');
      expect(message).toContain('부산해오름병원');
    } finally {
      await setOrg(haeorum.id, { blockingDbAccess: false });
    }
    expect(await executionCount()).toBe(before);
  });

  it('an organisation requiring IRB admits a project holding an approval valid today (한빛 and 해오름 in the demo)', async () => {
    const org = await orgNamed('한빛대학교병원');
    await setOrg(org.id, { irbRequired: true });
    expect((await start([cdm.hanbit])).statusCode).toBe(200);
    // An approval whose last day has passed admits nothing, even before the nightly sweep marks it.
    await t.db.execute(
      sql`update irb_requests set valid_until = current_date - 2 where org_id = ${org.id} and state = 'APPROVED'`,
    );
    const res = await start([cdm.hanbit]);
    expect(res.json<Envelope<null>>().message).toBe(executionMessages.refusedIrb('한빛대학교병원'));
    expect((await targets()).find((c) => c.cdmName === 'HANBIT_CDM')?.block?.remedy).toBe('REQUEST_IRB');
    await t.db.execute(
      sql`update irb_requests set valid_until = current_date + 20 where org_id = ${org.id} and state = 'APPROVED'`,
    );
    await setOrg(org.id, { irbRequired: false });
  });
});

describe('asking for the targets', () => {
  it('is for members holding 실행 생성, and an analysis of another project is not found', async () => {
    expect((await h.call('GET', `${base}/targets`, SEOJUN)).statusCode).toBe(403);
    expect((await h.call('GET', `${base}/targets`, MINJAE)).statusCode).toBe(403);
    const [other] = await t.db
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.name, DIABETES_ESTIMATION));
    const res = await h.call(
      'GET',
      `/api/v1/projects/${projectId}/analysis/${other!.id}/execution/targets`,
      RESEARCHER,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json<Envelope<null>>().message).toBe(analysisMessages.notFound);
    expect(await h.projectIdOf(DIABETES)).not.toBe(projectId);
  });
});
