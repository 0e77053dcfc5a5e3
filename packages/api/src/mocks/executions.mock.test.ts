import { describe, expect, it } from 'vitest';
import { ResultCode } from '../contract/codes.js';
import { fillPath, type AnyEndpoint } from '../contract/endpoint.js';
import type { ExecutionEvent } from '../contract/executions.js';
import { disclosureMessages } from '../contract/disclosure.ko.js';
import { executionMessages as t } from '../contract/executions.ko.js';
import { executionsApi, projectsApi } from '../contract/index.js';
import type { MockDb } from './db.js';
import { moveMockExecution } from './executions.handlers.js';
import { FIXTURE_DISCLOSURE_RULES, FIXTURE_RESULT_FILES, HELD_FILE_FINDINGS } from './executions.fixtures.js';
import { resultRequestsOf } from './result-requests.fixtures.js';
import { ADMIN, contentOf, forbidden, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The execution mocks answer as the server will (spec §7 "Execution", domain.md "Executions"): the
// project's members see them; EXECUTION_CREATE starts and EXECUTION_CANCEL cancels (refused before the
// input); a start runs on every target the caller may run on and names each other one with its reason
// and remedy; results are seen by EXECUTION_VIEW holders with a level of V on the organisation and taken
// out only with delivery rights (D, or an approved request); held and refused files are never served.
// Fixtures (executions.fixtures.ts): analysis 1 holds executions 1–6 (1 finished with files, 2 failed, 3
// canceled, 4 finished at 부산해오름병원 whose level E hides its results, 5 running, 6 waiting); analysis 2
// holds 7 (saving) and 8 (cancelling). 김민준 is a researcher of 한빛 (level EV there: he sees, he does not
// take); the network's levels elsewhere are 서울중앙 EV, 해오름 E, 무등 EV, 청솔 none.

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

/** 한빛 lets its researchers take results out (EVD). */
const hanbitDelivers = (db: MockDb) => {
  db.orgSettings.find((s) => s.orgId === 1)!.researcherLevel = 'EVD';
};

/** 김민준's VIEW request for execution 4 (부산해오름병원) approved: he sees its results, he does not take them. */
const seesHaeorum = (db: MockDb) => {
  resultRequestsOf(db).find((r) => r.id === 5)!.state = 'APPROVED';
};

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
      // EV at 한빛: seeing is not taking.
      mayDownload: false,
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
    expect(detail).toMatchObject({
      shinyUrl: 'http://10.10.1.21:3838/cdmnet/execution-1/',
      fileCount: 6,
      disclosureRules: FIXTURE_DISCLOSURE_RULES,
    });
    expect((await contentOf(executionsApi.getExecution, e(5))).disclosureRules).toBeNull();
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
    expect(files.map((file) => [file.name, file.status, file.viewable])).toEqual([
      ['age_groups.csv', 'RELEASED', true],
      ['execution_settings.json', 'RELEASED', true],
      ['gender.csv', 'RELEASED', true],
      ['persons.csv', 'RELEASED', true],
      ['report.pdf', 'RELEASED', false],
      ['stdout.txt', 'CHECKED', true],
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

  it('lists a checked summarised_result and a file held at the hospital, whose bytes it never serves', async () => {
    world(RESEARCHER, seesHaeorum);
    const files = await contentOf(executionsApi.listExecutionFiles, e(4));
    const checked = files.find((file) => file.name === 'characterization.csv')!;
    expect(checked).toMatchObject({
      status: 'CHECKED',
      format: 'SUMMARISED_RESULT',
      viewable: true,
      findings: [],
    });
    expect(checked.columns).toHaveLength(13);
    expect(checked.suppressedCells).toBe(2);
    expect(checked.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await contentOf(executionsApi.viewExecutionFile, f(4, checked.id))).text).toContain(
      'number subjects,,count,integer,<5',
    );
    const held = files.find((file) => file.name === 'cohort_rows.csv')!;
    expect(held).toMatchObject({
      status: 'HELD',
      format: 'OTHER',
      viewable: false,
      rows: 4,
      columns: ['subject_group', 'index_date', 'events'],
      findings: HELD_FILE_FINDINGS,
    });
    expect(await send(executionsApi.viewExecutionFile, f(4, held.id))).toMatchObject({
      status: 403,
      message: disclosureMessages.fileHeld('cohort_rows.csv'),
    });
  });

  it('lets only a caller with delivery rights take files out: one, a zip, Shiny', async () => {
    world(RESEARCHER);
    const [first] = await contentOf(executionsApi.listExecutionFiles, e(1));
    const one = await fetchFile(executionsApi.downloadExecutionFile, f(1, first!.id).params);
    expect(one.status).toBe(403);
    expect(await one.json()).toMatchObject({
      result: false,
      message: disclosureMessages.downloadNeedsDelivery,
    });
    const zip = await fetchFile(executionsApi.downloadExecutionFiles, e(1).params, { fileIds: [first!.id] });
    expect(zip.status).toBe(403);
    expect(await zip.json()).toMatchObject({ message: disclosureMessages.downloadNeedsDelivery });
    expect(
      await send(executionsApi.validateExecutionFiles, { ...e(1), body: { fileIds: [first!.id] } }),
    ).toMatchObject({ status: 403, message: disclosureMessages.downloadNeedsDelivery });
    expect(await send(executionsApi.getExecutionShiny, e(1))).toMatchObject({ status: 403 });

    // A VIEW request approved with delivery opens taking too; a held file stays out of any zip.
    world(RESEARCHER, (db) => {
      seesHaeorum(db);
      resultRequestsOf(db).find((r) => r.id === 5)!.withDelivery = true;
    });
    const rows = await contentOf(executionsApi.listExecutions, a());
    expect(rows.find((row) => row.id === 4)?.mayDownload).toBe(true);
    const files = await contentOf(executionsApi.listExecutionFiles, e(4));
    const held = files.find((file) => file.status === 'HELD')!;
    const checked = files.find((file) => file.name === 'characterization.csv')!;
    expect(
      await contentOf(executionsApi.validateExecutionFiles, {
        ...e(4),
        body: { fileIds: [checked.id, held.id] },
      }),
    ).toMatchObject({ valid: false, missing: [held.id] });
    const refused = await fetchFile(executionsApi.downloadExecutionFiles, e(4).params, {
      fileIds: [checked.id, held.id],
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: disclosureMessages.fileHeld('cohort_rows.csv') });
    const heldOne = await fetchFile(executionsApi.downloadExecutionFile, f(4, held.id).params);
    expect(heldOne.status).toBe(403);
  });

  it('downloads one file, validates a choice and zips it', async () => {
    world(RESEARCHER, hanbitDelivers);
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
    world(RESEARCHER, (db) => {
      hanbitDelivers(db);
      db.orgSettings.find((s) => s.orgId === 2)!.rfzLevel = 'EVD';
    });
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
    const { started: created, refused } = reply.content;
    expect(refused).toEqual([]);
    // In the page's order: by organisation, then CDM.
    expect(created.map((row) => [row.status, row.version, row.cdmName])).toEqual([
      ['WAITING', 2, 'SJMC_CDM'],
      ['WAITING', 2, 'HANBIT_CDM'],
    ]);
    expect(heard.map((event) => [event.executionId, event.status])).toEqual(
      created.map((row) => [row.id, 'WAITING']),
    );
    expect(lastLog(db)).toMatchObject({
      action: 'EXECUTION_STARTED',
      actorId: 3,
      detail: { analysisId: 1, cdmName: 'HANBIT_CDM', orgName: '한빛대학교병원', version: 2 },
    });
    const detail = await contentOf(executionsApi.getExecution, e(created[0]!.id));
    expect(detail.record).toMatchObject({
      packageFileName: 'mace_estimation_v2.zip',
      startedByName: '김민준',
    });
    const older = await send(executionsApi.createExecutions, { ...a(), body: { version: 1, cdmIds: [3] } });
    expect(older.content.started[0]?.version).toBe(1);
    const log = await contentOf(projectsApi.listProjectLogs, { params: { id: 1 } });
    expect(log[0]).toMatchObject({ action: 'EXECUTION_STARTED', actorName: '김민준' });
  });

  it('starts on every CDM it may and names each other one with its reason and remedy', async () => {
    // Analysis 1 aims at five hospitals; 김민준 is not a member of 대구청솔병원, which gives the network nothing.
    const fiveHospitals = (db: MockDb) => {
      db.analyses.find((x) => x.id === 1)!.cdmIds = [1, 2, 3, 4, 5];
    };
    const start = (cdmIds: number[]) => send(executionsApi.createExecutions, { ...a(), body: { cdmIds } });
    let db = world(RESEARCHER, fiveHospitals);
    const targets = await contentOf(executionsApi.listExecutionTargets, a());
    expect(targets.map((c) => [c.orgName, c.cdmName, c.block?.remedy ?? null])).toEqual([
      ['광주무등의료원', 'MUDEUNG_CDM', null],
      ['대구청솔병원', 'CHEONGSOL_CDM', 'APPLY_PARTNER'],
      ['부산해오름병원', 'HAEORUM_CDM', null],
      ['서울중앙의료원', 'SJMC_CDM', null],
      ['한빛대학교병원', 'HANBIT_CDM', null],
    ]);
    let reply = await start([1, 2, 3, 4, 5]);
    expect(reply).toMatchObject({ status: 200, message: t.startedSome(4, 1) });
    const report = reply.content;
    expect(report.started.map((row) => row.cdmName)).toEqual([
      'MUDEUNG_CDM',
      'HAEORUM_CDM',
      'SJMC_CDM',
      'HANBIT_CDM',
    ]);
    expect(report.refused).toEqual([
      {
        cdmId: 4,
        cdmName: 'CHEONGSOL_CDM',
        orgId: 4,
        orgName: '대구청솔병원',
        remedy: 'APPLY_PARTNER',
        reason: t.refusedNotMember('대구청솔병원', false),
      },
    ]);
    expect(db.executions).toHaveLength(14);

    // A member without E asks the admin; IRB, the block, the engine each say theirs.
    db = world(RESEARCHER, (db) => {
      fiveHospitals(db);
      db.orgSettings.find((s) => s.orgId === 1)!.researcherLevel = 'NONE';
      // The project's approval at 서울중앙의료원 ended, and it now requires one.
      db.orgSettings.find((s) => s.orgId === 2)!.irbRequired = true;
      for (const r of db.irbRequests.filter((r) => r.projectId === 1 && r.orgId === 2))
        r.validUntil = '2026-01-31';
      db.orgSettings.find((s) => s.orgId === 3)!.blockingDBAccess = true;
      db.engines.find((engine) => engine.id === 5)!.status = 'OFFLINE';
    });
    reply = await start([1, 2, 3, 4, 5]);
    expect(reply).toMatchObject({ status: 409, code: ResultCode.CONFLICT });
    const reasons = [
      t.refusedEngineOffline('MUDEUNG_CDM'),
      t.refusedNotMember('대구청솔병원', false),
      t.refusedBlocked('부산해오름병원'),
      t.refusedIrb('서울중앙의료원'),
      t.refusedLevel('한빛대학교병원'),
    ];
    expect(reply.message).toBe(t.noneStarted(reasons));
    expect((await contentOf(executionsApi.listExecutionTargets, a())).map((c) => c.block?.remedy)).toEqual([
      'ENGINE_OFFLINE',
      'APPLY_PARTNER',
      'BLOCKED',
      'REQUEST_IRB',
      'ASK_LEVEL',
    ]);
    expect(db.executions).toHaveLength(10);

    // Only the caller's own level in the way: 403, the sentence alone.
    world(RESEARCHER, (db) => {
      db.orgSettings.find((s) => s.orgId === 1)!.researcherLevel = 'NONE';
    });
    expect(await start([1])).toMatchObject({
      status: 403,
      code: ResultCode.FORBIDDEN,
      message: t.refusedLevel('한빛대학교병원'),
    });
    // An application waiting: it says so.
    world(RESEARCHER, (db) => {
      fiveHospitals(db);
      db.users
        .find((u) => u.id === 3)!
        .orgList.push({
          orgId: 4,
          orgName: '대구청솔병원',
          orgUserPrivilege: 'PENDING',
        });
    });
    expect(await start([4])).toMatchObject({
      status: 403,
      message: t.refusedMembershipPending('대구청솔병원'),
    });
    // No engine at all.
    world(RESEARCHER, (db) => {
      db.engines = db.engines.filter((engine) => engine.id !== 2);
    });
    expect(await start([2])).toMatchObject({ status: 409, message: t.refusedNoEngine('SJMC_CDM') });
  });

  it('asks for the targets only of EXECUTION_CREATE holders, and of an analysis of the project', async () => {
    world(ADMIN, adminHolds('EXECUTION_VIEW'));
    expect(await send(executionsApi.listExecutionTargets, a())).toMatchObject(forbidden);
    world(RESEARCHER);
    expect(await send(executionsApi.listExecutionTargets, a(7))).toMatchObject({ status: 404 });
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

  it('tells the one who started it how it ended, as the server does, and nobody of a step', () => {
    const db = world(RESEARCHER);
    const before = db.notifications.length;
    moveMockExecution(db, 5, 'EXECUTING_DOCKER');
    expect(db.notifications.length).toBe(before);
    moveMockExecution(db, 5, 'FINISHED_WITH_ERROR', { note: '디스크 공간이 부족합니다.' });
    expect(db.notifications.slice(before)).toEqual([
      expect.objectContaining({
        userId: 3,
        type: 'PROJECT',
        title: '분석 실행이 오류로 끝났습니다.',
        message:
          "한빛대학교병원에서 실행한 '메트포르민과 설포닐우레아의 심혈관 안전성 비교' 프로젝트 '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교' 분석(실행 #5)이 오류로 끝났습니다.\n오류: 디스크 공간이 부족합니다.",
        link: '/project/1/analysis/1/execution/5',
        checked: false,
      }),
    ]);
  });
});
