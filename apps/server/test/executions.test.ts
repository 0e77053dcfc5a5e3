import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  disclosureMessages,
  executionMessages,
  type Envelope,
  type ExecutionDetail,
  type ExecutionFile,
  type ExecutionLog,
  type ExecutionStartReport,
  type ExecutionSummary,
} from '@cdmnet/api/contract';
import { SUBMIT_TIMEOUT_MS } from '../src/adapters/engine.js';
import { engineMessages } from '../src/adapters/messages.ko.js';
import { demoServiceAddresses } from '../src/db/demo-network.js';
import { analyses, executions, organizations } from '../src/db/schema.js';
import {
  abortExecution,
  dispatchExecution,
  reconcileExecutions,
  UNREACHABLE_CHECKS_BEFORE_FAILING,
} from '../src/jobs/execution-work.js';
import {
  ACTIVE_JOB_EXPIRY_SECONDS,
  DISPATCH_RETRY_DELAY_SECONDS,
  MAINTENANCE_SECONDS,
} from '../src/jobs/dispatch-timing.js';
import {
  NODE_RULES,
  cdmIdOf,
  engineAt,
  executionSetup,
  finding,
  nodeResult,
  resultForm,
  sha256,
  startRecordingEngine,
  workContext,
} from './execution-helpers.js';
import { PREDICTION } from './analysis-helpers.js';
import { HEART, RESEARCHER, SEOJUN, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let setup: Awaited<ReturnType<typeof executionSetup>>;
let engine: Awaited<ReturnType<typeof startRecordingEngine>>;
const h = projectHelpers(() => t);
let projectId: number;
let analysisId: number;
let hanbit: number;
let sjmc: number;
let haeorum: number;
let base: string;

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
  hanbit = await cdmIdOf(t, 'HANBIT_CDM');
  sjmc = await cdmIdOf(t, 'SJMC_CDM');
  haeorum = await cdmIdOf(t, 'HAEORUM_CDM');
  await engineAt(t, ['HANBIT_CDM', 'SJMC_CDM', 'HAEORUM_CDM'], engine.url);
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
  return res.json<Envelope<ExecutionStartReport>>().content.started;
};
const detail = (id: number, email = RESEARCHER) => h.content<ExecutionDetail>('GET', `${base}/${id}`, email);
const callback = (id: number, kind: 'status' | 'result', password: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/engine-callbacks/${id}/${kind}/${password}`, ...body });
const passwordOf = (id: number) =>
  engine.submitted.find((s) => s.request.id === id)!.request.callbackPassword;

// Starting (each CDM allowed or refused with its reason) is test/execution-start.test.ts.

describe('running on the engine', () => {
  let id: number;
  beforeAll(async () => {
    [{ id }] = (await startOk([hanbit])) as [ExecutionSummary];
    await dispatchExecution(workContext(t, setup.events), id, true);
  });

  it('sends the package with the CDM’s data source, callback addresses and the hospital’s disclosure settings', async () => {
    const sent = engine.submitted.find((s) => s.request.id === id)!;
    expect(sent.request.disclosure).toEqual({ minCellCount: 5, rounding: null, releaseUnchecked: true });
    expect(sent.fileNames).toEqual(['hf_readmission_v2.sql']);
    expect(sent.request.executableFileName).toBe('hf_readmission_v2.sql');
    // The demo seed registers each CDM at the port the demo data node serves it on.
    expect(sent.request.dataSource.connectionString).toBe(
      `jdbc:postgresql://127.0.0.1:${demoServiceAddresses(0).cdmPort}/hanbit_cdm`,
    );
    expect(sent.request.updateStatusCallback).toBe(
      'http://callback.test/api/v1/engine-callbacks/{id}/status/{password}',
    );
    expect(sent.request.callbackPassword).toMatch(/^[0-9a-f]{64}$/);
    expect((await detail(id)).status).toBe('EXECUTING_PREPARING');
  });

  it('sends it once: another job for it leaves it, and a retry of the first asks the engine before sending again', async () => {
    const [{ id: once }] = (await startOk([hanbit])) as [ExecutionSummary];
    const context = workContext(t, setup.events);
    await dispatchExecution(context, once, false, 'job-1');
    // A reconciliation's job, or one another instance took, for the same execution.
    await dispatchExecution(context, once, false, 'job-2');
    // The first job again, as when its instance was killed after sending and the queue gave it out anew.
    await dispatchExecution(context, once, false, 'job-1');
    expect(engine.submitted.filter((s) => s.request.id === once)).toHaveLength(1);
    // The password the engine was given still opens the execution's call-backs.
    const res = await callback(once, 'status', passwordOf(once), {
      payload: { id: once, stage: 'EXECUTE', stdout: '' },
    });
    expect(res.statusCode).toBe(200);
    expect((await detail(once)).history.filter((step) => step.status === 'EXECUTING_PREPARING')).toHaveLength(
      1,
    );
  });

  it('sends what the hospital’s admin set: a larger minimum cell count, rounding, no release of unchecked files', async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.name, '한빛대학교병원'));
    await t.db
      .update(organizations)
      .set({ minCellCount: 11, rounding: 5, releaseUnchecked: false })
      .where(eq(organizations.id, org!.id));
    try {
      const [{ id: strict }] = (await startOk([hanbit])) as [ExecutionSummary];
      await dispatchExecution(workContext(t, setup.events), strict, true);
      expect(engine.submitted.find((s) => s.request.id === strict)?.request.disclosure).toEqual({
        minCellCount: 11,
        rounding: 5,
        releaseUnchecked: false,
      });
    } finally {
      await t.db
        .update(organizations)
        .set({ minCellCount: 5, rounding: null, releaseUnchecked: true })
        .where(eq(organizations.id, org!.id));
    }
  });

  it('admits callbacks by the execution’s password only', async () => {
    const wrong = await callback(id, 'status', 'ab'.repeat(32), {
      payload: { id, stage: 'EXECUTE', stdout: 'x' },
    });
    expect(wrong.statusCode).toBe(403);
    const other = await callback(id + 1000, 'status', passwordOf(id), { payload: { id, stage: 'EXECUTE' } });
    expect(other.statusCode).toBe(403);
    expect((await detail(id)).status).toBe('EXECUTING_PREPARING');
  });

  it('moves with the stages and appends the log, which a page reads from where it stopped', async () => {
    const res = await callback(id, 'status', passwordOf(id), {
      payload: { id, stage: 'EXECUTE', stdout: '1행: 코호트 생성\n', stdoutDate: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(200);
    await callback(id, 'status', passwordOf(id), {
      payload: { id, stage: 'EXECUTE', stdout: '2행: 집계\n' },
    });
    expect((await detail(id)).status).toBe('EXECUTING_DOCKER');
    const log = await h.content<ExecutionLog>('GET', `${base}/${id}/logs`, RESEARCHER);
    expect(log).toMatchObject({ from: 0, text: '1행: 코호트 생성\n2행: 집계\n', live: true });
    const rest = await h.content<ExecutionLog>(
      'GET',
      `${base}/${id}/logs?after=${'1행: 코호트 생성\n'.length}`,
      RESEARCHER,
    );
    expect(rest.text).toBe('2행: 집계\n');
    expect(setup.heard.some((e) => e.executionId === id && e.status === 'EXECUTING_DOCKER')).toBe(true);
  });

  it('stores the result as the node listed it, ends FINISHED_SUCCESSFULLY with every step, and tells who started it', async () => {
    const node = nodeResult(
      engine,
      id,
      [
        { name: 'persons.csv', text: 'cohort_id,persons\n1,120\n' },
        { name: 'gender.csv', text: 'gender,persons\nFEMALE,70\nMALE,<5\n', suppressedCells: 1 },
        {
          name: 'subjects.csv',
          text: 'subject_key,gender\n1,F\n2,M\n',
          status: 'HELD',
          findings: [finding('PERSON_ID', 'subject_key', 2)],
        },
        {
          name: 'people.csv',
          text: 'year_of_birth,condition_start_date\n1950,2001-02-03\n',
          status: 'REFUSED',
          findings: [finding('ONE_ROW_PER_PERSON', null, 1)],
        },
      ],
      '완료 로그',
    );
    const res = await callback(
      id,
      'result',
      passwordOf(id),
      resultForm(
        {
          id,
          stage: 'COMPLETED',
          error: null,
          stdout: '완료 로그',
          status: 'EXECUTED',
          disclosure: node.disclosure,
        },
        node.parts,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const done = await detail(id);
    expect(done.status).toBe('FINISHED_SUCCESSFULLY');
    expect(done.history.map((step) => step.status)).toEqual([
      'WAITING',
      'EXECUTING_PREPARING',
      'EXECUTING_DOCKER',
      'SAVING_RESULT_FILES',
      'FINISHED_SUCCESSFULLY',
    ]);
    expect(done.fileCount).toBe(5);
    expect(done.disclosureRules).toEqual(NODE_RULES);
    expect(done.finishedAt).not.toBeNull();
    // The starter is told which project, analysis, run and hospital, with the run's own page.
    const notes = await h.notificationsOf(RESEARCHER);
    expect(notes[0]).toMatchObject({
      type: 'PROJECT',
      title: '분석 실행이 완료되었습니다.',
      message: `한빛대학교병원에서 실행한 '${HEART}' 프로젝트 '${PREDICTION}' 분석(실행 #${id})이 성공적으로 끝났습니다.`,
      link: `/project/${projectId}/analysis/${analysisId}/execution/${id}`,
    });
    // Spent: the password opens nothing any more.
    const again = await callback(id, 'status', passwordOf(id), { payload: { id, stage: 'EXECUTE' } });
    expect(again.statusCode).toBe(403);
    // The node's token is kept sealed, never as it came.
    const [row] = await t.db
      .select({ token: executions.releaseToken })
      .from(executions)
      .where(eq(executions.id, id));
    expect(row?.token).toMatch(/^v1\./);
    expect(row?.token).not.toContain(node.disclosure.releaseToken);
  });

  it('lists every file with its status and findings; a member with EV views checked files in place but takes none out', async () => {
    const list = await h.content<ExecutionFile[]>('GET', `${base}/${id}/files`, RESEARCHER);
    expect(list.map((f) => [f.name, f.status, f.viewable])).toEqual([
      ['gender.csv', 'CHECKED', true],
      ['people.csv', 'REFUSED', false],
      ['persons.csv', 'CHECKED', true],
      ['stdout.txt', 'CHECKED', true],
      ['subjects.csv', 'HELD', false],
    ]);
    const [gender, people, persons, , subjects] = list as [
      ExecutionFile,
      ExecutionFile,
      ExecutionFile,
      ExecutionFile,
      ExecutionFile,
    ];
    expect(gender).toMatchObject({
      suppressedCells: 1,
      sha256: sha256('gender,persons\nFEMALE,70\nMALE,<5\n'),
    });
    expect(subjects).toMatchObject({
      rows: 2,
      columns: ['subject_key', 'gender'],
      findings: [{ code: 'PERSON_ID', column: 'subject_key', rows: 2 }],
    });
    expect(people.sha256).toBeNull();
    const view = await h.content<{ text: string }>(
      'GET',
      `${base}/${id}/files/${gender.id}/view`,
      RESEARCHER,
    );
    expect(view.text).toBe('gender,persons\nFEMALE,70\nMALE,<5\n');
    // 한빛 gives 김민준 EV: seeing, not taking.
    expect((await detail(id)).mayDownload).toBe(false);
    await t.db.update(executions).set({ shinyUrl: 'http://shiny.test/app' }).where(eq(executions.id, id));
    for (const res of [
      await h.call('GET', `${base}/${id}/shiny`, RESEARCHER),
      await h.call('GET', `${base}/${id}/files/${persons.id}/download`, RESEARCHER),
      await h.call('POST', `${base}/${id}/files/downloads`, RESEARCHER, { fileIds: [persons.id] }),
      await h.call('POST', `${base}/${id}/files/validate`, RESEARCHER, { fileIds: [persons.id] }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<Envelope<null>>().message).toBe(disclosureMessages.downloadNeedsDelivery);
    }
  });

  it('never shows a held or refused file’s bytes, and says why', async () => {
    const list = await h.content<ExecutionFile[]>('GET', `${base}/${id}/files`, RESEARCHER);
    const named = (name: string) => list.find((f) => f.name === name)!.id;
    const held = await h.call('GET', `${base}/${id}/files/${named('subjects.csv')}/view`, RESEARCHER);
    expect(held.statusCode).toBe(403);
    expect(held.json<Envelope<null>>().message).toBe(disclosureMessages.fileHeld('subjects.csv'));
    const refused = await h.call('GET', `${base}/${id}/files/${named('people.csv')}/view`, RESEARCHER);
    expect(refused.json<Envelope<null>>().message).toBe(disclosureMessages.fileRefused('people.csv'));
  });

  it('with EVD the checked files leave: one download, several as a zip; held ones are missing from it', async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.name, '한빛대학교병원'));
    await t.db.update(organizations).set({ researcherLevel: 'EVD' }).where(eq(organizations.id, org!.id));
    try {
      expect((await detail(id)).mayDownload).toBe(true);
      const list = await h.content<ExecutionFile[]>('GET', `${base}/${id}/files`, RESEARCHER);
      const named = (name: string) => list.find((f) => f.name === name)!.id;
      const one = await h.call('GET', `${base}/${id}/files/${named('persons.csv')}/download`, RESEARCHER);
      expect(one.headers['content-disposition']).toContain('attachment');
      expect(one.body).toBe('cohort_id,persons\n1,120\n');
      const zip = await h.call('POST', `${base}/${id}/files/downloads`, RESEARCHER, {
        fileIds: [named('gender.csv'), named('persons.csv')],
      });
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const check = await h.content<{ valid: boolean; missing: number[] }>(
        'POST',
        `${base}/${id}/files/validate`,
        RESEARCHER,
        { fileIds: [named('gender.csv'), named('subjects.csv'), 999_999] },
      );
      expect(check).toMatchObject({ valid: false, missing: [named('subjects.csv'), 999_999] });
      const heldZip = await h.call('POST', `${base}/${id}/files/downloads`, RESEARCHER, {
        fileIds: [named('gender.csv'), named('subjects.csv')],
      });
      expect(heldZip.statusCode).toBe(403);
      expect(heldZip.json<Envelope<null>>().message).toBe(disclosureMessages.fileHeld('subjects.csv'));
      const heldOne = await h.call(
        'GET',
        `${base}/${id}/files/${named('subjects.csv')}/download`,
        RESEARCHER,
      );
      expect(heldOne.statusCode).toBe(403);
      // Shiny is taking too, and its app at the hospital could show the held file: not while one is held.
      const shiny = await h.call('GET', `${base}/${id}/shiny`, RESEARCHER);
      expect(shiny.statusCode).toBe(403);
      expect(shiny.json<Envelope<null>>().message).toBe(disclosureMessages.shinyHeld);
    } finally {
      await t.db
        .update(organizations)
        .set({ researcherLevel: org!.researcherLevel })
        .where(eq(organizations.id, org!.id));
    }
  });

  it('refuses a move the state machine does not allow, naming both statuses', async () => {
    const res = await h.call('POST', `${base}/${id}/cancel`, RESEARCHER, {});
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope<null>>().message).toBe(
      executionMessages.notCancellable('FINISHED_SUCCESSFULLY'),
    );
  });

  it('ends FINISHED_WITH_ERROR with the engine’s own error, keeping the checked files it left', async () => {
    const [{ id: failing }] = (await startOk([hanbit])) as [ExecutionSummary];
    await dispatchExecution(workContext(t, setup.events), failing, true);
    const node = nodeResult(engine, failing, [{ name: 'counts.csv', text: 'step,persons\n1,40\n' }], '');
    await callback(
      failing,
      'result',
      passwordOf(failing),
      resultForm(
        {
          id: failing,
          stage: 'COMPLETED',
          error: '2번째 SQL 문에서 오류: relation "cdm.visit" does not exist',
          stdout: '',
          disclosure: node.disclosure,
        },
        node.parts,
      ),
    );
    const ended = await detail(failing);
    expect(ended.status).toBe('FINISHED_WITH_ERROR');
    expect(ended.error).toBe('2번째 SQL 문에서 오류: relation "cdm.visit" does not exist');
    const list = await h.content<ExecutionFile[]>('GET', `${base}/${failing}/files`, RESEARCHER);
    expect(list.map((f) => [f.name, f.status])).toEqual([
      ['counts.csv', 'CHECKED'],
      ['stdout.txt', 'CHECKED'],
    ]);
    const view = await h.content<{ text: string }>(
      'GET',
      `${base}/${failing}/files/${list[0]!.id}/view`,
      RESEARCHER,
    );
    expect(view.text).toBe('step,persons\n1,40\n');
  });
});

describe('results the node did not check', () => {
  it('from an engine that is not our node: kept here but held, each with a finding saying so, never viewable', async () => {
    const [{ id }] = (await startOk([hanbit])) as [ExecutionSummary];
    await dispatchExecution(workContext(t, setup.events), id, true);
    const res = await callback(
      id,
      'result',
      passwordOf(id),
      resultForm({ id, stage: 'COMPLETED', error: null, stdout: '완료' }, [
        { name: 'gender.csv', text: 'gender,persons\nFEMALE,70\nMALE,3\n' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const done = await detail(id);
    expect(done).toMatchObject({ status: 'FINISHED_SUCCESSFULLY', disclosureRules: null });
    const [file] = await h.content<ExecutionFile[]>('GET', `${base}/${id}/files`, RESEARCHER);
    expect(file).toMatchObject({
      name: 'gender.csv',
      status: 'HELD',
      viewable: false,
      rows: 2,
      columns: [],
      findings: [{ code: 'UNCHECKED_ENGINE', message: disclosureMessages.uncheckedEngineFinding }],
    });
    const view = await h.call('GET', `${base}/${id}/files/${file!.id}/view`, RESEARCHER);
    expect(view.statusCode).toBe(403);
    expect(view.body).not.toContain('MALE,3');
  });

  it('from an engine that is not our node: its log and error text reach members as a sentence, not as the engine wrote them', async () => {
    const [{ id }] = (await startOk([hanbit])) as [ExecutionSummary];
    await dispatchExecution(workContext(t, setup.events), id, true);
    const leaked = '001f4a87-70d0-435c-a4b9-1425f6928d33';
    const res = await callback(
      id,
      'result',
      passwordOf(id),
      resultForm(
        { id, stage: 'COMPLETED', error: `invalid input syntax: "${leaked}"`, stdout: `patient ${leaked}` },
        [{ name: 'stdout.txt', text: `patient ${leaked}` }],
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const done = await detail(id);
    expect(done).toMatchObject({ status: 'FINISHED_WITH_ERROR', error: engineMessages.uncheckedError });
    const log = await h.content<{ text: string }>('GET', `${base}/${id}/logs`, RESEARCHER);
    expect(log.text).toBe(engineMessages.uncheckedLog);
    expect(JSON.stringify(done)).not.toContain(leaked);
    // The engine's own log stays held for the admin.
    const files = await h.content<ExecutionFile[]>('GET', `${base}/${id}/files`, RESEARCHER);
    expect(files.map((file) => [file.name, file.status])).toEqual([['stdout.txt', 'HELD']]);
  });

  it('refuses a result whose checked bytes differ from the node’s list, keeping nothing, so the node sends it again', async () => {
    const [{ id }] = (await startOk([hanbit])) as [ExecutionSummary];
    await dispatchExecution(workContext(t, setup.events), id, true);
    const node = nodeResult(engine, id, [{ name: 'gender.csv', text: 'gender,persons\nMALE,<5\n' }]);
    const res = await callback(
      id,
      'result',
      passwordOf(id),
      resultForm({ id, stage: 'COMPLETED', error: null, stdout: node.stdout, disclosure: node.disclosure }, [
        { name: 'gender.csv', text: 'gender,persons\nMALE,3\n' },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().message).toBe(engineMessages.fileNotAsListed('gender.csv'));
    expect((await detail(id)).status).toBe('EXECUTING_PREPARING');
    const bad = await callback(
      id,
      'result',
      passwordOf(id),
      resultForm({ id, stage: 'COMPLETED', stdout: '', disclosure: { rules: NODE_RULES, files: 'x' } }, []),
    );
    expect(bad.json<Envelope<null>>().message).toBe(engineMessages.badDisclosure);
    // The same result as listed is then taken.
    const good = await callback(
      id,
      'result',
      passwordOf(id),
      resultForm(
        { id, stage: 'COMPLETED', error: null, stdout: node.stdout, disclosure: node.disclosure },
        node.parts,
      ),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect((await detail(id)).fileCount).toBe(2);
  });
});

describe('results a member may not see yet', () => {
  it('lists the execution but refuses its files where the level is below V (해오름: RFZ E)', async () => {
    const [{ id }] = (await startOk([haeorum])) as [ExecutionSummary];
    expect((await detail(id)).resultAccess).toBe('NONE');
    const res = await h.call('GET', `${base}/${id}/files`, RESEARCHER);
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope<null>>().message).toBe(executionMessages.resultsHidden);
  });
});

describe('cancelling', () => {
  it('cancels a WAITING execution at once, and a running one through CANCELLING until the engine confirms', async () => {
    const [{ id: waiting }] = (await startOk([hanbit])) as [ExecutionSummary];
    const [{ id: running }] = (await startOk([sjmc])) as [ExecutionSummary];
    await dispatchExecution(workContext(t, setup.events), running, true);
    const res = await h.call('POST', `${base}/bulk-cancel`, RESEARCHER, { executionIds: [waiting, running] });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<ExecutionSummary[]>>().content.map((e) => [e.id, e.status])).toEqual(
      expect.arrayContaining([
        [waiting, 'CANCELED'],
        [running, 'CANCELLING'],
      ]),
    );
    expect(setup.queue.aborted).toContain(running);
    await abortExecution(workContext(t, setup.events), running);
    expect(engine.aborted).toContain(running);
    await callback(
      running,
      'result',
      passwordOf(running),
      resultForm({ id: running, stage: 'ABORTED', stdout: '중단됨' }, []),
    );
    expect((await detail(running)).status).toBe('CANCELED');
    expect(await h.auditsOf(projectId, 'EXECUTION_CANCELLED')).toHaveLength(2);
  });

  it('refuses a member without 실행 취소', async () => {
    const [{ id }] = (await startOk([hanbit])) as [ExecutionSummary];
    expect((await h.call('POST', `${base}/${id}/cancel`, SEOJUN, {})).statusCode).toBe(403);
  });
});

describe('reconciling with the engines', () => {
  it('fails an execution its engine no longer knows, and those of an engine gone for several rounds', async () => {
    const context = workContext(t, setup.events);
    const [{ id: lost }] = (await startOk([hanbit])) as [ExecutionSummary];
    await dispatchExecution(context, lost, true);
    engine.stages.delete(lost); // the engine restarted and forgot it
    const later = new Date(Date.now() + 10 * 60 * 1000);
    await reconcileExecutions(context, () => Promise.resolve(), later);
    expect((await detail(lost)).error).toBe(engineMessages.unknownSubmission);

    const [{ id: stranded }] = (await startOk([sjmc])) as [ExecutionSummary];
    await dispatchExecution(context, stranded, true);
    await engineAt(t, ['SJMC_CDM'], 'http://127.0.0.1:9');
    for (let round = 0; round < UNREACHABLE_CHECKS_BEFORE_FAILING; round += 1) {
      expect((await detail(stranded)).status).toBe('EXECUTING_PREPARING');
      await reconcileExecutions(context, () => Promise.resolve(), later);
    }
    const failed = await detail(stranded);
    expect(failed.status).toBe('FINISHED_WITH_ERROR');
    expect(failed.error).toBe(engineMessages.lostEngine('127.0.0.1:9'));
    await engineAt(t, ['SJMC_CDM'], engine.url);

    // The engine comes back and delivers the run it finished meanwhile: too late, nothing changes.
    const late = nodeResult(engine, stranded, [{ name: 'late.csv', text: 'step,persons\n1,40\n' }]);
    await callback(
      stranded,
      'result',
      passwordOf(stranded),
      resultForm(
        { id: stranded, stage: 'COMPLETED', stdout: late.stdout, disclosure: late.disclosure },
        late.parts,
      ),
    );
    const after = await detail(stranded);
    expect([after.status, after.error]).toEqual([
      'FINISHED_WITH_ERROR',
      engineMessages.lostEngine('127.0.0.1:9'),
    ]);
    const files = await h.content<ExecutionFile[]>('GET', `${base}/${stranded}/files`, RESEARCHER);
    expect(files.map((file) => file.name)).not.toContain('late.csv');
  });

  it('lets a run caught mid-dispatch by a dead instance wait for the retry before calling it lost', async () => {
    const context = workContext(t, setup.events);
    const [{ id }] = (await startOk([hanbit])) as [ExecutionSummary];
    const dispatched = Date.now();
    await dispatchExecution(context, id, false);
    engine.stages.delete(id); // the instance died before its submission reached the engine
    // pg-boss hands the dead instance's job on once it expires, found by the next maintenance, after
    // the retry delay; the retry then has the engine's deadline to submit it.
    const retryDone =
      dispatched +
      (ACTIVE_JOB_EXPIRY_SECONDS + MAINTENANCE_SECONDS + DISPATCH_RETRY_DELAY_SECONDS) * 1000 +
      SUBMIT_TIMEOUT_MS;
    await reconcileExecutions(context, () => Promise.resolve(), new Date(retryDone));
    expect((await detail(id)).status).toBe('EXECUTING_PREPARING');

    await reconcileExecutions(context, () => Promise.resolve(), new Date(retryDone + 15_000));
    expect((await detail(id)).error).toBe(engineMessages.unknownSubmission);
  });

  it('sends again an execution left WAITING (a crash between commit and queue)', async () => {
    const [{ id }] = (await startOk([hanbit])) as [ExecutionSummary];
    const again: number[] = [];
    await reconcileExecutions(
      workContext(t, setup.events),
      (ids) => {
        again.push(...ids);
        return Promise.resolve();
      },
      new Date(Date.now() + 5 * 60 * 1000),
    );
    expect(again).toContain(id);
  });
});

describe('another project’s ids', () => {
  it('are not found through this project', async () => {
    const other = await h.create(RESEARCHER, '다른 프로젝트');
    const res = await h.call('GET', `/api/v1/projects/${other}/analysis/${analysisId}/execution`, RESEARCHER);
    expect(res.statusCode).toBe(404);
  });
});
