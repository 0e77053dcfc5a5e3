import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  irbMessages as m,
  ResultCode,
  type Envelope,
  type IrbOrgStatus,
  type IrbRequest,
  type ProjectLogEntry,
} from '@cdmnet/api/contract';
import { files, irbRequests, notifications } from '../src/db/schema.js';
import { CHEONGSOL, day, HAEORUM, HANBIT, irbHelpers, pdf, SJMC } from './irb-helpers.js';
import {
  ADMIN,
  DOYUN,
  HEART,
  MASTER,
  MINJAE,
  ONCOLOGY,
  PARTNER,
  RESEARCHER,
  SEOJUN,
  TAEMIN,
} from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// IRB approval (domain.md "IRB"; spec §7 "Projects" irb calls, §2 /orgadmin/{id}/research/*). The demo
// project 심부전 재입원 위험 예측: 김민준 (researcher@) manages it, 한도윤 holds IRB_REQUEST, 오서준 does
// not, 신민재 (서울중앙의료원's admin) is only invited. 박지현 (admin@) administers 한빛대학교병원, 송태민
// 부산해오름병원 (and manages 항암제 이상반응 감시). The expiry job: irb-expiry.test.ts.

let t: TestApp;
const {
  call,
  content,
  idOf,
  projectIdOf,
  orgIdOf,
  target,
  clearIrb,
  irbForm,
  ask,
  asked,
  auditsOf,
  notificationsOf,
} = irbHelpers(() => t);
let heart: number;
let oncology: number;
let hanbit: number;
let sjmc: number;
let haeorum: number;
let cheongsol: number;

beforeAll(async () => {
  t = await createTestApp();
  [heart, oncology] = await Promise.all([projectIdOf(HEART), projectIdOf(ONCOLOGY)]);
  [hanbit, sjmc, haeorum, cheongsol] = await Promise.all([
    orgIdOf(HANBIT),
    orgIdOf(SJMC),
    orgIdOf(HAEORUM),
    orgIdOf(CHEONGSOL),
  ]);
  // From no request at all, whatever the demo holds; the targets the demo analyses may give already.
  await clearIrb();
  await target(heart, [HANBIT, SJMC, HAEORUM]);
  await target(oncology, [HANBIT, HAEORUM]);
});
afterAll(() => t.close());

const forbidden = {
  result: false,
  code: ResultCode.FORBIDDEN,
  message: '접근 권한이 없습니다.',
  content: null,
};
const failure = (res: Awaited<ReturnType<typeof call>>) => ({
  status: res.statusCode,
  message: res.json<Envelope<null>>().message,
});
const requestCount = async () => (await t.db.select({ n: count() }).from(irbRequests))[0]?.n ?? 0;

const projectCalls = (projectId: number, irbId: number | string = 1) =>
  [
    ['GET', `/api/v1/projects/${projectId}/irb/orgs`],
    ['GET', `/api/v1/projects/${projectId}/irb`],
    ['POST', `/api/v1/projects/${projectId}/irb`],
    ['GET', `/api/v1/projects/${projectId}/irb/${irbId}`],
    ['GET', `/api/v1/projects/${projectId}/irb/${irbId}/document`],
  ] as const;
const orgCalls = (orgId: number, irbId: number | string = 1) =>
  [
    ['GET', `/api/v1/orgs/${orgId}/research/permissions`],
    ['GET', `/api/v1/orgs/${orgId}/research/history?state=NONSENSE`],
    ['PUT', `/api/v1/orgs/${orgId}/irb/${irbId}/approved`],
    ['PUT', `/api/v1/orgs/${orgId}/irb/${irbId}/rejected`],
    ['GET', `/api/v1/orgs/${orgId}/irb/${irbId}/document`],
  ] as const;
const garbage = { orgId: 'x', reason: '\u0000' };

describe('who may act', () => {
  it('asks for a session first', async () => {
    for (const [method, url] of [...projectCalls(heart), ...orgCalls(hanbit)]) {
      expect((await call(method, url)).json(), `${method} ${url}`).toMatchObject({
        code: ResultCode.SESSION_EXPIRED,
      });
    }
  });

  it('refuses a stranger, a pending invitee and a platform admin the project’s IRB calls, before the input', async () => {
    for (const as of [PARTNER, MINJAE, MASTER]) {
      for (const [method, url] of projectCalls(heart, 'abc')) {
        const res = await call(method, url, as, method === 'GET' ? undefined : garbage);
        expect(res.statusCode, `${method} ${url} as ${as}`).toBe(403);
        expect(res.json(), `${method} ${url} as ${as}`).toEqual(forbidden);
      }
    }
    // A multipart request too: refused before its parts are read.
    const res = await ask(heart, PARTNER, irbForm(hanbit));
    expect(res.statusCode).toBe(403);
    expect(await requestCount()).toBe(0);
  });

  it('lets a member without IRB_REQUEST read the requests but not ask', async () => {
    expect((await ask(heart, SEOJUN, irbForm(hanbit))).json()).toEqual(forbidden);
    expect((await call('POST', `/api/v1/projects/${heart}/irb`, SEOJUN, garbage)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/projects/${heart}/irb`, SEOJUN)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/projects/${heart}/irb/orgs`, SEOJUN)).statusCode).toBe(200);
    expect(await requestCount()).toBe(0);
  });

  it('refuses a researcher, and an admin of another organisation, the organisation’s calls, before the input', async () => {
    for (const [as, orgId] of [
      [RESEARCHER, hanbit],
      [MINJAE, hanbit],
      [ADMIN, sjmc],
    ] as const) {
      for (const [method, url] of orgCalls(orgId, 'abc')) {
        const res = await call(method, url, as, method === 'GET' ? undefined : garbage);
        expect(res.statusCode, `${method} ${url} as ${as}`).toBe(403);
        expect(res.json(), `${method} ${url} as ${as}`).toEqual(forbidden);
      }
    }
  });
});

describe('the target organisations (irb/orgs)', () => {
  it('lists the organisations of the CDMs the analyses target, each with its switch and NONE before any request', async () => {
    const orgs = await content<IrbOrgStatus[]>('GET', `/api/v1/projects/${heart}/irb/orgs`, SEOJUN);
    expect(orgs).toEqual([
      { orgId: haeorum, orgName: HAEORUM, required: false, state: 'NONE', validUntil: null, irbId: null },
      { orgId: sjmc, orgName: SJMC, required: false, state: 'NONE', validUntil: null, irbId: null },
      { orgId: hanbit, orgName: HANBIT, required: false, state: 'NONE', validUntil: null, irbId: null },
    ]);
  });

  it('says an organisation requires IRB once its admin turns `auth/irb` on', async () => {
    expect((await call('PUT', `/api/v1/orgs/${hanbit}/auth/irb`, ADMIN, { irb: true })).statusCode).toBe(200);
    const orgs = await content<IrbOrgStatus[]>('GET', `/api/v1/projects/${heart}/irb/orgs`, DOYUN);
    expect(orgs.find((org) => org.orgId === hanbit)?.required).toBe(true);
    expect(orgs.find((org) => org.orgId === sjmc)?.required).toBe(false);
  });
});

describe('asking (POST /projects/{id}/irb)', () => {
  it.each([
    ['a missing IRB number', { irbNumber: undefined }, [pdf()], 'IRB 번호: 필수 입력 항목입니다.'],
    ['a blank institution', { institution: '   ' }, [pdf()], '승인 기관: 필수 입력 항목입니다.'],
    [
      'a period that ends before it starts',
      { validFrom: day(30), validUntil: day(10) },
      [pdf()],
      '유효 기간 종료일: 시작일과 같거나 그 뒤여야 합니다.',
    ],
    [
      'a malformed date',
      { validFrom: '2026-02-30' },
      [pdf()],
      '유효 기간 시작일: 날짜는 YYYY-MM-DD 형식이어야 합니다.',
    ],
    ['a period already over', { validFrom: day(-400), validUntil: day(-1) }, [pdf()], m.periodOver],
    ['no document', {}, [], m.documentRequired],
    ['two documents', {}, [pdf('a.pdf'), pdf('b.pdf')], m.documentRequired],
    [
      'bytes that are no PDF, named and typed as one',
      {},
      [{ name: '승인서.pdf', type: 'application/pdf', bytes: Buffer.from('<html>not a pdf</html>') }],
      m.documentType,
    ],
    [
      'an organisation id that is no id',
      { orgId: 'abc' },
      [pdf()],
      '기관: 목록에 있는 기관을 선택해 주십시오.',
    ],
  ] as const)(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_case, extra, uploads, message) => {
      const res = await ask(heart, DOYUN, irbForm(hanbit, extra), [...uploads]);
      expect(failure(res)).toEqual({ status: 400, message });
      expect(res.json()).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT });
      expect(await requestCount()).toBe(0);
    },
  );

  it('refuses an organisation the project’s analyses do not target, or one that does not exist', async () => {
    for (const orgId of [cheongsol, 999999]) {
      const res = await ask(heart, DOYUN, irbForm(orgId));
      expect(failure(res)).toEqual({ status: 400, message: m.orgNotTarget });
    }
    expect(await requestCount()).toBe(0);
  });

  it('takes a request: PENDING with its history, the PDF kept restricted, logged, and the organisation’s admins told', async () => {
    const res = await ask(heart, DOYUN, irbForm(hanbit, { irbNumber: '  HBUH-2026-0101 ' }), [
      pdf('한빛_승인서.pdf'),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<IrbRequest>>();
    expect(body.message).toBe('요청되었습니다.');
    const request = body.content;
    expect(request).toMatchObject({
      project: { id: heart, name: HEART, color: '#B91C1C' },
      orgId: hanbit,
      orgName: HANBIT,
      irbNumber: 'HBUH-2026-0101',
      institution: '한빛대학교병원 기관생명윤리위원회',
      validFrom: day(-1),
      validUntil: day(365),
      documentName: '한빛_승인서.pdf',
      state: 'PENDING',
      reason: null,
      requestedByName: '한도윤',
      decidedByName: null,
      decidedAt: null,
    });
    expect(request.history).toEqual([
      { state: 'PENDING', at: request.requestedAt, byName: '한도윤', reason: null },
    ]);

    // The document is the project's and the organisation's alone: never served by the open /files/{id}.
    const [row] = await t.db
      .select({ id: files.id, restricted: files.restricted, mimeType: files.mimeType })
      .from(irbRequests)
      .innerJoin(files, eq(files.id, irbRequests.documentFileId))
      .where(eq(irbRequests.id, request.id));
    expect(row).toMatchObject({ restricted: true, mimeType: 'application/pdf' });
    for (const as of [ADMIN, DOYUN]) {
      expect((await call('GET', `/api/v1/files/${row?.id}`, as)).statusCode, as).toBe(404);
    }

    const [log] = await auditsOf(heart, 'IRB_REQUESTED');
    expect(log).toMatchObject({
      actorId: await idOf(DOYUN),
      targetType: 'irb_request',
      targetId: String(request.id),
      detail: { irbId: request.id, orgId: hanbit, orgName: HANBIT, irbNumber: 'HBUH-2026-0101' },
    });

    const [note] = await notificationsOf(ADMIN);
    expect(note).toMatchObject({
      type: 'ORGANIZATION',
      title: 'IRB 승인 요청이 도착했습니다.',
      message: `한도윤 님이 '${HEART}' 프로젝트의 ${HANBIT} IRB 승인을 요청했습니다.`,
      link: `/orgadmin/${hanbit}/research/permissions`,
      checked: false,
    });
    // Nobody else is told: not the project's members, not another organisation's admin.
    expect((await notificationsOf(RESEARCHER)).some((n) => n.title === note?.title)).toBe(false);
    expect((await notificationsOf(MINJAE)).some((n) => n.title === note?.title)).toBe(false);

    const orgs = await content<IrbOrgStatus[]>('GET', `/api/v1/projects/${heart}/irb/orgs`, SEOJUN);
    expect(orgs.find((org) => org.orgId === hanbit)).toMatchObject({
      state: 'PENDING',
      validUntil: null,
      irbId: request.id,
    });
  });

  it('refuses a second request to an organisation while one waits there (409), and stores nothing', async () => {
    const before = await requestCount();
    const res = await ask(heart, RESEARCHER, irbForm(hanbit));
    expect(failure(res)).toEqual({ status: 409, message: m.alreadyPending });
    expect(res.json()).toMatchObject({ code: ResultCode.CONFLICT });
    expect(await requestCount()).toBe(before);
  });

  it('lets a manager ask without holding IRB_REQUEST by name', async () => {
    const request = await asked(heart, RESEARCHER, irbForm(sjmc, { irbNumber: 'SJMC-2026-0087' }));
    expect(request).toMatchObject({ orgName: SJMC, requestedByName: '김민준', state: 'PENDING' });
    const [note] = await notificationsOf(MINJAE);
    expect(note).toMatchObject({
      message: `김민준 님이 '${HEART}' 프로젝트의 ${SJMC} IRB 승인을 요청했습니다.`,
      link: `/orgadmin/${sjmc}/research/permissions`,
    });
  });
});

describe('reading a project’s requests', () => {
  it('lists them newest first, to every member', async () => {
    const list = await content<IrbRequest[]>('GET', `/api/v1/projects/${heart}/irb`, SEOJUN);
    expect(list.map((r) => [r.orgName, r.state])).toEqual([
      [SJMC, 'PENDING'],
      [HANBIT, 'PENDING'],
    ]);
  });

  it('answers one request, and refuses another project’s with 404', async () => {
    const [newest] = await content<IrbRequest[]>('GET', `/api/v1/projects/${heart}/irb`, SEOJUN);
    expect(await content<IrbRequest>('GET', `/api/v1/projects/${heart}/irb/${newest?.id}`, SEOJUN)).toEqual(
      newest,
    );

    const other = await asked(oncology, TAEMIN, irbForm(haeorum, { irbNumber: 'HRH-2026-0001' }));
    for (const url of [
      `/api/v1/projects/${heart}/irb/${other.id}`,
      `/api/v1/projects/${heart}/irb/${other.id}/document`,
    ]) {
      const res = await call('GET', url, RESEARCHER);
      expect(failure(res), url).toEqual({ status: 404, message: m.notFound });
    }
    expect(failure(await call('GET', `/api/v1/projects/${heart}/irb/999999`, RESEARCHER))).toEqual({
      status: 404,
      message: m.notFound,
    });
    expect(failure(await call('GET', `/api/v1/projects/${heart}/irb/abc`, RESEARCHER))).toMatchObject({
      status: 400,
    });
  });

  it('serves the approval PDF as a download to the project’s members', async () => {
    const list = await content<IrbRequest[]>('GET', `/api/v1/projects/${heart}/irb`, SEOJUN);
    const hanbitRequest = list.find((r) => r.orgId === hanbit);
    const res = await call('GET', `/api/v1/projects/${heart}/irb/${hanbitRequest?.id}/document`, SEOJUN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('한빛_승인서.pdf')}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.equals(pdf('한빛_승인서.pdf').bytes)).toBe(true);
  });
});

describe('the organisation’s side', () => {
  let hanbitHeart: IrbRequest;
  let hanbitOncology: IrbRequest;

  beforeAll(async () => {
    hanbitOncology = await asked(oncology, TAEMIN, irbForm(hanbit, { irbNumber: 'HRH-2026-0002' }));
    const list = await content<IrbRequest[]>('GET', `/api/v1/projects/${heart}/irb`, RESEARCHER);
    const found = list.find((r) => r.orgId === hanbit);
    if (!found) throw new Error('no request of 심부전 to 한빛');
    hanbitHeart = found;
  });

  it('lists what waits for the organisation, oldest first, and nothing of other organisations', async () => {
    const waiting = await content<IrbRequest[]>('GET', `/api/v1/orgs/${hanbit}/research/permissions`, ADMIN);
    expect(waiting.map((r) => [r.id, r.project.name])).toEqual([
      [hanbitHeart.id, HEART],
      [hanbitOncology.id, ONCOLOGY],
    ]);
    expect(waiting[0]).toEqual(hanbitHeart);
  });

  it('refuses another organisation’s request with 404, and leaves it pending', async () => {
    const [sjmcRequest] = await content<IrbRequest[]>(
      'GET',
      `/api/v1/orgs/${sjmc}/research/permissions`,
      MINJAE,
    );
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/orgs/${hanbit}/irb/${sjmcRequest?.id}/approved`, undefined],
      ['PUT', `/api/v1/orgs/${hanbit}/irb/${sjmcRequest?.id}/rejected`, { reason: '다른 기관' }],
      ['GET', `/api/v1/orgs/${hanbit}/irb/${sjmcRequest?.id}/document`, undefined],
      ['PUT', `/api/v1/orgs/${hanbit}/irb/999999/approved`, undefined],
    ] as const) {
      expect(failure(await call(method, url, ADMIN, payload)), url).toEqual({
        status: 404,
        message: m.notFound,
      });
    }
    const [again] = await content<IrbRequest[]>('GET', `/api/v1/orgs/${sjmc}/research/permissions`, MINJAE);
    expect(again?.state).toBe('PENDING');
  });

  it('serves the approval PDF to the organisation’s admin', async () => {
    const res = await call('GET', `/api/v1/orgs/${hanbit}/irb/${hanbitHeart.id}/document`, ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.rawPayload.equals(pdf('한빛_승인서.pdf').bytes)).toBe(true);
  });

  it('approves: the decider and time kept, logged, and the project’s accepted members told', async () => {
    const noticesBefore = (await notificationsOf(PARTNER)).length;
    const res = await call('PUT', `/api/v1/orgs/${hanbit}/irb/${hanbitHeart.id}/approved`, ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<IrbRequest>>();
    expect(body.message).toBe('승인되었습니다.');
    expect(body.content).toMatchObject({ state: 'APPROVED', decidedByName: '박지현', reason: null });
    expect(body.content.history.map((e) => [e.state, e.byName])).toEqual([
      ['PENDING', '한도윤'],
      ['APPROVED', '박지현'],
    ]);
    expect(body.content.history[1]?.at).toBe(body.content.decidedAt);

    const [log] = await auditsOf(heart, 'IRB_APPROVED');
    expect(log).toMatchObject({
      actorId: await idOf(ADMIN),
      detail: {
        irbId: hanbitHeart.id,
        orgId: hanbit,
        orgName: HANBIT,
        irbNumber: 'HBUH-2026-0101',
        validUntil: day(365),
      },
    });

    const told = {
      type: 'PROJECT',
      title: 'IRB 승인 요청이 승인되었습니다.',
      message: `${HANBIT}에서 '${HEART}' 프로젝트의 IRB를 승인했습니다. 유효 기간은 ${day(365)}까지입니다.`,
      link: `/project/${heart}/request`,
    };
    for (const member of [RESEARCHER, DOYUN, SEOJUN]) {
      expect((await notificationsOf(member))[0], member).toMatchObject(told);
    }
    // 신민재 is only invited: not told.
    expect((await notificationsOf(MINJAE)).some((n) => n.title === told.title)).toBe(false);
    expect(await notificationsOf(PARTNER)).toHaveLength(noticesBefore);

    const orgs = await content<IrbOrgStatus[]>('GET', `/api/v1/projects/${heart}/irb/orgs`, SEOJUN);
    expect(orgs.find((org) => org.orgId === hanbit)).toMatchObject({
      state: 'APPROVED',
      validUntil: day(365),
      irbId: hanbitHeart.id,
    });
  });

  it('refuses a second decision on a decided request with 409, and changes nothing', async () => {
    const notes = await t.db.select({ n: count() }).from(notifications);
    for (const [url, payload] of [
      [`/api/v1/orgs/${hanbit}/irb/${hanbitHeart.id}/approved`, undefined],
      [`/api/v1/orgs/${hanbit}/irb/${hanbitHeart.id}/rejected`, { reason: '늦은 거절' }],
    ] as const) {
      const res = await call('PUT', url, ADMIN, payload);
      expect(failure(res), url).toEqual({ status: 409, message: m.notPending });
    }
    expect(await t.db.select({ n: count() }).from(notifications)).toEqual(notes);
    const decisions = (await auditsOf(heart)).filter(
      (row) => row.targetType === 'irb_request' && row.targetId === String(hanbitHeart.id),
    );
    expect(decisions.map((row) => row.action)).toEqual(['IRB_APPROVED', 'IRB_REQUESTED']);
    const one = await content<IrbRequest>('GET', `/api/v1/projects/${heart}/irb/${hanbitHeart.id}`, SEOJUN);
    expect(one.state).toBe('APPROVED');
  });

  it('refuses a rejection without a reason with 400 naming the field', async () => {
    for (const payload of [{}, { reason: '  ' }, { reason: '가'.repeat(501) }]) {
      const res = await call(
        'PUT',
        `/api/v1/orgs/${hanbit}/irb/${hanbitOncology.id}/rejected`,
        ADMIN,
        payload,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<Envelope<null>>().message).toMatch(/^사유: /);
    }
  });

  it('rejects with a reason: logged, the project’s members told why, and the project may ask again', async () => {
    const reason = '승인 문서의 연구 책임자가 신청서와 다릅니다.';
    const res = await call('PUT', `/api/v1/orgs/${hanbit}/irb/${hanbitOncology.id}/rejected`, ADMIN, {
      reason: `  ${reason} `,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<IrbRequest>>();
    expect(body.message).toBe('거절되었습니다.');
    expect(body.content).toMatchObject({ state: 'REJECTED', reason, decidedByName: '박지현' });
    expect(body.content.history.at(-1)).toMatchObject({ state: 'REJECTED', byName: '박지현', reason });

    const [log] = await auditsOf(oncology, 'IRB_REJECTED');
    expect(log?.detail).toEqual({
      irbId: hanbitOncology.id,
      orgId: hanbit,
      orgName: HANBIT,
      irbNumber: 'HRH-2026-0002',
      reason,
    });
    // 김민준 is a member of 항암제 이상반응 감시 too.
    expect((await notificationsOf(RESEARCHER))[0]).toMatchObject({
      type: 'PROJECT',
      title: 'IRB 승인 요청이 거절되었습니다.',
      message: `${HANBIT}에서 '${ONCOLOGY}' 프로젝트의 IRB 요청을 거절했습니다.\n사유: ${reason}`,
      link: `/project/${oncology}/request`,
    });
    expect((await notificationsOf(TAEMIN))[0]?.title).toBe('IRB 승인 요청이 거절되었습니다.');

    const orgs = await content<IrbOrgStatus[]>('GET', `/api/v1/projects/${oncology}/irb/orgs`, TAEMIN);
    expect(orgs.find((org) => org.orgId === hanbit)).toMatchObject({ state: 'REJECTED', validUntil: null });
    const again = await asked(oncology, TAEMIN, irbForm(hanbit, { irbNumber: 'HRH-2026-0003' }));
    expect(again.state).toBe('PENDING');
  });

  it('lists the decisions, newest first, optionally one outcome', async () => {
    const history = await content<IrbRequest[]>('GET', `/api/v1/orgs/${hanbit}/research/history`, ADMIN);
    expect(history.map((r) => [r.id, r.state])).toEqual([
      [hanbitOncology.id, 'REJECTED'],
      [hanbitHeart.id, 'APPROVED'],
    ]);
    const approved = await content<IrbRequest[]>(
      'GET',
      `/api/v1/orgs/${hanbit}/research/history?state=APPROVED`,
      ADMIN,
    );
    expect(approved.map((r) => r.id)).toEqual([hanbitHeart.id]);
    expect(
      await content<IrbRequest[]>('GET', `/api/v1/orgs/${hanbit}/research/history?state=EXPIRED`, ADMIN),
    ).toEqual([]);
    const bad = await call('GET', `/api/v1/orgs/${hanbit}/research/history?state=PENDING`, ADMIN);
    expect(failure(bad)).toEqual({ status: 400, message: `상태: ${m.stateInvalid}` });
    // Another organisation's decisions are its own.
    expect(await content<IrbRequest[]>('GET', `/api/v1/orgs/${sjmc}/research/history`, MINJAE)).toEqual([]);
  });

  it('lets a platform admin decide for any organisation', async () => {
    const [waiting] = await content<IrbRequest[]>('GET', `/api/v1/orgs/${sjmc}/research/permissions`, MASTER);
    const res = await call('PUT', `/api/v1/orgs/${sjmc}/irb/${waiting?.id}/approved`, MASTER);
    expect(res.json<Envelope<IrbRequest>>().content).toMatchObject({
      state: 'APPROVED',
      decidedByName: '최고관리',
    });
  });

  it('shows the decisions in the project’s log tab with the shapes it reads', async () => {
    const log = await content<ProjectLogEntry[]>('GET', `/api/v1/projects/${oncology}/logs`, RESEARCHER);
    // Newest first: this file's four, then whatever the demo's, older, hold.
    const irb = log.filter((entry) => entry.action.startsWith('IRB_')).slice(0, 4);
    expect(irb.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['IRB_REQUESTED', '송태민'],
      ['IRB_REJECTED', '박지현'],
      ['IRB_REQUESTED', '송태민'],
      ['IRB_REQUESTED', '송태민'],
    ]);
    expect(irb[1]?.detail).toMatchObject({ orgName: HANBIT, irbNumber: 'HRH-2026-0002' });
  });
});
