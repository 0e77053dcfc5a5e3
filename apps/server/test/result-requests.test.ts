import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  disclosureMessages as d,
  resultRequestMessages as t$,
  type Envelope,
  type ExecutionDetail,
  type ExecutionFile,
  type ProjectLogEntry,
  type ReleasePreview,
  type ResultRequest,
} from '@cdmnet/api/contract';
import { heldFileMessages } from '../src/adapters/messages.ko.js';
import { analyses, executionFiles, organizations } from '../src/db/schema.js';
import {
  NODE_RULES,
  cdmIdOf,
  engineAt,
  executionSetup,
  finding,
  finishedExecution,
  sha256,
  startRecordingEngine,
  type NodeFile,
} from './execution-helpers.js';
import { PREDICTION } from './analysis-helpers.js';
import { ADMIN, HEART, PARTNER, RESEARCHER, SEOJUN, TAEMIN, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// 김민준 (researcher@, manager of 심부전 재입원 위험 예측) sees 한빛's results by his level there (EV, a
// researcher of 한빛) but not 부산해오름병원's (RFZ E): he asks, 송태민 (해오름's admin) reviews exactly what
// would leave (checked files as stored, held ones fetched from the hospital's node) and decides, releasing
// a held file with each of its findings acknowledged. The stand-in node keeps held files and serves them
// to the execution's release token only.

let t: TestApp;
let setup: Awaited<ReturnType<typeof executionSetup>>;
let engine: Awaited<ReturnType<typeof startRecordingEngine>>;
const h = projectHelpers(() => t);
let projectId: number;
let analysisId: number;
let base: string;
let haeorumOrg: number;
let hanbitOrg: number;
let onHaeorum: number;
let onHanbit: number;

const gender = (female: number | string, male: number | string): NodeFile => ({
  name: 'gender.csv',
  text: `gender_concept_id,gender,persons\n8532,FEMALE,${female}\n8507,MALE,${male}\n`,
});
const GENDER = gender(40, '<5');
/** A free-form CSV the node could not check: it stays at 해오름 until its admin releases it. */
const VISITS = 'visit_month,cnt\n2019-01,3\n2019-02,12\n';
const visits: NodeFile = {
  name: 'visits.csv',
  text: VISITS,
  status: 'HELD',
  findings: [finding('SMALL_COUNT', 'cnt', 1), finding('EVENT_DATE', 'visit_month', 2)],
};
const people: NodeFile = {
  name: 'people.csv',
  text: 'year_of_birth,visit_date\n1950,2019-01-02\n',
  status: 'REFUSED',
  findings: [finding('ONE_ROW_PER_PERSON', null, 1)],
};

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
  base = `/api/v1/projects/${projectId}/analysis/${analysisId}/execution`;
  await engineAt(t, ['HANBIT_CDM', 'HAEORUM_CDM'], engine.url);
  const orgId = async (name: string) =>
    (await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)))[0]!
      .id;
  haeorumOrg = await orgId('부산해오름병원');
  hanbitOrg = await orgId('한빛대학교병원');
  const run = (cdm: string, files: NodeFile[]) =>
    cdmIdOf(t, cdm).then((cdmId) =>
      finishedExecution({
        t,
        events: setup.events,
        engine,
        call: h.call,
        base,
        email: RESEARCHER,
        cdmId,
        files,
      }),
    );
  onHaeorum = await run('HAEORUM_CDM', [
    { ...GENDER, suppressedCells: 1 },
    { name: 'persons.csv', text: 'cohort_id,persons\n1,43\n' },
    visits,
    people,
  ]);
  onHanbit = await run('HANBIT_CDM', [gender(120, '<5')]);
});
afterAll(async () => {
  await engine.close();
  await t.close();
});

const ask = (executionId: number, body: object, email = RESEARCHER) =>
  h.call('POST', `${base}/${executionId}/perm`, email, body);
const orgBase = (orgId: number) => `/api/v1/orgs/${orgId}/research/results`;

describe('asking', () => {
  it('a member below V sees that results exist, asks to view them, and 해오름’s admins are told', async () => {
    expect((await h.content<ExecutionDetail>('GET', `${base}/${onHaeorum}`, RESEARCHER)).resultAccess).toBe(
      'NONE',
    );
    const res = await ask(onHaeorum, { kind: 'VIEW', note: '결과 확인을 요청합니다.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<ResultRequest>>().content).toMatchObject({
      kind: 'VIEW',
      state: 'PENDING',
      orgName: '부산해오름병원',
      cdmName: 'HAEORUM_CDM',
      requestedByName: '김민준',
    });
    // The hospital's admin is told who asks what of which project, analysis and run.
    const notes = await h.notificationsOf(TAEMIN);
    expect(notes[0]).toMatchObject({
      type: 'ORGANIZATION',
      title: '결과 조회 요청이 도착했습니다.',
      message: `김민준 님이 부산해오름병원에서 실행한 '${HEART}' 프로젝트 '${PREDICTION}' 분석(실행 #${onHaeorum})의 결과 조회를 요청했습니다.\n요청 내용: 결과 확인을 요청합니다.`,
      link: expect.stringMatching(/^\/orgadmin\/\d+\/research\/permissions$/) as unknown,
      done: false,
    });
    const exists = await h.content<{ exists: boolean }>(
      'GET',
      `${base}/${onHaeorum}/exist-perm?type=VIEW`,
      RESEARCHER,
    );
    expect(exists.exists).toBe(true);
  });

  it('refuses asking twice, asking for what the level already gives, and a member without the permission', async () => {
    expect((await ask(onHaeorum, { kind: 'VIEW' })).json<Envelope<null>>().message).toBe(
      t$.alreadyPending('결과 조회'),
    );
    expect((await ask(onHanbit, { kind: 'VIEW' })).json<Envelope<null>>().message).toBe(
      t$.alreadyAllowed('결과 조회'),
    );
    // 오서준 holds EXECUTION_VIEW only: no delivery channel.
    const res = await ask(onHaeorum, { kind: 'DELIVERY', channel: 'FNET' }, SEOJUN);
    expect(res.statusCode).toBe(403);
    expect((await ask(onHaeorum, { kind: 'ANY' })).statusCode).toBe(400);
  });
});

describe('changing a waiting request', () => {
  const waiting = async () =>
    (
      await h.content<{ request: ResultRequest }>(
        'GET',
        `${base}/${onHaeorum}/exist-perm?type=VIEW`,
        RESEARCHER,
      )
    ).request;
  const change = async (body: object, email = RESEARCHER) =>
    h.call('PUT', `${base}/perm/${(await waiting()).id}`, email, body);

  it('the requester rewords the reason; the request keeps waiting', async () => {
    const res = await change({ note: '학회 초록에 쓸 표를 만들려 합니다.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<ResultRequest>>().message).toBe(t$.updated);
    expect(await waiting()).toMatchObject({ state: 'PENDING', note: '학회 초록에 쓸 표를 만들려 합니다.' });
  });

  it('refuses another member, a stranger before reading the body, an unknown channel and a request of no one', async () => {
    const other = await change({ note: '제가 바꿉니다.' }, SEOJUN);
    expect(other.statusCode).toBe(403);
    expect(other.json<Envelope<null>>().message).toBe(t$.notRequester);
    // Not a member of the project: 403 although the body is wrong too.
    expect((await change({ channel: 'EMAIL' }, PARTNER)).statusCode).toBe(403);
    const bad = await change({ channel: 'EMAIL' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toContain(t$.channelInvalid);
    const missing = await h.call('PUT', `${base}/perm/999999`, RESEARCHER, { note: '없음' });
    expect(missing.statusCode).toBe(404);
    expect((await waiting()).note).toBe('학회 초록에 쓸 표를 만들려 합니다.');
  });
});

describe('reviewing', () => {
  let permId: number;
  beforeAll(async () => {
    const [waiting] = await h.content<ResultRequest[]>('GET', orgBase(haeorumOrg), TAEMIN);
    permId = waiting!.id;
  });
  afterAll(() => {
    engine.state.heldReply = 'serve';
  });
  const preview = () => h.content<ReleasePreview>('GET', `${orgBase(haeorumOrg)}/${permId}/preview`, TAEMIN);

  it('only the organisation’s admins see its waiting requests', async () => {
    expect((await h.call('GET', orgBase(haeorumOrg), ADMIN)).statusCode).toBe(403);
    expect((await h.call('GET', `${orgBase(hanbitOrg)}/${permId}/preview`, ADMIN)).statusCode).toBe(404);
  });

  it('shows every file with its status and findings, and the exact text: checked as stored, held fetched from the node', async () => {
    const { files } = await preview();
    expect(files.map((file) => [file.name, file.status])).toEqual([
      ['gender.csv', 'CHECKED'],
      ['people.csv', 'REFUSED'],
      ['persons.csv', 'CHECKED'],
      ['stdout.txt', 'CHECKED'],
      ['visits.csv', 'HELD'],
    ]);
    const named = (name: string) => files.find((file) => file.name === name)!;
    expect(named('gender.csv')).toMatchObject({ text: GENDER.text, suppressedCells: 1, fetchError: null });
    expect(named('visits.csv')).toMatchObject({
      text: VISITS,
      sha256: sha256(VISITS),
      rows: 2,
      columns: ['visit_month', 'cnt'],
      findings: [
        { code: 'SMALL_COUNT', column: 'cnt', rows: 1 },
        { code: 'EVENT_DATE', column: 'visit_month', rows: 2 },
      ],
      fetchError: null,
    });
    expect(named('people.csv')).toMatchObject({ text: null, sha256: null, fetchError: null });
    expect(engine.fetched).toContain(`${onHaeorum}/visits.csv`);
    // Fetched for the review only: the bytes are still not here.
    const [row] = await t.db
      .select({ fileId: executionFiles.fileId })
      .from(executionFiles)
      .where(eq(executionFiles.id, named('visits.csv').id));
    expect(row?.fileId).toBeNull();
  });

  it('says why a held file cannot be shown: other bytes than announced, or a node that does not answer', async () => {
    engine.state.heldReply = 'tampered';
    const tampered = (await preview()).files.find((file) => file.name === 'visits.csv')!;
    expect(tampered).toMatchObject({ text: null, fetchError: heldFileMessages.checksum('visits.csv') });
    engine.state.heldReply = 'down';
    const down = (await preview()).files.find((file) => file.name === 'visits.csv')!;
    expect(down.text).toBeNull();
    expect(down.fetchError).toContain('연결할 수 없습니다');
    engine.state.heldReply = 'serve';
  });
});

describe('deciding', () => {
  let permId: number;
  let fileIds: Map<string, number>;
  beforeAll(async () => {
    const [waiting] = await h.content<ResultRequest[]>('GET', orgBase(haeorumOrg), TAEMIN);
    permId = waiting!.id;
    const { files } = await h.content<ReleasePreview>(
      'GET',
      `${orgBase(haeorumOrg)}/${permId}/preview`,
      TAEMIN,
    );
    fileIds = new Map(files.map((file) => [file.name, file.id]));
  });
  afterAll(() => {
    engine.state.heldReply = 'serve';
  });
  const approve = (body: object, query = '') =>
    h.call('POST', `${orgBase(haeorumOrg)}/${permId}/approved${query}`, TAEMIN, body);
  const releaseVisits = (acknowledged: string[]) => ({
    release: [{ fileId: fileIds.get('visits.csv'), acknowledged }],
  });
  const stillWaiting = async () => {
    const [waiting] = await h.content<ResultRequest[]>('GET', orgBase(haeorumOrg), TAEMIN);
    expect(waiting?.id).toBe(permId);
    const [row] = await t.db
      .select({ status: executionFiles.status, fileId: executionFiles.fileId })
      .from(executionFiles)
      .where(eq(executionFiles.id, fileIds.get('visits.csv')!));
    expect(row).toEqual({ status: 'HELD', fileId: null });
  };

  it('takes a release only from the organisation’s admins, and a malformed one answers 400 naming the field', async () => {
    const body = releaseVisits(['SMALL_COUNT', 'EVENT_DATE']);
    const path = `${orgBase(haeorumOrg)}/${permId}/approved`;
    // The requester himself, and 한빛's admin (another organisation): neither decides for 해오름.
    for (const who of [RESEARCHER, ADMIN])
      expect((await h.call('POST', path, who, body)).statusCode).toBe(403);
    const malformed = [
      [{ release: [{ fileId: 'x', acknowledged: [] }] }, '반출 파일: '],
      [{ release: [{ fileId: -1, acknowledged: [] }] }, '반출 파일: '],
      [{ release: 'all' }, '반출 파일: '],
      [{ release: [{ fileId: fileIds.get('visits.csv') }] }, '확인한 항목: '],
    ] as const;
    for (const [bad, field] of malformed) {
      const res = await approve(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<Envelope<null>>().message.startsWith(field), res.body).toBe(true);
    }
    await stillWaiting();
  });

  it('refuses a release with a finding left unacknowledged, naming the file and the finding', async () => {
    const res = await approve(releaseVisits(['SMALL_COUNT']));
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().message).toBe(
      d.releaseUnacknowledged('visits.csv', '행별 날짜(EVENT_DATE)'),
    );
    const bad = await approve(releaseVisits(['NOTHING']));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toContain(d.acknowledgedInvalid);
    await stillWaiting();
  });

  it('refuses releasing a checked file, another execution’s file, and any while the hospital forbids unchecked files', async () => {
    const checked = await approve({ release: [{ fileId: fileIds.get('gender.csv'), acknowledged: [] }] });
    expect(checked.statusCode).toBe(409);
    expect(checked.json<Envelope<null>>().message).toBe(d.releaseNotHeld('gender.csv'));
    const [other] = await h.content<ExecutionFile[]>('GET', `${base}/${onHanbit}/files`, RESEARCHER);
    const elsewhere = await approve({ release: [{ fileId: other!.id, acknowledged: [] }] });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<Envelope<null>>().message).toBe(d.releaseFileNotHere(other!.id));
    await t.db.update(organizations).set({ releaseUnchecked: false }).where(eq(organizations.id, haeorumOrg));
    const forbidden = await approve(releaseVisits(['SMALL_COUNT', 'EVENT_DATE']));
    await t.db.update(organizations).set({ releaseUnchecked: true }).where(eq(organizations.id, haeorumOrg));
    expect(forbidden.statusCode).toBe(409);
    expect(forbidden.json<Envelope<null>>().message).toBe(d.releaseNotAllowed);
    await stillWaiting();
  });

  it('changes nothing when the node is down (503) or refuses (422), saying so in Korean', async () => {
    engine.state.heldReply = 'down';
    const down = await approve(releaseVisits(['SMALL_COUNT', 'EVENT_DATE']));
    expect(down.statusCode).toBe(503);
    expect(down.json<Envelope<null>>().message).toContain('연결할 수 없습니다');
    engine.state.heldReply = 'forbidden';
    const refused = await approve(releaseVisits(['SMALL_COUNT', 'EVENT_DATE']));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Envelope<null>>().message).toBe(heldFileMessages.releaseForbidden('visits.csv'));
    engine.state.heldReply = 'gone';
    const gone = await approve(releaseVisits(['SMALL_COUNT', 'EVENT_DATE']));
    expect(gone.json<Envelope<null>>().message).toBe(heldFileMessages.expired('visits.csv'));
    engine.state.heldReply = 'tampered';
    const tampered = await approve(releaseVisits(['SMALL_COUNT', 'EVENT_DATE']));
    expect(tampered.json<Envelope<null>>().message).toBe(heldFileMessages.checksum('visits.csv'));
    engine.state.heldReply = 'serve';
    await stillWaiting();
    expect(await h.auditsOf(projectId, 'RESULT_RELEASED')).toHaveLength(0);
  });

  it('approving with delivery and a release opens the results, takes the held file from the node and audits it with its SHA-256', async () => {
    const before = await h.content<ExecutionDetail>('GET', `${base}/${onHaeorum}`, RESEARCHER);
    expect(before).toMatchObject({ resultAccess: 'NONE', deliveryChannels: [], mayDownload: false });
    const res = await approve(releaseVisits(['SMALL_COUNT', 'EVENT_DATE']), '?approve_with_delivery=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<ResultRequest>>().content).toMatchObject({
      state: 'APPROVED',
      withDelivery: true,
    });
    // Shiny is not offered: the engine gave this execution no link.
    expect(await h.content<ExecutionDetail>('GET', `${base}/${onHaeorum}`, RESEARCHER)).toMatchObject({
      resultAccess: 'VIEW',
      deliveryChannels: ['FNET'],
      mayDownload: true,
      disclosureRules: NODE_RULES,
    });
    const files = await h.content<ExecutionFile[]>('GET', `${base}/${onHaeorum}/files`, RESEARCHER);
    expect(files.map((file) => [file.name, file.status, file.viewable])).toEqual([
      ['gender.csv', 'CHECKED', true],
      ['people.csv', 'REFUSED', false],
      ['persons.csv', 'CHECKED', true],
      ['stdout.txt', 'CHECKED', true],
      ['visits.csv', 'RELEASED', true],
    ]);
    const [released] = await h.auditsOf(projectId, 'RESULT_RELEASED');
    expect(released?.detail).toMatchObject({
      executionId: onHaeorum,
      requestId: permId,
      orgName: '부산해오름병원',
      files: [{ name: 'visits.csv', sha256: sha256(VISITS) }],
    });
    const [row] = await t.db
      .select({ releasedBy: executionFiles.releasedBy, releasedAt: executionFiles.releasedAt })
      .from(executionFiles)
      .where(eq(executionFiles.id, fileIds.get('visits.csv')!));
    expect(row?.releasedBy).toBe(await h.idOf(TAEMIN));
    expect(row?.releasedAt).toBeInstanceOf(Date);
    const notes = await h.notificationsOf(RESEARCHER);
    expect(notes[0]).toMatchObject({
      title: '결과 조회 요청이 승인되었습니다.',
      message: `부산해오름병원에서 '${HEART}' 프로젝트 '${PREDICTION}' 분석(실행 #${onHaeorum})의 결과 조회 요청을 승인했습니다.`,
      link: `/project/${projectId}/analysis/${analysisId}/execution/${onHaeorum}`,
    });
    // Decided: the admin's notice of the request is done and no longer waits unread.
    const asked = (await h.notificationsOf(TAEMIN)).find((n) => n.title === '결과 조회 요청이 도착했습니다.');
    expect(asked).toMatchObject({ done: true, checked: true });
    // A second decision on the same request is refused.
    expect((await approve({})).statusCode).toBe(409);
  });

  it('serves the same bytes on every path: the review, the viewer, one download, the zip and the FNET package', async () => {
    const { files: reviewed } = await h.content<ReleasePreview>(
      'GET',
      `${orgBase(haeorumOrg)}/${permId}/preview`,
      TAEMIN,
    );
    const zip = await h.call('POST', `${base}/${onHaeorum}/files/downloads`, RESEARCHER, {
      fileIds: [fileIds.get('gender.csv'), fileIds.get('visits.csv')],
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const zipped = unzipSync(zip.rawPayload);
    const fnet = await h.call('GET', `${base}/${onHaeorum}/fnet`, RESEARCHER);
    expect(fnet.statusCode, fnet.body).toBe(200);
    const packaged = unzipSync(fnet.rawPayload);
    for (const name of ['gender.csv', 'visits.csv']) {
      const id = fileIds.get(name)!;
      const review = reviewed.find((file) => file.id === id)!.text;
      const view = (
        await h.content<{ text: string }>('GET', `${base}/${onHaeorum}/files/${id}/view`, RESEARCHER)
      ).text;
      const download = (await h.call('GET', `${base}/${onHaeorum}/files/${id}/download`, RESEARCHER))
        .rawPayload;
      const texts = [
        review,
        view,
        download.toString('utf8'),
        Buffer.from(zipped[name]!).toString('utf8'),
        Buffer.from(packaged[`results/${name}`]!).toString('utf8'),
      ];
      expect(new Set(texts), name).toEqual(new Set([name === 'visits.csv' ? VISITS : GENDER.text]));
      expect(sha256(download)).toBe(reviewed.find((file) => file.id === id)!.sha256);
    }
  });

  it('the FNET package leaves only checked and released files, and its record names the rules and each file’s release', async () => {
    const fnet = await h.call('GET', `${base}/${onHaeorum}/fnet`, RESEARCHER);
    const entries = unzipSync(fnet.rawPayload);
    expect(Object.keys(entries).sort()).toEqual([
      'reproducibility.json',
      'results/gender.csv',
      'results/persons.csv',
      'results/stdout.txt',
      'results/visits.csv',
    ]);
    const record = JSON.parse(Buffer.from(entries['reproducibility.json']!).toString()) as {
      disclosure: { rules: unknown; files: Record<string, unknown>[]; notDelivered: unknown[] };
    };
    expect(record).toMatchObject({
      executionId: onHaeorum,
      cdmName: 'HAEORUM_CDM',
      orgName: '부산해오름병원',
    });
    expect(record.disclosure.rules).toEqual(NODE_RULES);
    expect(record.disclosure.files.find((file) => file.name === 'results/visits.csv')).toMatchObject({
      status: 'RELEASED',
      sha256: sha256(VISITS),
      releasedBy: '송태민',
      releasedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect(record.disclosure.files.find((file) => file.name === 'results/gender.csv')).toMatchObject({
      status: 'CHECKED',
      sha256: sha256(GENDER.text),
    });
    expect(record.disclosure.notDelivered).toEqual([{ name: 'people.csv', status: 'REFUSED' }]);
    // The project's log says who asked, who decided and that the results left.
    const log = await h.content<ProjectLogEntry[]>('GET', `/api/v1/projects/${projectId}/logs`, RESEARCHER);
    const [delivered] = log;
    expect(delivered).toMatchObject({
      action: 'RESULT_DELIVERED',
      detail: { channel: 'FNET', executionId: onHaeorum, cdmName: 'HAEORUM_CDM', orgName: '부산해오름병원' },
    });
    expect(log.find((entry) => entry.action === 'RESULT_APPROVED')).toMatchObject({
      actorName: '송태민',
      detail: { executionId: onHaeorum, kind: 'VIEW', withDelivery: true },
    });
    expect(log.some((entry) => entry.action === 'RESULT_REQUESTED')).toBe(true);
  });

  it('rejecting needs a reason, says it to the project, and both decisions are in the history', async () => {
    const other = await finishedExecution({
      t,
      events: setup.events,
      engine,
      call: h.call,
      base,
      email: RESEARCHER,
      cdmId: await cdmIdOf(t, 'HAEORUM_CDM'),
      files: [gender(10, 10)],
    });
    const asked = (await ask(other, { kind: 'VIEW' })).json<Envelope<ResultRequest>>().content;
    const empty = await h.call('POST', `${orgBase(haeorumOrg)}/${asked.id}/rejected`, TAEMIN, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);
    const res = await h.call('POST', `${orgBase(haeorumOrg)}/${asked.id}/rejected`, TAEMIN, {
      reason: 'IRB 범위 밖의 결과입니다.',
    });
    expect(res.json<Envelope<ResultRequest>>().content).toMatchObject({
      state: 'REJECTED',
      reason: 'IRB 범위 밖의 결과입니다.',
    });
    const history = await h.content<ResultRequest[]>('GET', `${orgBase(haeorumOrg)}/history`, TAEMIN);
    expect(history.map((r) => r.state)).toEqual(['REJECTED', 'APPROVED']);
    const tab = await h.content<ResultRequest[]>(
      'GET',
      `/api/v1/projects/${projectId}/result-requests`,
      SEOJUN,
    );
    expect(tab.map((r) => r.state)).toEqual(['REJECTED', 'APPROVED']);
  });

  it('a decided request can no longer be changed by its requester', async () => {
    const res = await h.call('PUT', `${base}/perm/${permId}`, RESEARCHER, { note: '뒤늦게 고칩니다.' });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope<null>>().message).toBe(t$.notPending);
  });
});

describe('a run that ended with an error', () => {
  const failed = (files: NodeFile[]) =>
    cdmIdOf(t, 'HAEORUM_CDM').then((cdmId) =>
      finishedExecution({
        t,
        events: setup.events,
        engine,
        call: h.call,
        base,
        email: RESEARCHER,
        cdmId,
        files,
        error: '3번째 SQL 문에서 오류가 났습니다.',
      }),
    );

  it('keeps its checked files requestable, and delivers them by FNET once approved', async () => {
    const id = await failed([{ name: 'counts.csv', text: 'step,persons\n1,40\n' }]);
    expect((await h.content<ExecutionDetail>('GET', `${base}/${id}`, RESEARCHER)).status).toBe(
      'FINISHED_WITH_ERROR',
    );
    const asked = await ask(id, { kind: 'DELIVERY', channel: 'FNET', note: '' });
    expect(asked.statusCode, asked.body).toBe(200);
    const permId = asked.json<Envelope<ResultRequest>>().content.id;
    expect((await h.call('POST', `${orgBase(haeorumOrg)}/${permId}/approved`, TAEMIN, {})).statusCode).toBe(
      200,
    );
    expect((await h.content<ExecutionDetail>('GET', `${base}/${id}`, RESEARCHER)).deliveryChannels).toEqual([
      'FNET',
    ]);
    const fnet = await h.call('GET', `${base}/${id}/fnet`, RESEARCHER);
    expect(fnet.statusCode, fnet.body).toBe(200);
    expect(Buffer.from(unzipSync(fnet.rawPayload)['results/counts.csv']!).toString()).toBe(
      'step,persons\n1,40\n',
    );
  });

  it('with nothing left behind there is nothing to ask for', async () => {
    const id = await failed([]);
    // The node's log is a checked file too: a run that left only its log.
    await t.db.delete(executionFiles).where(eq(executionFiles.executionId, id));
    const res = await ask(id, { kind: 'VIEW' });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope<null>>().message).toBe(t$.notFinished);
  });
});

describe('files from an engine that is not our node', () => {
  it('are held here, reviewed as stored, and released without asking any node once the finding is acknowledged', async () => {
    const id = await finishedExecution({
      t,
      events: setup.events,
      engine,
      call: h.call,
      base,
      email: RESEARCHER,
      cdmId: await cdmIdOf(t, 'HAEORUM_CDM'),
      files: [gender(50, 3)],
      unchecked: true,
    });
    const permId = (await ask(id, { kind: 'VIEW' })).json<Envelope<ResultRequest>>().content.id;
    const { files } = await h.content<ReleasePreview>(
      'GET',
      `${orgBase(haeorumOrg)}/${permId}/preview`,
      TAEMIN,
    );
    const genderFile = files.find((file) => file.name === 'gender.csv')!;
    expect(genderFile).toMatchObject({
      status: 'HELD',
      text: gender(50, 3).text,
      findings: [{ code: 'UNCHECKED_ENGINE', message: d.uncheckedEngineFinding }],
      fetchError: null,
    });
    const fetchedBefore = engine.fetched.length;
    const unacknowledged = await h.call('POST', `${orgBase(haeorumOrg)}/${permId}/approved`, TAEMIN, {
      release: [{ fileId: genderFile.id, acknowledged: [] }],
    });
    expect(unacknowledged.json<Envelope<null>>().message).toBe(
      d.releaseUnacknowledged('gender.csv', '검사하지 않은 엔진(UNCHECKED_ENGINE)'),
    );
    const res = await h.call('POST', `${orgBase(haeorumOrg)}/${permId}/approved`, TAEMIN, {
      release: [{ fileId: genderFile.id, acknowledged: ['UNCHECKED_ENGINE'] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(engine.fetched.length).toBe(fetchedBefore);
    const view = await h.content<{ text: string }>(
      'GET',
      `${base}/${id}/files/${genderFile.id}/view`,
      RESEARCHER,
    );
    expect(view.text).toBe(gender(50, 3).text);
  });
});
