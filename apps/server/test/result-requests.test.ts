import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  resultRequestMessages as t$,
  type CombinedResult,
  type Envelope,
  type ExecutionDetail,
  type ProjectLogEntry,
  type ReleasePreview,
  type ResultRequest,
} from '@cdmnet/api/contract';
import { analyses, organizations } from '../src/db/schema.js';
import {
  cdmIdOf,
  engineAt,
  executionSetup,
  finishedExecution,
  startRecordingEngine,
} from './execution-helpers.js';
import { PREDICTION } from './analysis-helpers.js';
import { ADMIN, HEART, PARTNER, RESEARCHER, SEOJUN, TAEMIN, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// 김민준 (researcher@, manager of 심부전 재입원 위험 예측) sees 한빛's results by his level there (EV, a
// researcher of 한빛) but not 부산해오름병원's (RFZ E): he asks, 송태민 (해오름's admin) decides.

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

const gender = (female: number, male: number) => ({
  name: 'gender.csv',
  text: `gender_concept_id,gender,persons\n8532,FEMALE,${female}\n8507,MALE,${male}\n`,
});

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
  const run = (cdm: string, files: { name: string; text: string }[]) =>
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
  // The engine here masks nothing: the platform's own check must catch the 3.
  onHaeorum = await run('HAEORUM_CDM', [
    gender(40, 3),
    { name: 'persons.csv', text: 'cohort_id,persons\n1,43\n' },
  ]);
  onHanbit = await run('HANBIT_CDM', [gender(120, '<5' as unknown as number)]);
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
    const notes = await h.notificationsOf(TAEMIN);
    expect(notes[0]?.title).toBe(t$.notify.asked(HEART, '결과 조회'));
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

describe('deciding', () => {
  let permId: number;
  beforeAll(async () => {
    const [waiting] = await h.content<ResultRequest[]>('GET', orgBase(haeorumOrg), TAEMIN);
    permId = waiting!.id;
  });

  it('only the organisation’s admins see its waiting requests', async () => {
    expect((await h.call('GET', orgBase(haeorumOrg), ADMIN)).statusCode).toBe(403);
    expect((await h.call('GET', `${orgBase(hanbitOrg)}/${permId}/preview`, ADMIN)).statusCode).toBe(404);
  });

  it('shows the admin exactly what would leave: the files, masked again by the platform', async () => {
    const preview = await h.content<ReleasePreview>(
      'GET',
      `${orgBase(haeorumOrg)}/${permId}/preview`,
      TAEMIN,
    );
    const genderFile = preview.files.find((file) => file.name === 'gender.csv')!;
    expect(genderFile.text).toContain('8507,MALE,<5');
    expect(genderFile.text).not.toMatch(/,3\n/);
    expect(genderFile.maskedCells).toBe(1);
  });

  it('approving with delivery opens the results to the requester and lets them leave by FNET, masked, with the record', async () => {
    const before = await h.content<ExecutionDetail>('GET', `${base}/${onHaeorum}`, RESEARCHER);
    expect(before).toMatchObject({ resultAccess: 'NONE', deliveryChannels: [] });
    const res = await h.call(
      'POST',
      `${orgBase(haeorumOrg)}/${permId}/approved?approve_with_delivery=true`,
      TAEMIN,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<ResultRequest>>().content).toMatchObject({
      state: 'APPROVED',
      withDelivery: true,
    });
    // Shiny is not offered: the engine gave this execution no link.
    expect(await h.content<ExecutionDetail>('GET', `${base}/${onHaeorum}`, RESEARCHER)).toMatchObject({
      resultAccess: 'VIEW',
      deliveryChannels: ['FNET'],
    });
    const notes = await h.notificationsOf(RESEARCHER);
    expect(notes[0]?.title).toBe(t$.notify.approved('부산해오름병원', '결과 조회'));
    const zip = await h.call('GET', `${base}/${onHaeorum}/fnet`, RESEARCHER);
    expect(zip.statusCode).toBe(200);
    const entries = unzipSync(zip.rawPayload);
    expect(Object.keys(entries).sort()).toEqual([
      'reproducibility.json',
      'results/gender.csv',
      'results/persons.csv',
    ]);
    expect(Buffer.from(entries['results/gender.csv']!).toString()).toContain('MALE,<5');
    const record = JSON.parse(Buffer.from(entries['reproducibility.json']!).toString()) as Record<
      string,
      unknown
    >;
    expect(record).toMatchObject({
      executionId: onHaeorum,
      cdmName: 'HAEORUM_CDM',
      orgName: '부산해오름병원',
    });
    // The project's log says who asked, who decided and that the results left.
    const log = await h.content<ProjectLogEntry[]>('GET', `/api/v1/projects/${projectId}/logs`, RESEARCHER);
    const [delivered, approved] = log;
    expect(delivered).toMatchObject({
      action: 'RESULT_DELIVERED',
      detail: { channel: 'FNET', executionId: onHaeorum, cdmName: 'HAEORUM_CDM', orgName: '부산해오름병원' },
    });
    expect(approved).toMatchObject({
      action: 'RESULT_APPROVED',
      actorName: '송태민',
      detail: { executionId: onHaeorum, kind: 'VIEW', withDelivery: true },
    });
    expect(log.some((entry) => entry.action === 'RESULT_REQUESTED')).toBe(true);
    // A second decision on the same request is refused.
    expect((await h.call('POST', `${orgBase(haeorumOrg)}/${permId}/approved`, TAEMIN, {})).statusCode).toBe(
      409,
    );
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

describe('the combined view', () => {
  it('adds up the released counts per hospital, keeps masked cells masked and the sum a lower bound', async () => {
    const combined = await h.content<CombinedResult>(
      'GET',
      `/api/v1/projects/${projectId}/analysis/${analysisId}/results/combined?file=gender.csv`,
      RESEARCHER,
    );
    expect(combined.keyColumns).toEqual(['gender_concept_id', 'gender']);
    expect(combined.countColumns).toEqual(['persons']);
    expect(combined.hospitals.map((x) => x.orgName).sort()).toEqual(['부산해오름병원', '한빛대학교병원']);
    const male = combined.rows.find((row) => row.key[1] === 'MALE')!;
    // 해오름's run he may see (3, masked again by the platform) and 한빛's masked cell: nothing known,
    // and the sum is a lower bound.
    expect(male.values.flat()).toEqual(['<5', '<5']);
    expect(male.totals).toEqual([0]);
    expect(male.totalsMasked).toEqual([true]);
    const female = combined.rows.find((row) => row.key[1] === 'FEMALE')!;
    expect(female.totals).toEqual([160]);
    expect(female.totalsMasked).toEqual([false]);
  });

  it('lists a hospital whose results the caller may not see as hidden, never its numbers', async () => {
    const combined = await h.content<CombinedResult>(
      'GET',
      `/api/v1/projects/${projectId}/analysis/${analysisId}/results/combined?file=gender.csv`,
      SEOJUN,
    );
    expect(combined.hidden.map((x) => x.orgName)).toContain('부산해오름병원');
    expect(combined.hospitals.map((x) => x.orgName)).not.toContain('부산해오름병원');
  });

  it('refuses strangers, other analyses and bad file names with the contract’s words', async () => {
    const at = (file: string, analysis = analysisId) =>
      `/api/v1/projects/${projectId}/analysis/${analysis}/results/combined?file=${encodeURIComponent(file)}`;
    expect((await h.call('GET', at('gender.csv'), PARTNER)).statusCode).toBe(403);
    expect((await h.call('GET', at('gender.csv', 999_999), RESEARCHER)).statusCode).toBe(404);
    const empty = await h.call('GET', at(''), RESEARCHER);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Envelope<null>>().message).toBe('파일: 필수 입력 항목입니다.');
    const missing = await h.call('GET', at('nowhere.csv'), RESEARCHER);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Envelope<null>>().message).toBe(t$.fileMissing('nowhere.csv'));
  });
});
