import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisMessages as m,
  replyMessages,
  ResultCode,
  type AnalysisDetail,
  type AnalysisSummary,
  type AnalysisTargetOption,
  type Envelope,
} from '@cdmnet/api/contract';
import { analyses, files, organizations } from '../src/db/schema.js';
import {
  ADVANCED,
  analysisHelpers,
  ESTIMATION,
  ONCOLOGY_ML,
  PREDICTION,
  zipLike,
} from './analysis-helpers.js';
import {
  DIABETES,
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

// A project's analyses (spec §3 and §7 "Analysis"; domain.md "Actors", "Projects and invitations"):
// who may call, the targets offered, creating, reading, editing and deleting, with their log rows.
// Packages: analysis-packages.test.ts; an advanced analysis's text and pictures: analysis-advanced.test.ts.

let t: TestApp;
const { call, content, projectIdOf, base, post, cdmIdOf, analysisIdOf, createAs, filesOf, auditsOf } =
  analysisHelpers(() => t);
let heart: number;
let oncology: number;
let diabetes: number;
let cdm: { hanbit: number; sjmc: number; haeorum: number; halla: number };

beforeAll(async () => {
  t = await createTestApp();
  heart = await projectIdOf(HEART);
  oncology = await projectIdOf(ONCOLOGY);
  diabetes = await projectIdOf(DIABETES);
  cdm = {
    hanbit: await cdmIdOf('HANBIT_CDM'),
    sjmc: await cdmIdOf('SJMC_CDM'),
    haeorum: await cdmIdOf('HAEORUM_CDM'),
    halla: await cdmIdOf('HALLA_CDM'),
  };
});
afterAll(() => t.close());

const forbidden = {
  result: false,
  code: ResultCode.FORBIDDEN,
  message: replyMessages.forbidden,
  content: null,
};

/** Every analysis call on one project, with ids that exist in it (the demo's prediction, picture 1). */
const everyCall = (projectId: number, analysisId: number) => {
  const at = `${base(projectId)}/${analysisId}`;
  return [
    ['GET', `${base(projectId)}/targets`],
    ['GET', base(projectId)],
    ['POST', base(projectId)],
    ['GET', at],
    ['PUT', at],
    ['DELETE', at],
    ['POST', `${at}/package`],
    ['POST', `${at}/fl?flType=SERVER`],
    ['GET', `${base(projectId)}/research/${analysisId}/download`],
    ['POST', `${at}/advanced`],
    ['GET', `${at}/advanced/detail`],
    ['GET', `${at}/advanced/images`],
    ['GET', `${at}/advanced/images/1`],
    ['DELETE', `${at}/advanced/images/1`],
  ] as const;
};
const garbage = { name: '\u0000', type: 'KING', cdmIds: 'all' };

const form = (name: string, extra: object = {}) => ({
  name,
  description: '설명',
  type: 'ESTIMATION',
  cdmIds: [cdm.hanbit, cdm.sjmc],
  ...extra,
});

describe('who may call', () => {
  it('asks for a session first, on all fourteen calls', async () => {
    const calls = everyCall(heart, await analysisIdOf(PREDICTION));
    expect(calls).toHaveLength(14);
    for (const [method, url] of calls) {
      const res = await call(method, url);
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: ResultCode.SESSION_EXPIRED });
    }
  });

  it('refuses strangers, platform admins and invitees who have not answered with 403, before the input', async () => {
    const prediction = await analysisIdOf(PREDICTION);
    // The partner is in no project; the master is not in this one; 신민재 is invited and has not answered.
    for (const as of [PARTNER, MASTER, MINJAE]) {
      for (const [method, url] of everyCall(heart, prediction)) {
        const res = await call(method, url, as, method === 'GET' ? undefined : garbage);
        expect(res.statusCode, `${method} ${url} as ${as}`).toBe(403);
        expect(res.json(), `${method} ${url} as ${as}`).toEqual(forbidden);
      }
    }
    // 김민준 is only invited to 당뇨병 약제 비교 효과 연구.
    expect((await call('GET', base(diabetes), RESEARCHER)).statusCode).toBe(403);
  });

  it('refuses a malformed, unknown or out-of-range project id with 403, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '999999']) {
      const res = await call('GET', `/api/v1/projects/${id}/analysis`, RESEARCHER);
      expect(res.statusCode, id).toBe(403);
    }
  });

  it('answers an analysis of another project with 404, never its data', async () => {
    const theirs = await analysisIdOf(ONCOLOGY_ML);
    // 김민준 is a member of both projects, but the id must belong to the project in the path.
    const reads = [
      `${base(heart)}/${theirs}`,
      `${base(heart)}/research/${theirs}/download`,
      `${base(heart)}/${theirs}/advanced/detail`,
      `${base(heart)}/${theirs}/advanced/images`,
    ];
    for (const url of reads) {
      const res = await call('GET', url, RESEARCHER);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ result: false, message: m.notFound, content: null });
    }
    const edit = await call('PUT', `${base(heart)}/${theirs}`, RESEARCHER, form('남의 분석'));
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `${base(heart)}/${theirs}`, RESEARCHER)).statusCode).toBe(404);
    const upload = await post(`${base(heart)}/${theirs}/package`, RESEARCHER, {}, [
      { name: 'a.sql', bytes: Buffer.from('select 1;') },
    ]);
    expect(upload.statusCode).toBe(404);
    // It is still there, untouched.
    const [row] = await t.db.select().from(analyses).where(eq(analyses.id, theirs));
    expect(row?.name).toBe(ONCOLOGY_ML);
    expect((await call('GET', `${base(oncology)}/${theirs}`, RESEARCHER)).statusCode).toBe(200);
  });

  it('answers a malformed analysis id with 400 and an unknown one with 404', async () => {
    const malformed = await call('GET', `${base(heart)}/abc`, RESEARCHER);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: ResultCode.INVALID_INPUT });
    expect((await call('GET', `${base(heart)}/999999`, RESEARCHER)).statusCode).toBe(404);
  });
});

describe('the targets offered', () => {
  it('are the organisations with a CDM, each with its CDMs', async () => {
    const options = await content<AnalysisTargetOption[]>('GET', `${base(heart)}/targets`, SEOJUN);
    const hanbit = options.find((option) => option.orgName === '한빛대학교병원');
    expect(hanbit?.cdms).toEqual([{ id: cdm.hanbit, name: 'HANBIT_CDM' }]);
    expect(options.map((option) => option.orgName)).toEqual(
      expect.arrayContaining(['한빛대학교병원', '서울중앙의료원', '부산해오름병원', '제주한라병원']),
    );
    expect(options.every((option) => option.cdms.length > 0)).toBe(true);
  });

  it('offer an organisation hidden from outsiders only to its own people, and refuse its CDM to others', async () => {
    const hide = (name: string, hidden: boolean) =>
      t.db.update(organizations).set({ hideFromExternal: hidden }).where(eq(organizations.name, name));
    await hide('제주한라병원', true);
    await hide('한빛대학교병원', true);
    try {
      const names = (await content<AnalysisTargetOption[]>('GET', `${base(heart)}/targets`, RESEARCHER)).map(
        (option) => option.orgName,
      );
      // 김민준 works at 한빛: he still sees it; 한라 is not his.
      expect(names).toContain('한빛대학교병원');
      expect(names).not.toContain('제주한라병원');
      const res = await call(
        'POST',
        base(heart),
        RESEARCHER,
        form('숨은 기관 대상', { cdmIds: [cdm.halla] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: m.targetUnknown });
    } finally {
      await hide('제주한라병원', false);
      await hide('한빛대학교병원', false);
    }
  });
});

describe('creating', () => {
  it('makes the analysis with its targets, answers its detail and logs it', async () => {
    const res = await call('POST', base(heart), SEOJUN, form('위험 점수 재보정', { type: 'PREDICTION' }));
    expect(res.statusCode).toBe(200);
    const reply = res.json<Envelope<AnalysisDetail>>();
    expect(reply.message).toBe(m.created);
    expect(reply.content).toMatchObject({
      projectId: heart,
      name: '위험 점수 재보정',
      description: '설명',
      type: 'PREDICTION',
      authorName: '오서준',
      latestVersion: null,
      versions: [],
      mayEdit: true,
      targets: [
        { cdmId: cdm.sjmc, cdmName: 'SJMC_CDM', orgName: '서울중앙의료원' },
        { cdmId: cdm.hanbit, cdmName: 'HANBIT_CDM', orgName: '한빛대학교병원' },
      ],
    });
    const id = reply.content.id;
    const [log] = await auditsOf(heart, 'ANALYSIS_CREATED');
    expect(log?.detail).toEqual({ analysisId: id, name: '위험 점수 재보정', type: 'PREDICTION' });
    expect(log?.targetType).toBe('analysis');
    // The newest is at the top of the tab, for every member.
    const list = await content<AnalysisSummary[]>('GET', base(heart), DOYUN);
    expect(list[0]).toMatchObject({ id, name: '위험 점수 재보정', authorName: '오서준' });
  });

  it('counts a CDM named twice once', async () => {
    const created = await createAs(
      RESEARCHER,
      heart,
      form('중복 대상', { cdmIds: [cdm.hanbit, cdm.hanbit] }),
    );
    expect(created.targets.map((target) => target.cdmId)).toEqual([cdm.hanbit]);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const before = (await auditsOf(heart)).length;
    const cases: [object, string][] = [
      [form('대상 없음', { cdmIds: [] }), m.targetsRequired],
      [form('대상 모름', { cdmIds: undefined }), m.targetsRequired],
      [form('대상 글자', { cdmIds: ['abc'] }), m.targetInvalid],
      [form('대상 너무 많음', { cdmIds: Array.from({ length: 51 }, (_, i) => i + 1) }), m.targetsTooMany],
      [form('유형 틀림', { type: 'COHORT' }), m.typeInvalid],
      [form('x'.repeat(101)), '이름: 100글자 이하로 입력해 주세요.'],
      [form('   '), '이름: 필수 입력 항목입니다.'],
      [form('설명 김', { description: '가'.repeat(2001) }), '2,000글자 이하로 입력해 주세요.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', base(heart), RESEARCHER, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<Envelope<null>>().message, message).toContain(message);
    }
    // A CDM that does not exist is the server's to find out.
    const unknown = await call(
      'POST',
      base(heart),
      RESEARCHER,
      form('없는 CDM', { cdmIds: [cdm.hanbit, 999999] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: ResultCode.INVALID_INPUT, message: m.targetUnknown });
    expect((await auditsOf(heart)).length).toBe(before);
  });

  it('gives the role-gated types only to holders of the research role of the same name', async () => {
    // 한도윤 holds no research role: ML and advanced analyses are refused, saying which role is missing.
    for (const type of ['ML', 'ADVANCED_ANALYSIS'] as const) {
      const res = await call('POST', base(heart), DOYUN, form(`${type} 시도`, { type }));
      expect(res.statusCode, type).toBe(403);
      expect(res.json(), type).toMatchObject({ code: ResultCode.FORBIDDEN, message: m.typeNeedsRole[type] });
    }
    // 김민준 holds ADVANCED_ANALYSIS and ML, not FL.
    const fl = await call('POST', base(heart), RESEARCHER, form('연합학습 시도', { type: 'FL' }));
    expect(fl.statusCode).toBe(403);
    expect(fl.json()).toMatchObject({ message: m.typeNeedsRole.FL });
    const ml = await createAs(RESEARCHER, heart, form('재입원 머신러닝', { type: 'ML' }));
    expect(ml.type).toBe('ML');
    // Plain types are every member's.
    expect((await createAs(DOYUN, heart, form('한도윤의 추정'))).authorName).toBe('한도윤');
  });
});

describe('reading', () => {
  it('lists the project’s analyses last updated first, with targets, author and latest version', async () => {
    const list = await content<AnalysisSummary[]>('GET', base(oncology), TAEMIN);
    expect(list).toEqual([
      expect.objectContaining({
        name: ONCOLOGY_ML,
        type: 'ML',
        authorName: '송태민',
        latestVersion: 1,
        targets: [
          expect.objectContaining({ cdmName: 'HAEORUM_CDM', orgName: '부산해오름병원' }),
          expect.objectContaining({ cdmName: 'HANBIT_CDM', orgName: '한빛대학교병원' }),
        ],
      }),
    ]);
    const heartList = await content<AnalysisSummary[]>('GET', base(heart), SEOJUN);
    const demo = heartList.filter((a) => [ADVANCED, PREDICTION, ESTIMATION].includes(a.name));
    // The demo's history: the advanced analysis was saved 5 days ago, the prediction's v2 came 9 days
    // ago, the estimation's zip 20 days ago.
    expect(demo.map((a) => [a.name, a.latestVersion])).toEqual([
      [ADVANCED, null],
      [PREDICTION, 2],
      [ESTIMATION, 1],
    ]);
    const times = heartList.map((a) => a.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows one analysis with its versions newest first, and whether the caller may edit it', async () => {
    const prediction = await analysisIdOf(PREDICTION);
    const detail = await content<AnalysisDetail>('GET', `${base(heart)}/${prediction}`, SEOJUN);
    expect(detail).toMatchObject({
      name: PREDICTION,
      authorName: '김민준',
      latestVersion: 2,
      mayEdit: false,
    });
    expect(detail.versions.map((v) => [v.version, v.fileName, v.uploadedByName, v.flType])).toEqual([
      [2, 'hf_readmission_v2.sql', '김민준', null],
      [1, 'hf_readmission_v1.sql', '김민준', null],
    ]);
    expect(detail.versions[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.targets.map((target) => target.cdmName)).toEqual(['HAEORUM_CDM', 'SJMC_CDM', 'HANBIT_CDM']);
    // Its author, and a manager, may edit; 한도윤 may edit his own estimation.
    expect((await content<AnalysisDetail>('GET', `${base(heart)}/${prediction}`, RESEARCHER)).mayEdit).toBe(
      true,
    );
    const estimation = await analysisIdOf(ESTIMATION);
    expect((await content<AnalysisDetail>('GET', `${base(heart)}/${estimation}`, DOYUN)).mayEdit).toBe(true);
    expect((await content<AnalysisDetail>('GET', `${base(heart)}/${estimation}`, RESEARCHER)).mayEdit).toBe(
      true,
    );
    expect((await content<AnalysisDetail>('GET', `${base(heart)}/${estimation}`, SEOJUN)).mayEdit).toBe(
      false,
    );
  });
});

describe('editing', () => {
  it('lets the author change it, keeps its versions, bumps its time and logs it', async () => {
    const created = await createAs(SEOJUN, heart, form('수정 전'));
    const upload = await post(`${base(heart)}/${created.id}/package`, SEOJUN, {}, [
      { name: 'study.sql', bytes: Buffer.from('select 1;') },
    ]);
    expect(upload.statusCode).toBe(200);
    const res = await call(
      'PUT',
      `${base(heart)}/${created.id}`,
      SEOJUN,
      form('수정 후', { type: 'PREDICTION', description: '새 설명', cdmIds: [cdm.haeorum] }),
    );
    expect(res.statusCode).toBe(200);
    const reply = res.json<Envelope<AnalysisDetail>>();
    expect(reply.message).toBe(m.modified);
    expect(reply.content).toMatchObject({
      name: '수정 후',
      type: 'PREDICTION',
      description: '새 설명',
      targets: [{ cdmName: 'HAEORUM_CDM' }],
      latestVersion: 1,
    });
    expect(reply.content.versions).toHaveLength(1);
    expect(reply.content.updatedAt > created.updatedAt).toBe(true);
    const [log] = await auditsOf(heart, 'ANALYSIS_MODIFIED');
    expect(log?.detail).toEqual({ analysisId: created.id, name: '수정 후' });
  });

  it('writes nothing when nothing changed', async () => {
    const created = await createAs(SEOJUN, heart, form('그대로'));
    const before = (await auditsOf(heart)).length;
    const res = await call(
      'PUT',
      `${base(heart)}/${created.id}`,
      SEOJUN,
      form('그대로', { cdmIds: [cdm.sjmc, cdm.hanbit] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<AnalysisDetail>>().content.updatedAt).toBe(created.updatedAt);
    expect((await auditsOf(heart)).length).toBe(before);
  });

  it('lets a manager edit a member’s analysis, but not a member someone else’s', async () => {
    const estimation = await analysisIdOf(ESTIMATION);
    const prediction = await analysisIdOf(PREDICTION);
    for (const [as, id] of [
      [SEOJUN, prediction],
      [DOYUN, prediction],
      [SEOJUN, estimation],
    ] as const) {
      const res = await call('PUT', `${base(heart)}/${id}`, as, form('가로채기'));
      expect(res.statusCode, as).toBe(403);
      expect(res.json(), as).toMatchObject({ code: ResultCode.FORBIDDEN, message: m.notEditor });
    }
    const own = await content<AnalysisDetail>('GET', `${base(heart)}/${estimation}`, DOYUN);
    const edited = {
      name: own.name,
      description: `${own.description} (관리자 검토)`,
      type: own.type,
      cdmIds: own.targets.map((target) => target.cdmId),
    };
    const res = await call('PUT', `${base(heart)}/${estimation}`, RESEARCHER, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<AnalysisDetail>>().content.description).toContain('(관리자 검토)');
  });

  it('needs the research role to turn an analysis into a role-gated type', async () => {
    const created = await createAs(DOYUN, heart, form('유형 바꾸기'));
    const res = await call('PUT', `${base(heart)}/${created.id}`, DOYUN, form('유형 바꾸기', { type: 'ML' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: m.typeNeedsRole.ML });
    expect((await content<AnalysisDetail>('GET', `${base(heart)}/${created.id}`, DOYUN)).type).toBe(
      'ESTIMATION',
    );
  });

  it('refuses bad input and a CDM the editor cannot target with 400', async () => {
    const created = await createAs(SEOJUN, heart, form('입력 확인'));
    const empty = await call(
      'PUT',
      `${base(heart)}/${created.id}`,
      SEOJUN,
      form('입력 확인', { cdmIds: [] }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Envelope<null>>().message).toContain(m.targetsRequired);
    const unknown = await call(
      'PUT',
      `${base(heart)}/${created.id}`,
      SEOJUN,
      form('입력 확인', { cdmIds: [999999] }),
    );
    expect(unknown.json()).toMatchObject({ message: m.targetUnknown });
  });
});

describe('deleting', () => {
  it('removes the analysis with its versions’ files, for its author or a manager, and logs it', async () => {
    const created = await createAs(SEOJUN, heart, form('지울 분석'));
    for (const name of ['a.sql', 'b.zip']) {
      const bytes = name.endsWith('.zip') ? zipLike() : Buffer.from('select 1;');
      expect(
        (await post(`${base(heart)}/${created.id}/package`, SEOJUN, {}, [{ name, bytes }])).statusCode,
      ).toBe(200);
    }
    const stored = await filesOf(created.id);
    expect(stored).toHaveLength(2);

    const refused = await call('DELETE', `${base(heart)}/${created.id}`, DOYUN);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: m.notEditor });

    // A manager may delete a member's analysis.
    const res = await call('DELETE', `${base(heart)}/${created.id}`, RESEARCHER);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: true, message: m.deleted, content: null });
    expect((await call('GET', `${base(heart)}/${created.id}`, SEOJUN)).statusCode).toBe(404);
    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(
        inArray(
          files.id,
          stored.map((file) => file.id),
        ),
      );
    expect(left).toEqual([]);
    expect(await filesOf(created.id)).toEqual([]);
    const [log] = await auditsOf(heart, 'ANALYSIS_DELETED');
    expect(log?.detail).toEqual({ name: '지울 분석' });
    expect(log?.actorId).not.toBeNull();
  });
});
