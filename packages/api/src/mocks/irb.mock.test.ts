import { describe, expect, it } from 'vitest';
import { fillPath, type AnyEndpoint } from '../contract/endpoint.js';
import type { Envelope } from '../contract/envelope.js';
import { irbApi, notificationsApi, projectsApi } from '../contract/index.js';
import { irbMessages as t } from '../contract/irb.ko.js';
import { notificationTexts } from '../contract/notifications.ko.js';
import type { MockDb } from './db.js';
import { ADMIN, contentOf, forbidden, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The IRB mocks answer as the server's services/irb*.ts (domain.md "IRB"): a project member with
// IRB_REQUEST asks a target organisation; that organisation's admin approves or rejects a PENDING
// request. Fixtures: project 1 has requests 1 EXPIRED, 2 REJECTED, 3 APPROVED (한빛대학교병원, until
// 2026-12-20), 4 APPROVED (서울중앙의료원, until 2028-09-14), 5 PENDING (부산해오름병원); project 2 has 6
// PENDING (한빛대학교병원). 박지현 administers 한빛대학교병원 (org 1).

const ORIGIN = 'http://mock.test';

/** The request form, as the client's `upload` sends it: text fields beside the PDF under `files`. */
async function sendForm<E extends AnyEndpoint>(
  endpoint: E,
  params: Record<string, unknown>,
  fields: Record<string, string>,
  files: File[] = [pdf()],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file);
  const res = await fetch(`${ORIGIN}${fillPath(endpoint.path, params)}`, {
    method: endpoint.method,
    body: form,
  });
  return { status: res.status, ...((await res.json()) as Envelope<unknown>) };
}

function pdf(name = '승인서.pdf') {
  return new File(['%PDF-1.7\n%mock'], name, { type: 'application/pdf' });
}

const ask = (orgId: number, more: Record<string, string> = {}) => ({
  orgId: String(orgId),
  irbNumber: 'MD-2026-042',
  institution: '광주무등의료원 생명윤리위원회',
  validFrom: '2026-11-01',
  validUntil: '2027-10-31',
  ...more,
});

const p1 = { id: 1 };
const PROJECT_1 = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';
const irb = (irbId: number, id = 1) => ({ params: { id, irbId } });

describe('who may call', () => {
  it('keeps strangers off a project’s requests and other admins off an organisation’s', async () => {
    world(PARTNER);
    expect(await send(irbApi.listProjectIrbRequests, { params: p1 })).toMatchObject(forbidden);
    expect(await sendForm(irbApi.requestIrb, p1, {})).toMatchObject(forbidden);
    world(RESEARCHER);
    expect(await send(irbApi.listOrgIrbRequests, { params: { id: 1 } })).toMatchObject(forbidden);
    expect(await send(irbApi.approveIrb, irb(6))).toMatchObject(forbidden);
    world(ADMIN);
    expect(await send(irbApi.listOrgIrbRequests, { params: { id: 2 } })).toMatchObject(forbidden);
  });

  it('needs IRB_REQUEST to ask, checked before the input', async () => {
    world(PARTNER);
    // The partner is a member of project 3 with EXECUTION_VIEW only.
    expect(await sendForm(irbApi.requestIrb, { id: 3 }, {})).toMatchObject(forbidden);
  });
});

describe('the project’s request tab', () => {
  it('lists each target organisation with its newest request’s state', async () => {
    world(RESEARCHER);
    expect(await contentOf(irbApi.listIrbOrgs, { params: p1 })).toEqual([
      { orgId: 5, orgName: '광주무등의료원', required: false, state: 'NONE', validUntil: null, irbId: null },
      { orgId: 3, orgName: '부산해오름병원', required: false, state: 'PENDING', validUntil: null, irbId: 5 },
      {
        orgId: 2,
        orgName: '서울중앙의료원',
        required: false,
        state: 'APPROVED',
        validUntil: '2028-09-14',
        irbId: 4,
      },
      {
        orgId: 1,
        orgName: '한빛대학교병원',
        required: true,
        state: 'APPROVED',
        validUntil: '2026-12-20',
        irbId: 3,
      },
    ]);
    const requests = await contentOf(irbApi.listProjectIrbRequests, { params: p1 });
    expect(requests.map((r) => [r.id, r.state])).toEqual([
      [5, 'PENDING'],
      [3, 'APPROVED'],
      [2, 'REJECTED'],
      [4, 'APPROVED'],
      [1, 'EXPIRED'],
    ]);
    expect(requests.find((r) => r.id === 1)?.history.map((e) => [e.state, e.byName])).toEqual([
      ['PENDING', '김민준'],
      ['APPROVED', '박지현'],
      ['EXPIRED', null],
    ]);
    expect(await send(irbApi.getProjectIrbRequest, irb(6))).toMatchObject({
      status: 404,
      message: t.notFound,
    });
  });

  it('serves the approval PDF to the project', async () => {
    world(RESEARCHER);
    const res = await fetch(
      `${ORIGIN}${fillPath(irbApi.downloadProjectIrbDocument.path, { id: 1, irbId: 3 })}`,
    );
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('한빛_IRB_승인서_최종.pdf'));
    expect((await res.text()).startsWith('%PDF-')).toBe(true);
  });
});

describe('asking', () => {
  it('refuses with the server’s reasons', async () => {
    world(RESEARCHER);
    const refused = async (fields: Record<string, string>, files?: File[]) =>
      sendForm(irbApi.requestIrb, p1, fields, files);
    expect(await refused(ask(4))).toMatchObject({ status: 400, message: t.orgNotTarget });
    expect(await refused(ask(5, { validFrom: '2020-01-01', validUntil: '2020-12-31' }))).toMatchObject({
      status: 400,
      message: t.periodOver,
    });
    const reversed = await refused(ask(5, { validFrom: '2027-12-01', validUntil: '2027-11-30' }));
    expect(reversed.status).toBe(400);
    expect(reversed.message).toContain(t.periodReversed);
    expect(await refused(ask(5), [])).toMatchObject({ status: 400, message: t.documentRequired });
    const renamed = new File(['not a pdf'], '승인서.pdf', { type: 'application/pdf' });
    expect(await refused(ask(5), [renamed])).toMatchObject({ status: 400, message: t.documentType });
    expect(await refused(ask(3))).toMatchObject({ status: 409, message: t.alreadyPending });
  });

  it('asks, tells the organisation’s admins, and shows PENDING on the next read', async () => {
    const db = world(RESEARCHER);
    const reply = await sendForm(irbApi.requestIrb, p1, ask(5));
    expect(reply).toMatchObject({
      status: 200,
      message: t.requested,
      content: { state: 'PENDING', orgId: 5 },
    });
    const id = (reply.content as { id: number }).id;
    expect((await contentOf(irbApi.listIrbOrgs, { params: p1 }))[0]).toMatchObject({
      state: 'PENDING',
      irbId: id,
    });
    expect(db.notifications.at(-1)).toMatchObject({
      userId: 35,
      type: 'ORGANIZATION',
      link: '/orgadmin/5/research/permissions',
    });
    expect(db.projectLog.at(-1)).toMatchObject({
      action: 'IRB_REQUESTED',
      actorId: 3,
      detail: { irbId: id, orgName: '광주무등의료원', irbNumber: 'MD-2026-042' },
    });
    expect(await sendForm(irbApi.requestIrb, p1, ask(5))).toMatchObject({ status: 409 });
  });
});

describe('deciding', () => {
  const memberNotices = (db: MockDb, projectId: number) =>
    db.notifications.filter((n) => n.link === `/project/${projectId}/request`);

  it('approves a pending request once; the project is told and logs it', async () => {
    const db = world(ADMIN);
    expect((await contentOf(irbApi.listOrgIrbRequests, { params: { id: 1 } })).map((r) => r.id)).toEqual([6]);
    const approved = await send(irbApi.approveIrb, irb(6));
    expect(approved).toMatchObject({ status: 200, message: t.approved, content: { state: 'APPROVED' } });
    expect(await send(irbApi.approveIrb, irb(6))).toMatchObject({ status: 409, message: t.notPending });
    expect(await send(irbApi.rejectIrb, { ...irb(3), body: { reason: '서명 누락' } })).toMatchObject({
      status: 409,
      message: t.notPending,
    });
    expect(await send(irbApi.approveIrb, irb(5))).toMatchObject({ status: 404, message: t.notFound });
    expect(memberNotices(db, 2)).toEqual([
      expect.objectContaining({ userId: 1, type: 'PROJECT', title: 'IRB 승인 요청이 승인되었습니다.' }),
    ]);
    expect(db.projectLog.at(-1)).toMatchObject({
      projectId: 2,
      action: 'IRB_APPROVED',
      actorId: 2,
      detail: { irbId: 6, orgName: '한빛대학교병원', validUntil: '2027-10-31' },
    });
    expect(await contentOf(irbApi.listOrgIrbRequests, { params: { id: 1 } })).toEqual([]);
  });

  it('rejects with a reason, kept in the history', async () => {
    const db = world(RESEARCHER);
    const asked = await sendForm(irbApi.requestIrb, p1, ask(1, { irbNumber: 'HBU-IRB-2026-1130' }));
    const id = (asked.content as { id: number }).id;
    db.sessionUserId = 2;
    expect(await send(irbApi.rejectIrb, { ...irb(id), body: { reason: ' ' } })).toMatchObject({
      status: 400,
    });
    const rejected = await contentOf(irbApi.rejectIrb, {
      ...irb(id),
      body: { reason: '연구 기간이 승인서와 다릅니다.' },
    });
    expect(rejected.history.at(-1)).toMatchObject({
      state: 'REJECTED',
      byName: '박지현',
      reason: '연구 기간이 승인서와 다릅니다.',
    });
    // After the researcher's fixture notice of an earlier approval, the project's two members are told.
    expect(memberNotices(db, 1).map((n) => n.userId)).toEqual([3, 3, 2]);
    const log = await contentOf(projectsApi.listProjectLogs, { params: p1 });
    expect(log[0]).toMatchObject({
      action: 'IRB_REJECTED',
      actorName: '박지현',
      detail: { irbId: id, irbNumber: 'HBU-IRB-2026-1130', reason: '연구 기간이 승인서와 다릅니다.' },
    });
  });

  it('writes the server’s notices, and marks every admin’s notice of a decided request done and read', async () => {
    const db = world(RESEARCHER);
    const asked = await sendForm(irbApi.requestIrb, p1, ask(1, { irbNumber: 'HBU-IRB-2026-1201' }));
    const id = (asked.content as { id: number }).id;
    expect(db.notifications.at(-1)).toEqual(
      expect.objectContaining({
        userId: 2,
        type: 'ORGANIZATION',
        ...notificationTexts.irbRequested(PROJECT_1, '한빛대학교병원', '김민준'),
        link: '/orgadmin/1/research/permissions',
        checked: false,
      }),
    );

    db.sessionUserId = 2;
    const waiting = await contentOf(notificationsApi.listNotifications, {});
    expect(waiting.items.find((n) => n.title === 'IRB 승인 요청이 도착했습니다.')).toMatchObject({
      done: false,
      checked: false,
    });
    await contentOf(irbApi.rejectIrb, { ...irb(id), body: { reason: '서명 누락' } });
    await contentOf(irbApi.approveIrb, irb(6));
    // Both requests' notices (the new one and the fixture's for request 6) are done, and nothing waits.
    const decided = await contentOf(notificationsApi.listNotifications, {});
    expect(
      decided.items
        .filter((n) => n.title === 'IRB 승인 요청이 도착했습니다.')
        .map((n) => [n.done, n.checked]),
    ).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    // What 박지현 has yet to read is the decision she took on project 1 as one of its members.
    expect(decided.items.filter((n) => !n.checked).map((n) => n.title)).toEqual([
      'IRB 승인 요청이 거절되었습니다.',
    ]);
    // The members hear the decision in the server's words, the reason on its own line.
    expect(db.notifications.filter((n) => n.userId === 3).at(-1)).toMatchObject({
      type: 'PROJECT',
      ...notificationTexts.irbRejected(PROJECT_1, '한빛대학교병원', '서명 누락'),
      link: '/project/1/request',
    });
  });

  it('lists the organisation’s decisions newest first, one outcome on request', async () => {
    world(ADMIN);
    const history = await contentOf(irbApi.listOrgIrbHistory, { params: { id: 1 } });
    expect(history.map((r) => [r.id, r.state])).toEqual([
      [3, 'APPROVED'],
      [2, 'REJECTED'],
      [1, 'EXPIRED'],
    ]);
    const expired = await contentOf(irbApi.listOrgIrbHistory, {
      params: { id: 1 },
      query: { state: 'EXPIRED' },
    });
    expect(expired.map((r) => r.id)).toEqual([1]);
  });
});
