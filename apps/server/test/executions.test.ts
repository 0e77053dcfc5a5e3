import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  executionMessages,
  type Envelope,
  type ExecutionDetail,
  type ExecutionFile,
  type ExecutionLog,
  type ExecutionStartReport,
  type ExecutionSummary,
} from '@cdmnet/api/contract';
import { engineMessages } from '../src/adapters/messages.ko.js';
import { analyses } from '../src/db/schema.js';
import {
  abortExecution,
  dispatchExecution,
  reconcileExecutions,
  UNREACHABLE_CHECKS_BEFORE_FAILING,
} from '../src/jobs/execution-work.js';
import {
  cdmIdOf,
  engineAt,
  executionSetup,
  resultForm,
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

  it('sends the package with the CDM’s data source and callback addresses, and moves to EXECUTING_PREPARING', async () => {
    const sent = engine.submitted.find((s) => s.request.id === id)!;
    expect(sent.fileNames).toEqual(['hf_readmission_v2.sql']);
    expect(sent.request.executableFileName).toBe('hf_readmission_v2.sql');
    expect(sent.request.dataSource.connectionString).toBe('jdbc:postgresql://127.0.0.1:5432/hanbit_cdm');
    expect(sent.request.updateStatusCallback).toBe(
      'http://callback.test/api/v1/engine-callbacks/{id}/status/{password}',
    );
    expect(sent.request.callbackPassword).toMatch(/^[0-9a-f]{64}$/);
    expect((await detail(id)).status).toBe('EXECUTING_PREPARING');
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

  it('stores the result, ends FINISHED_SUCCESSFULLY with every step in the history, and tells who started it', async () => {
    const res = await callback(
      id,
      'result',
      passwordOf(id),
      resultForm({ id, stage: 'COMPLETED', error: null, stdout: '완료 로그', status: 'EXECUTED' }, [
        { name: 'persons.csv', text: 'cohort_id,persons\n1,120\n' },
        { name: 'gender.csv', text: 'gender,persons\nFEMALE,70\nMALE,<5\n' },
      ]),
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
    expect(done.fileCount).toBe(2);
    expect(done.finishedAt).not.toBeNull();
    const notes = await h.notificationsOf(RESEARCHER);
    expect(notes[0]?.title).toBe('실행이 완료되었습니다: HANBIT_CDM');
    // Spent: the password opens nothing any more.
    const again = await callback(id, 'status', passwordOf(id), { payload: { id, stage: 'EXECUTE' } });
    expect(again.statusCode).toBe(403);
  });

  it('shows the files to a member who may see 한빛’s results: view in place, one download, several as a zip', async () => {
    const list = await h.content<ExecutionFile[]>('GET', `${base}/${id}/files`, RESEARCHER);
    expect(list.map((f) => [f.name, f.viewable])).toEqual([
      ['gender.csv', true],
      ['persons.csv', true],
    ]);
    const view = await h.content<{ text: string }>(
      'GET',
      `${base}/${id}/files/${list[0]!.id}/view`,
      RESEARCHER,
    );
    expect(view.text).toContain('MALE,<5');
    const one = await h.call('GET', `${base}/${id}/files/${list[1]!.id}/download`, RESEARCHER);
    expect(one.headers['content-disposition']).toContain('attachment');
    expect(one.body).toBe('cohort_id,persons\n1,120\n');
    const zip = await h.call('POST', `${base}/${id}/files/downloads`, RESEARCHER, {
      fileIds: list.map((f) => f.id),
    });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const missing = await h.content<{ valid: boolean; missing: number[] }>(
      'POST',
      `${base}/${id}/files/validate`,
      RESEARCHER,
      {
        fileIds: [list[0]!.id, 999_999],
      },
    );
    expect(missing).toMatchObject({ valid: false, missing: [999_999] });
  });

  it('refuses a move the state machine does not allow, naming both statuses', async () => {
    const res = await h.call('POST', `${base}/${id}/cancel`, RESEARCHER, {});
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope<null>>().message).toBe(
      executionMessages.notCancellable('FINISHED_SUCCESSFULLY'),
    );
  });

  it('ends FINISHED_WITH_ERROR with the engine’s own error', async () => {
    const [{ id: failing }] = (await startOk([sjmc])) as [ExecutionSummary];
    await dispatchExecution(workContext(t, setup.events), failing, true);
    await callback(
      failing,
      'result',
      passwordOf(failing),
      resultForm(
        { id: failing, stage: 'COMPLETED', error: 'relation "cdm.person" does not exist', stdout: '' },
        [],
      ),
    );
    const ended = await detail(failing);
    expect(ended.status).toBe('FINISHED_WITH_ERROR');
    expect(ended.error).toBe('relation "cdm.person" does not exist');
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
