import { describe, expect, it } from 'vitest';
import { ResultCode } from '../contract/codes.js';
import { fillPath, type AnyEndpoint } from '../contract/endpoint.js';
import type { ExecutionEvent } from '../contract/executions.js';
import { executionMessages as t } from '../contract/executions.ko.js';
import { executionsApi, projectsApi } from '../contract/index.js';
import type { MockDb } from './db.js';
import { moveMockExecution } from './executions.handlers.js';
import { FIXTURE_RESULT_FILES } from './executions.fixtures.js';
import { ADMIN, contentOf, forbidden, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The execution mocks answer as the server will (spec §7 "Execution", domain.md "Executions"): the
// project's members see them; EXECUTION_CREATE starts and EXECUTION_CANCEL cancels (refused before the
// input); a start is refused whole with the first target's reason; results are for EXECUTION_VIEW
// holders with a level of V on the organisation. Fixtures (executions.fixtures.ts): analysis 1 holds
// executions 1–6 (1 finished with files, 2 failed, 3 canceled, 4 finished at 부산해오름병원 whose level E
// hides its results, 5 running, 6 waiting); analysis 2 holds 7 (saving) and 8 (cancelling).

const ORIGIN = 'http://mock.test';

const e = (executionId: number, analysisId = 1, id = 1) => ({ params: { id, analysisId, executionId } });
const f = (executionId: number, fileId: number) => ({ params: { ...e(executionId).params, fileId } });
const a = (analysisId = 1, id = 1) => ({ params: { id, analysisId } });

const fetchFile = (endpoint: AnyEndpoint, params: Record<string, unknown>, body?: unknown) =>
  fetch(`${ORIGIN}${fillPath(endpoint.path, params)}`, {
    method: endpoint.method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });

/** 박지현's permissions in project 1, replaced. */
const adminHolds =
  (...permissions: MockDb['projectMembers'][number]['permissions']) =>
  (db: MockDb) => {
    db.projectMembers.find((m) => m.projectId === 1 && m.userId === 2)!.permissions = permissions;
  };

/** The events the open pages would hear. */
const listen = (db: MockDb) => {
  const heard: ExecutionEvent[] = [];
  db.executionListeners.add((event) => heard.push(event));
  return heard;
};

const lastLog = (db: MockDb) => db.projectLog.at(-1);

describe('who may call', () => {
  it('keeps anyone but the project’s members out, before the input', async () => {
    world(PARTNER);
    expect(await send(executionsApi.listExecutions, a())).toMatchObject(forbidden);
    expect(await send(executionsApi.listProjectExecutions, { params: { id: 1 } })).toMatchObject(forbidden);
    expect(await send(executionsApi.createExecutions, { ...a(), body: { cdmIds: 'x' } })).toMatchObject(
      forbidden,
    );
  });

  it('lets only EXECUTION_CREATE holders start and EXECUTION_CANCEL holders cancel', async () => {
    world(ADMIN, adminHolds('EXECUTION_VIEW'));
    expect(await send(executionsApi.createExecutions, { ...a(), body: { cdmIds: [1] } })).toMatchObject(
      forbidden,
    );
    world(ADMIN);
    expect(await send(executionsApi.cancelExecution, e(6))).toMatchObject(forbidden);
    expect(
      await send(executionsApi.cancelExecutions, { ...a(), body: { executionIds: [5, 6] } }),
    ).toMatchObject(forbidden);
    const rows = await contentOf(executionsApi.listExecutions, a());
    expect(rows.every((row) => !row.mayCancel)).toBe(true);
  });

  it('answers 404 for an execution of another analysis or project', async () => {
    world(RESEARCHER);
    expect(await send(executionsApi.getExecution, e(7))).toMatchObject({ status: 404, message: t.notFound });
    expect(await send(executionsApi.listExecutions, a(7))).toMatchObject({ status: 404 });
  });
});

describe('the lists', () => {
  it('lists an analysis’s executions and the project’s, newest first, with what the caller may do', async () => {
    world(RESEARCHER);
    const rows = await contentOf(executionsApi.listExecutions, a());
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [6, 'WAITING'],
      [5, 'EXECUTING_DOCKER'],
      [4, 'FINISHED_SUCCESSFULLY'],
      [3, 'CANCELED'],
      [2, 'FINISHED_WITH_ERROR'],
      [1, 'FINISHED_SUCCESSFULLY'],
    ]);
    expect(rows.find((row) => row.id === 1)).toMatchObject({
      analysisName: '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교',
      version: 1,
      cdmName: 'HANBIT_CDM',
      orgName: '한빛대학교병원',
      startedByName: '김민준',
      resultAccess: 'VIEW',
      mayCancel: false,
      finishedAt: '2026-09-12T01:38:20.000Z',
    });
    expect(rows.find((row) => row.id === 2)?.error).toMatch(/^비교군 코호트에 대상자가 없습니다/);
    // 부산해오름병원 is in RFZ at level E: its results stay hidden from a researcher of another hospital.
    expect(rows.find((row) => row.id === 4)?.resultAccess).toBe('NONE');
    expect(rows.filter((row) => row.mayCancel).map((row) => row.id)).toEqual([6, 5]);

    const all = await contentOf(executionsApi.listProjectExecutions, { params: { id: 1 } });
    expect(all.map((row) => row.id)).toEqual([9, 6, 5, 7, 8, 4, 3, 2, 1]);
    const statuses = new Set(all.map((row) => row.status));
    expect(statuses.size).toBe(8);
    expect(all.find((row) => row.id === 8)).toMatchObject({ status: 'CANCELLING', mayCancel: false });
  });

  it('hides the results from a member without EXECUTION_VIEW', async () => {
    world(ADMIN, adminHolds('EXECUTION_CREATE'));
    expect((await contentOf(executionsApi.getExecution, e(1))).resultAccess).toBe('NONE');
    expect(await send(executionsApi.listExecutionFiles, e(1))).toMatchObject({
      status: 403,
      message: t.resultsHidden,
    });
    world(ADMIN);
    expect((await contentOf(executionsApi.getExecution, e(1))).resultAccess).toBe('VIEW');
  });
});

describe('one execution', () => {
  it('gives its history, reproducibility record, Shiny link and file count', async () => {
    world(RESEARCHER);
    const detail = await contentOf(executionsApi.getExecution, e(1));
    expect(detail.history.map((step) => step.status)).toEqual([
      'WAITING',
      'EXECUTING_PREPARING',
      'EXECUTING_DOCKER',
      'SAVING_RESULT_FILES',
      'FINISHED_SUCCESSFULLY',
    ]);
    expect(detail.record).toMatchObject({
      engineName: '한빛대학교병원 분석 엔진',
      engineAddress: 'http://10.10.1.21:8888',
      cdmName: 'HANBIT_CDM',
      cdmVersion: '5.4',
      vocabularyVersion: 'v5.0 09-APR-22',
      packageVersion: 1,
      packageFileName: 'mace_estimation_v1.zip',
      startedByName: '김민준',
      startedAt: '2026-09-12T01:00:00.000Z',
    });
    expect(detail.record.packageChecksum).toMatch(/^[0-9a-f]{64}$/);
    expect(detail).toMatchObject({ shinyUrl: 'http://10.10.1.21:3838/cdmnet/execution-1/', fileCount: 6 });
    const failed = await contentOf(executionsApi.getExecution, e(2));
    expect(failed.history.at(-1)).toMatchObject({ status: 'FINISHED_WITH_ERROR', note: failed.error });
  });

  it('gives the log whole or from a character on, live while the execution runs', async () => {
    world(RESEARCHER);
    const whole = await contentOf(executionsApi.getExecutionLog, { ...e(5), query: {} });
    expect(whole).toMatchObject({ from: 0, live: true });
    expect(whole.next).toBe(whole.text.length);
    const rest = await contentOf(executionsApi.getExecutionLog, { ...e(5), query: { after: '20' } });
    expect(rest).toMatchObject({ from: 20, next: whole.next, text: whole.text.slice(20) });
    const past = await contentOf(executionsApi.getExecutionLog, { ...e(5), query: { after: '99999' } });
    expect(past).toMatchObject({ from: whole.next, text: '' });
    expect((await contentOf(executionsApi.getExecutionLog, { ...e(1), query: {} })).live).toBe(false);
    expect(await send(executionsApi.getExecutionLog, { ...e(5), query: { after: '-1' } })).toMatchObject({
      status: 400,
    });
  });
});

describe('result files', () => {
  it('lists them by name, shows CSV and text in place and answers 4003 for a PDF', async () => {
    world(RESEARCHER);
    const files = await contentOf(executionsApi.listExecutionFiles, e(1));
    expect(files.map((file) => [file.name, file.viewable])).toEqual([
      ['age_groups.csv', true],
      ['execution_settings.json', true],
      ['gender.csv', true],
      ['persons.csv', true],
      ['report.pdf', false],
      ['stdout.txt', true],
    ]);
    const gender = files.find((file) => file.name === 'gender.csv')!;
    expect(gender.size).toBe(new TextEncoder().encode(FIXTURE_RESULT_FILES['gender.csv']).length);
    expect(await contentOf(executionsApi.viewExecutionFile, f(1, gender.id))).toEqual({
      name: 'gender.csv',
      text: FIXTURE_RESULT_FILES['gender.csv'],
    });
    const pdf = files.find((file) => file.name === 'report.pdf')!;
    expect(await send(executionsApi.viewExecutionFile, f(1, pdf.id))).toMatchObject({
      status: 422,
      code: ResultCode.UNVIEWABLE_FILE,
      message: t.unviewable,
    });
    expect(await send(executionsApi.viewExecutionFile, f(1, 999))).toMatchObject({
      status: 404,
      message: t.fileNotFound,
    });
    // Execution 4's files exist, but not for this researcher.
    expect(await send(executionsApi.listExecutionFiles, e(4))).toMatchObject({
      status: 403,
      message: t.resultsHidden,
    });
  });

  it('downloads one file, validates a choice and zips it', async () => {
    world(RESEARCHER);
    const files = await contentOf(executionsApi.listExecutionFiles, e(1));
    const [first, second] = files;
    const one = await fetchFile(executionsApi.downloadExecutionFile, f(1, first!.id).params);
    expect(one.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''age_groups.csv");
    expect(await one.text()).toBe(FIXTURE_RESULT_FILES['age_groups.csv']);

    const ids = [first!.id, second!.id];
    expect(
      await contentOf(executionsApi.validateExecutionFiles, { ...e(1), body: { fileIds: [...ids, 999] } }),
    ).toMatchObject({ valid: false, missing: [999], totalBytes: first!.size + second!.size });

    const zip = await fetchFile(executionsApi.downloadExecutionFiles, e(1).params, { fileIds: ids });
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain('execution-1-HANBIT_CDM.zip');
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('age_groups.csv');
    expect(text).toContain(FIXTURE_RESULT_FILES['execution_settings.json']);

    const refused = await fetchFile(executionsApi.downloadExecutionFiles, e(4).params, { fileIds: [7] });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ result: false, message: t.resultsHidden });
  });

  it('gives the Shiny address where the engine gave one', async () => {
    world(RESEARCHER);
    expect(await contentOf(executionsApi.getExecutionShiny, e(1))).toEqual({
      url: 'http://10.10.1.21:3838/cdmnet/execution-1/',
    });
    expect(await send(executionsApi.getExecutionShiny, e(2))).toMatchObject({
      status: 404,
      message: t.noShiny,
    });
  });
});

describe('starting', () => {
  it('starts one WAITING execution per CDM on the newest version, logged and heard live', async () => {
    const db = world(RESEARCHER);
    const heard = listen(db);
    const reply = await send(executionsApi.createExecutions, { ...a(), body: { cdmIds: [1, 2, 1] } });
    expect(reply).toMatchObject({ status: 200, message: t.created });
    const created = reply.content as { id: number; status: string; version: number; cdmName: string }[];
    expect(created.map((row) => [row.status, row.version, row.cdmName])).toEqual([
      ['WAITING', 2, 'HANBIT_CDM'],
      ['WAITING', 2, 'SJMC_CDM'],
    ]);
    expect(heard.map((event) => [event.executionId, event.status])).toEqual(
      created.map((row) => [row.id, 'WAITING']),
    );
    expect(lastLog(db)).toMatchObject({
      action: 'EXECUTION_STARTED',
      actorId: 3,
      detail: { analysisId: 1, cdmName: 'SJMC_CDM', orgName: '서울중앙의료원', version: 2 },
    });
    const detail = await contentOf(executionsApi.getExecution, e(created[0]!.id));
    expect(detail.record).toMatchObject({
      packageFileName: 'mace_estimation_v2.zip',
      startedByName: '김민준',
    });
    const older = await send(executionsApi.createExecutions, { ...a(), body: { version: 1, cdmIds: [3] } });
    expect((older.content as { version: number }[])[0]?.version).toBe(1);
    const log = await contentOf(projectsApi.listProjectLogs, { params: { id: 1 } });
    expect(log[0]).toMatchObject({ action: 'EXECUTION_STARTED', actorName: '김민준' });
  });

  it('refuses the whole start with the first target’s reason, naming the organisation', async () => {
    const start = (cdmIds: number[]) => send(executionsApi.createExecutions, { ...a(), body: { cdmIds } });

    let db = world(RESEARCHER, (db) => {
      db.orgSettings.find((s) => s.orgId === 1)!.researcherLevel = 'NONE';
    });
    expect(await start([2, 1])).toMatchObject({
      status: 403,
      code: ResultCode.FORBIDDEN,
      message: t.refusedLevel('한빛대학교병원'),
    });
    expect(db.executions).toHaveLength(10);

    // Project 1's approval at 한빛대학교병원 ended: the organisation requires one.
    world(RESEARCHER, (db) => {
      db.irbRequests.find((r) => r.id === 3)!.validUntil = '2026-01-31';
    });
    expect(await start([1])).toMatchObject({ status: 409, message: t.refusedIrb('한빛대학교병원') });

    world(RESEARCHER, (db) => {
      db.orgSettings.find((s) => s.orgId === 2)!.blockingDBAccess = true;
    });
    expect(await start([2])).toMatchObject({ status: 409, message: t.refusedBlocked('서울중앙의료원') });

    world(RESEARCHER, (db) => {
      db.engines.find((engine) => engine.id === 3)!.status = 'OFFLINE';
    });
    expect(await start([3])).toMatchObject({ status: 409, message: t.refusedEngineOffline('HAEORUM_CDM') });

    db = world(RESEARCHER, (db) => {
      db.engines = db.engines.filter((engine) => engine.id !== 2);
    });
    expect(await start([2])).toMatchObject({ status: 409, message: t.refusedNoEngine('SJMC_CDM') });
    expect(db.executions).toHaveLength(10);
  });

  it('refuses what cannot run: no package, an unknown version, a CDM it does not target, an FL analysis', async () => {
    world(RESEARCHER);
    expect(await send(executionsApi.createExecutions, { ...a(5), body: { cdmIds: [1] } })).toMatchObject({
      status: 409,
      message: t.noPackage,
    });
    expect(
      await send(executionsApi.createExecutions, { ...a(), body: { version: 9, cdmIds: [1] } }),
    ).toMatchObject({ status: 400, message: t.versionMissing });
    expect(await send(executionsApi.createExecutions, { ...a(), body: { cdmIds: [5] } })).toMatchObject({
      status: 400,
      message: t.cdmNotTarget,
    });
    expect(await send(executionsApi.createExecutions, { ...a(4), body: { cdmIds: [1] } })).toMatchObject({
      status: 409,
      message: t.refusedType,
    });
    const empty = await send(executionsApi.createExecutions, { ...a(), body: { cdmIds: [] } });
    expect(empty).toMatchObject({ status: 400 });
    expect(empty.message).toContain(t.cdmsRequired);
  });
});

describe('cancelling', () => {
  it('cancels a waiting one at once and asks the engine to stop a running one', async () => {
    const db = world(RESEARCHER);
    const heard = listen(db);
    expect(await send(executionsApi.cancelExecution, e(6))).toMatchObject({
      status: 200,
      message: t.cancelRequested,
      content: { id: 6, status: 'CANCELED', mayCancel: false },
    });
    expect(await send(executionsApi.cancelExecution, e(5))).toMatchObject({
      content: { id: 5, status: 'CANCELLING', finishedAt: null },
    });
    expect(heard.map((event) => [event.executionId, event.status])).toEqual([
      [6, 'CANCELED'],
      [5, 'CANCELLING'],
    ]);
    expect(lastLog(db)).toMatchObject({ action: 'EXECUTION_CANCELLED', detail: { executionId: 5 } });
    const detail = await contentOf(executionsApi.getExecution, e(6));
    expect(detail.history.map((step) => step.status)).toEqual(['WAITING', 'CANCELED']);
    expect(detail.finishedAt).not.toBeNull();
  });

  it('refuses an ended one alone, skips it in bulk, and leaves one asked already', async () => {
    world(RESEARCHER);
    expect(await send(executionsApi.cancelExecution, e(1))).toMatchObject({
      status: 409,
      message: t.notCancellable('완료'),
    });
    const bulk = await contentOf(executionsApi.cancelExecutions, {
      ...a(),
      body: { executionIds: [1, 5, 6] },
    });
    expect(bulk.map((row) => [row.id, row.status])).toEqual([
      [1, 'FINISHED_SUCCESSFULLY'],
      [5, 'CANCELLING'],
      [6, 'CANCELED'],
    ]);
    expect((await contentOf(executionsApi.cancelExecution, e(8, 2))).status).toBe('CANCELLING');
    expect(
      await send(executionsApi.cancelExecutions, { ...a(), body: { executionIds: [5, 7] } }),
    ).toMatchObject({ status: 404, message: t.notFound });
  });
});

describe('the engine’s moves (what stories play)', () => {
  it('moves along the state machine only, growing the log, and tells the open pages', () => {
    const db = world(RESEARCHER);
    const heard = listen(db);
    moveMockExecution(db, 5, 'EXECUTING_DOCKER', { log: 'more\n' });
    moveMockExecution(db, 5, 'SAVING_RESULT_FILES');
    expect(() => moveMockExecution(db, 5, 'WAITING')).toThrow(t.illegalMove('결과 저장 중', '대기'));
    moveMockExecution(db, 5, 'FINISHED_WITH_ERROR', { note: '디스크 공간이 부족합니다.' });
    const row = db.executions.find((x) => x.id === 5)!;
    expect(row).toMatchObject({ status: 'FINISHED_WITH_ERROR', error: '디스크 공간이 부족합니다.' });
    expect(row.log.endsWith('more\n')).toBe(true);
    expect(row.finishedAt).not.toBeNull();
    expect(heard.map((event) => event.status)).toEqual([
      'EXECUTING_DOCKER',
      'SAVING_RESULT_FILES',
      'FINISHED_WITH_ERROR',
    ]);
  });
});
