import { describe, expect, it } from 'vitest';
import { ResultCode } from '../contract/codes.js';
import { executionsApi, resultRequestsApi as api } from '../contract/index.js';
import { disclosureMessages as d } from '../contract/disclosure.ko.js';
import { resultRequestMessages as t } from '../contract/result-requests.ko.js';
import { HELD_FILE_TEXT, summarisedCharacterization } from './executions.fixtures.js';
import { ADMIN, contentOf, forbidden, MASTER, RESEARCHER, send, world } from './mock-calls.test-kit.js';
import { resultRequestsOf } from './result-requests.fixtures.js';

// The result permission mocks answer as the server's services/result-requests.ts and result-release.ts
// (domain.md "Result permissions", "What leaves a hospital"). Fixtures: 한빛대학교병원 (org 1, 박지현 its
// admin) has 3 (VIEW of execution 10, whose cohort_rows.csv, file 15, is held at the hospital) and 4
// (DELIVERY by SHINY of execution 1) waiting, 1 REJECTED and 2 APPROVED decided; 부산해오름병원 (org 3)
// has 5 waiting.

const org1 = { id: 1 };
const perm = (permId: number, id = 1) => ({ params: { id, permId } });
const notPending = { status: 409, code: ResultCode.CONFLICT, message: t.notPending };

describe('who may call', () => {
  it('keeps everyone but the organisation’s admins (and platform admins) off its side', async () => {
    world(RESEARCHER);
    expect(await send(api.listOrgResultRequests, { params: org1 })).toMatchObject(forbidden);
    expect(await send(api.previewRelease, perm(3))).toMatchObject(forbidden);
    expect(await send(api.approveResultRequest, perm(3))).toMatchObject(forbidden);
    expect(await send(api.rejectResultRequest, { ...perm(3), body: { reason: '사유' } })).toMatchObject(
      forbidden,
    );
    world(ADMIN);
    expect(await send(api.listOrgResultRequests, { params: { id: 3 } })).toMatchObject(forbidden);
    world(MASTER);
    expect((await contentOf(api.listOrgResultRequests, { params: { id: 3 } })).map((r) => r.id)).toEqual([5]);
  });

  it('answers 404 for another organisation’s request, even to its admin', async () => {
    world(MASTER);
    expect(await send(api.previewRelease, perm(5, 1))).toMatchObject({ status: 404, message: t.notFound });
  });
});

describe('the organisation’s side', () => {
  it('lists the waiting requests oldest first, with what the admin needs to decide', async () => {
    world(ADMIN);
    const waiting = await contentOf(api.listOrgResultRequests, { params: org1 });
    expect(waiting.map((r) => [r.id, r.kind, r.channel, r.state])).toEqual([
      [3, 'VIEW', null, 'PENDING'],
      [4, 'DELIVERY', 'SHINY', 'PENDING'],
    ]);
    expect(waiting[1]).toMatchObject({
      project: { id: 1, name: '메트포르민과 설포닐우레아의 심혈관 안전성 비교' },
      analysisName: '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교',
      cdmName: 'HANBIT_CDM',
      orgName: '한빛대학교병원',
      requestedByName: '김민준',
      executionId: 1,
    });
  });

  it('reviews every file with its status and findings, and the exact text that leaves or would leave', async () => {
    world(ADMIN);
    // Request 3: VIEW of execution 10, a checked summarised_result, the node's log, a released CSV and a held file.
    const preview = await contentOf(api.previewRelease, perm(3));
    expect(preview.files.map((f) => [f.name, f.status, f.format, f.fetchError])).toEqual([
      ['age_groups.csv', 'RELEASED', 'OTHER', null],
      ['characterization.csv', 'CHECKED', 'SUMMARISED_RESULT', null],
      ['cohort_rows.csv', 'HELD', 'OTHER', null],
      ['stdout.txt', 'CHECKED', 'OTHER', null],
    ]);
    const held = preview.files.find((f) => f.name === 'cohort_rows.csv')!;
    // The bytes the node keeps, unchanged: no second masking of what would leave.
    expect(held.text).toBe(HELD_FILE_TEXT);
    expect(held).toMatchObject({ rows: 4, columns: ['subject_group', 'index_date', 'events'] });
    expect(held.findings.map((f) => [f.code, f.column, f.rows])).toEqual([
      ['SMALL_COUNT', 'events', 3],
      ['EVENT_DATE', 'index_date', 4],
    ]);
    const checked = preview.files.find((f) => f.name === 'characterization.csv')!;
    expect(checked.text).toBe(summarisedCharacterization('HANBIT_CDM'));
    expect(checked.suppressedCells).toBe(2);
    expect(checked.size).toBe(new TextEncoder().encode(checked.text!).length);
  });

  it('says why a held file could not be fetched when the hospital’s node does not answer', async () => {
    world(ADMIN, (db) => {
      db.engines.find((e) => e.orgId === 1)!.status = 'OFFLINE';
    });
    const preview = await contentOf(api.previewRelease, perm(3));
    const held = preview.files.find((f) => f.name === 'cohort_rows.csv')!;
    expect(held.text).toBeNull();
    expect(held.fetchError).toMatch(/데이터 노드에 연결하지 못해 cohort_rows\.csv/);
    // A checked file is here: it shows whatever the node does.
    expect(preview.files.find((f) => f.name === 'characterization.csv')?.fetchError).toBeNull();
    const ack = { release: [{ fileId: 15, acknowledged: ['SMALL_COUNT', 'EVENT_DATE'] }] };
    expect(await send(api.approveResultRequest, { ...perm(3), body: ack })).toMatchObject({
      status: 503,
      code: ResultCode.PEER_FAILED,
    });
  });

  it('approves a VIEW request with delivery when asked, and tells the project', async () => {
    const db = world(ADMIN);
    const before = db.notifications.length;
    const reply = await send(api.approveResultRequest, {
      ...perm(3),
      query: { approve_with_delivery: 'true' },
    });
    expect(reply).toMatchObject({ status: 200, message: t.approved });
    expect(reply.content).toMatchObject({
      id: 3,
      state: 'APPROVED',
      withDelivery: true,
      decidedByName: '박지현',
    });
    expect(db.notifications.length).toBeGreaterThan(before);
    // The project hears it as the server tells it, opening the execution.
    expect(db.notifications.at(-1)).toMatchObject({
      type: 'PROJECT',
      title: '결과 조회 요청이 승인되었습니다.',
      message:
        "한빛대학교병원에서 '소아 천식 흡입 스테로이드 사용 양상' 프로젝트 '흡입 스테로이드 누적 용량과 키 성장 속도' 분석(실행 #10)의 결과 조회 요청을 승인했습니다.",
      link: '/project/2/analysis/7/execution/10',
    });
    expect((await contentOf(api.listOrgResultRequests, { params: org1 })).map((r) => r.id)).toEqual([4]);
  });

  it('ignores approve_with_delivery on a DELIVERY request', async () => {
    world(ADMIN);
    const approved = await contentOf(api.approveResultRequest, {
      ...perm(4),
      query: { approve_with_delivery: 'true' },
    });
    expect(approved).toMatchObject({ state: 'APPROVED', withDelivery: false });
  });

  it('releases a held file with its approval only when every finding is acknowledged', async () => {
    const db = world(ADMIN);
    const held = () => db.executionFiles.find((f) => f.id === 15)!;
    expect(held()).toMatchObject({ executionId: 10, name: 'cohort_rows.csv', status: 'HELD' });
    const partly = { release: [{ fileId: 15, acknowledged: ['SMALL_COUNT'] }] };
    const refusal = await send(api.approveResultRequest, { ...perm(3), body: partly });
    expect(refusal).toMatchObject({
      status: 400,
      code: ResultCode.INVALID_INPUT,
      message: d.releaseUnacknowledged('cohort_rows.csv', '행별 날짜(EVENT_DATE)'),
    });
    // Nothing changed: the request still waits, the file stays at the hospital.
    expect(resultRequestsOf(db).find((r) => r.id === 3)?.state).toBe('PENDING');
    expect(held().status).toBe('HELD');

    // Another execution's file, or one not held, is not released with this request.
    expect(
      await send(api.approveResultRequest, {
        ...perm(3),
        body: { release: [{ fileId: 13, acknowledged: [] }] },
      }),
    ).toMatchObject({ status: 400, message: d.releaseFileNotHere(13) });
    expect(
      await send(api.approveResultRequest, {
        ...perm(3),
        body: { release: [{ fileId: 14, acknowledged: [] }] },
      }),
    ).toMatchObject({ status: 409, message: d.releaseNotHeld('characterization.csv') });

    const all = { release: [{ fileId: 15, acknowledged: ['SMALL_COUNT', 'EVENT_DATE'] }] };
    const approved = await send(api.approveResultRequest, { ...perm(3), body: all });
    expect(approved).toMatchObject({ status: 200, content: { state: 'APPROVED' } });
    expect(held().status).toBe('RELEASED');
    expect(db.projectLog.at(-1)).toMatchObject({
      action: 'RESULT_APPROVED',
      detail: { executionId: 10, released: [{ name: 'cohort_rows.csv', sha256: held().sha256 }] },
    });
  });

  it('releases no unchecked file where the organisation does not allow it', async () => {
    const db = world(ADMIN, (db) => {
      db.orgSettings.find((s) => s.orgId === 1)!.releaseUnchecked = false;
    });
    const all = { release: [{ fileId: 15, acknowledged: ['SMALL_COUNT', 'EVENT_DATE'] }] };
    expect(await send(api.approveResultRequest, { ...perm(3), body: all })).toMatchObject({
      status: 409,
      code: ResultCode.CONFLICT,
      message: d.releaseNotAllowed,
    });
    expect(db.executionFiles.find((f) => f.id === 15)?.status).toBe('HELD');
    // Approving without releasing anything is still the admin's to do.
    expect(await send(api.approveResultRequest, perm(3))).toMatchObject({ status: 200 });
    expect(db.executionFiles.find((f) => f.id === 15)?.status).toBe('HELD');
  });

  it('refuses a release body that is not the contract’s, naming the field', async () => {
    world(ADMIN);
    const reply = await send(api.approveResultRequest, {
      ...perm(3),
      body: { release: [{ fileId: 15, acknowledged: ['NOT_A_FINDING'] }] },
    });
    expect(reply).toMatchObject({ status: 400, code: ResultCode.INVALID_INPUT });
    expect(reply.message).toContain(d.acknowledgedInvalid);
  });

  it('rejects only with a reason, and decides only a PENDING request', async () => {
    const db = world(ADMIN);
    expect(await send(api.rejectResultRequest, { ...perm(3), body: { reason: '' } })).toMatchObject({
      status: 400,
      code: ResultCode.INVALID_INPUT,
    });
    expect(await send(api.rejectResultRequest, { ...perm(3), body: {} })).toMatchObject({ status: 400 });
    expect(resultRequestsOf(db).find((r) => r.id === 3)?.state).toBe('PENDING');

    const rejected = await contentOf(api.rejectResultRequest, {
      ...perm(3),
      body: { reason: '연구 목적과 무관한 결과입니다.' },
    });
    expect(rejected).toMatchObject({ state: 'REJECTED', reason: '연구 목적과 무관한 결과입니다.' });
    expect(await send(api.approveResultRequest, perm(3))).toMatchObject(notPending);
    expect(await send(api.rejectResultRequest, { ...perm(2), body: { reason: '다시' } })).toMatchObject(
      notPending,
    );
  });

  it('lists the decisions newest first, filtered by state', async () => {
    world(ADMIN);
    expect((await contentOf(api.listOrgResultHistory, { params: org1 })).map((r) => r.id)).toEqual([2, 1]);
    await contentOf(api.rejectResultRequest, {
      ...perm(4),
      body: { reason: 'Shiny 반출은 허용하지 않습니다.' },
    });
    const rejected = await contentOf(api.listOrgResultHistory, {
      params: org1,
      query: { state: 'REJECTED' },
    });
    expect(rejected.map((r) => r.id)).toEqual([4, 1]);
    expect(await send(api.listOrgResultHistory, { params: org1, query: { state: 'PENDING' } })).toMatchObject(
      {
        status: 400,
        message: `상태: ${t.stateInvalid}`,
      },
    );
  });
});

describe('the project’s request tab', () => {
  it('lists the project’s requests newest first, to its accepted members', async () => {
    world(RESEARCHER);
    const requests = await contentOf(api.listProjectResultRequests, { params: { id: 1 } });
    expect(requests.map((r) => [r.id, r.state])).toEqual([
      [5, 'PENDING'],
      [4, 'PENDING'],
      [2, 'APPROVED'],
      [1, 'REJECTED'],
    ]);
    expect(requests.at(-1)?.reason).toMatch(/연구 목적/);
  });
});

describe('the researcher’s side', () => {
  const at = (executionId: number) => ({ params: { id: 1, analysisId: 1, executionId } });

  it('asks for 부산해오름병원’s results once: refusals in the server’s order, then the admins are told', async () => {
    const db = world(RESEARCHER);
    // 5 is still waiting; a second VIEW is refused, a DELIVERY by FNET is taken.
    expect(await send(api.requestResults, { ...at(4), body: { kind: 'VIEW' } })).toMatchObject({
      status: 409,
      message: t.alreadyPending('결과 조회'),
    });
    const asked = await contentOf(api.requestResults, {
      ...at(4),
      body: { kind: 'DELIVERY', note: '학회 발표 자료로 씁니다.' },
    });
    expect(asked).toMatchObject({
      kind: 'DELIVERY',
      channel: 'FNET',
      state: 'PENDING',
      orgName: '부산해오름병원',
    });
    expect(db.projectLog.at(-1)).toMatchObject({
      action: 'RESULT_REQUESTED',
      detail: { executionId: 4, kind: 'DELIVERY', channel: 'FNET', cdmName: 'HAEORUM_CDM' },
    });
    const notice = db.notifications.at(-1);
    expect(notice).toMatchObject({
      type: 'ORGANIZATION',
      title: '결과 반출 요청이 도착했습니다.',
      message:
        "김민준 님이 부산해오름병원에서 실행한 '메트포르민과 설포닐우레아의 심혈관 안전성 비교' 프로젝트 '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교' 분석(실행 #4)의 결과 반출을 요청했습니다.\n요청 내용: 학회 발표 자료로 씁니다.",
      link: '/orgadmin/3/research/permissions',
      subject: `result-request:${asked.id}`,
      checked: false,
    });
    const existing = await contentOf(api.existingResultRequest, { ...at(4), query: { type: 'DELIVERY' } });
    expect(existing).toMatchObject({ exists: true, request: { id: asked.id } });
    // 한빛 he sees already; an unfinished one cannot be asked for; SHINY needs the engine's link.
    expect(await send(api.requestResults, { ...at(1), body: { kind: 'VIEW' } })).toMatchObject({
      status: 409,
      message: t.alreadyAllowed('결과 조회'),
    });
    expect(await send(api.requestResults, { ...at(5), body: { kind: 'VIEW' } })).toMatchObject({
      status: 409,
      message: t.notFinished,
    });
    expect(
      await send(api.requestResults, { ...at(4), body: { kind: 'DELIVERY', channel: 'SHINY' } }),
    ).toMatchObject({ status: 409, message: t.noShiny });

    // The hospital's admin decides it: the notice that asked is done and read, as the server marks it.
    db.sessionUserId = notice!.userId;
    await contentOf(api.rejectResultRequest, {
      ...perm(asked.id, 3),
      body: { reason: '승인된 범위 밖입니다.' },
    });
    expect(notice).toMatchObject({ done: true, checked: true });
    expect(db.notifications.filter((n) => n.userId === 3).at(-1)).toMatchObject({
      type: 'PROJECT',
      title: '결과 반출 요청이 거절되었습니다.',
      message: expect.stringMatching(/요청을 거절했습니다\.\n사유: 승인된 범위 밖입니다\.$/) as unknown,
      link: '/project/1/analysis/1/execution/4',
    });
  });

  it('asks in bulk, leaving out what needs no request, and changes a waiting request', async () => {
    world(RESEARCHER);
    const created = await contentOf(api.requestResultsInBulk, {
      params: { id: 1, analysisId: 1 },
      body: { kind: 'DELIVERY', executionIds: [1, 4, 5] },
    });
    // 1 has a DELIVERY waiting already and 5 has not finished: both are left out.
    expect(created.map((r) => r.executionId)).toEqual([4]);
    const changed = await contentOf(api.updateResultRequest, {
      params: { id: 1, analysisId: 1, permId: created[0]!.id },
      body: { note: '발표 일정이 당겨졌습니다.' },
    });
    expect(changed.note).toBe('발표 일정이 당겨졌습니다.');
  });

  it('gives the FNET package only to whom the organisation lets deliver, and says so in the summary', async () => {
    world(RESEARCHER);
    expect(await send(api.downloadFnetPackage, at(4))).toMatchObject({
      status: 403,
      message: t.deliveryHidden,
    });
    const hidden = await contentOf(executionsApi.getExecution, at(4));
    expect(hidden).toMatchObject({ resultAccess: 'NONE', deliveryChannels: [] });

    // 부산해오름병원 approved his VIEW request with delivery.
    const db = world(RESEARCHER, (db) => {
      Object.assign(
        resultRequestsOf(db).find((r) => r.id === 5)!,
        { state: 'APPROVED', withDelivery: true },
      );
    });
    const shown = await contentOf(executionsApi.getExecution, at(4));
    expect(shown).toMatchObject({ resultAccess: 'VIEW', deliveryChannels: ['FNET'] });
    const res = await fetch('http://mock.test/api/v1/projects/1/analysis/1/execution/4/fnet');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('fnet-execution-4-HAEORUM_CDM.zip');
    const zip = new TextDecoder().decode(await res.arrayBuffer());
    expect(zip).toContain('results/gender.csv');
    expect(zip).toContain('reproducibility.json');
    expect(db.projectLog.at(-1)).toMatchObject({ action: 'RESULT_DELIVERED', detail: { executionId: 4 } });
  });
});
