import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisMessages as m,
  fileMessages,
  ResultCode,
  type AnalysisDetail,
  type Envelope,
} from '@cdmnet/api/contract';
import { storedZip } from '../src/db/demo-analyses.js';
import { analyses, files } from '../src/db/schema.js';
import { storeFile } from '../src/services/files.js';
import {
  analysisHelpers,
  ESTIMATION,
  ONCOLOGY_ML,
  PREDICTION,
  sha256,
  zipLike,
  type Part,
} from './analysis-helpers.js';
import { DOYUN, HEART, MASTER, ONCOLOGY, RESEARCHER, SEOJUN, TAEMIN } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// An analysis's study packages (spec §7 "Analysis": upload, `fl?flType=`, `research/{id}/download`):
// every upload a new version with its checksum, the types a package may be, the federated-learning
// halves, the download of the newest or a named version, and files no other endpoint serves.

let t: TestApp;
const { call, content, idOf, projectIdOf, base, post, cdmIdOf, analysisIdOf, createAs, filesOf, auditsOf } =
  analysisHelpers(() => t);
let heart: number;
let hanbit: number;

beforeAll(async () => {
  t = await createTestApp();
  heart = await projectIdOf(HEART);
  hanbit = await cdmIdOf('HANBIT_CDM');
});
afterAll(() => t.close());

const form = (name: string, type = 'ESTIMATION') => ({ name, description: '', type, cdmIds: [hanbit] });
const packageUrl = (id: number) => `${base(heart)}/${id}/package`;
const downloadUrl = (id: number, version?: number | string) =>
  `${base(heart)}/research/${id}/download${version === undefined ? '' : `?version=${version}`}`;
const upload = (id: number, as: string, parts: Part[]) => post(packageUrl(id), as, {}, parts);
const sql = (text: string): Part => ({ name: 'study.sql', bytes: Buffer.from(text) });

describe('uploading a package', () => {
  it('keeps every upload as the next version, with its checksum, and logs it', async () => {
    const created = await createAs(SEOJUN, heart, form('버전 확인'));
    const first = Buffer.from('-- 첫 번째 버전\nselect count(*) from person;\n');
    const second = Buffer.from('-- 두 번째 버전\nselect count(*) from visit_occurrence;\n');

    const one = await upload(created.id, SEOJUN, [{ name: '연구 v1.sql', bytes: first }]);
    expect(one.statusCode).toBe(200);
    const replyOne = one.json<Envelope<AnalysisDetail>>();
    expect(replyOne.message).toBe(m.uploaded);
    expect(replyOne.content).toMatchObject({ latestVersion: 1 });
    expect(replyOne.content.updatedAt > created.updatedAt).toBe(true);

    const two = await upload(created.id, SEOJUN, [{ name: 'study_v2.SQL', bytes: second }]);
    const detail = two.json<Envelope<AnalysisDetail>>().content;
    expect(detail.latestVersion).toBe(2);
    expect(detail.versions).toEqual([
      expect.objectContaining({
        version: 2,
        fileName: 'study_v2.SQL',
        size: second.length,
        checksum: sha256(second),
        flType: null,
        uploadedByName: '오서준',
      }),
      expect.objectContaining({ version: 1, fileName: '연구 v1.sql', checksum: sha256(first) }),
    ]);

    const [log] = await auditsOf(heart, 'PACKAGE_UPLOADED');
    expect(log?.detail).toEqual({
      analysisId: created.id,
      name: '버전 확인',
      version: 2,
      fileName: 'study_v2.SQL',
      flType: null,
    });
  });

  it('downloads the newest, or the version asked for, byte for byte, as an attachment', async () => {
    const created = await createAs(SEOJUN, heart, form('내려받기'));
    const v1 = zipLike('첫 번째 묶음');
    const v2 = Buffer.from('# R 스크립트\nprint("두 번째")\n');
    await upload(created.id, SEOJUN, [{ name: '분석 묶음.zip', bytes: v1 }]);
    await upload(created.id, SEOJUN, [{ name: 'model.R', bytes: v2 }]);
    const detail = await content<AnalysisDetail>('GET', `${base(heart)}/${created.id}`, SEOJUN);

    // Any member may download, the editors and the others alike.
    const newest = await call('GET', downloadUrl(created.id), DOYUN);
    expect(newest.statusCode).toBe(200);
    expect(newest.headers['content-type']).toBe('application/octet-stream');
    expect(newest.headers['content-disposition']).toBe(
      `attachment; filename="model.R"; filename*=UTF-8''model.R`,
    );
    expect(newest.rawPayload.equals(v2)).toBe(true);
    expect(sha256(newest.rawPayload)).toBe(detail.versions[0]?.checksum);

    const first = await call('GET', downloadUrl(created.id, 1), DOYUN);
    expect(first.rawPayload.equals(v1)).toBe(true);
    expect(sha256(first.rawPayload)).toBe(detail.versions[1]?.checksum);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="__ __.zip"; filename*=UTF-8''${encodeURIComponent('분석 묶음.zip')}`,
    );
  });

  it('takes .sql, .R and .zip in any case, and a real zip', async () => {
    const created = await createAs(SEOJUN, heart, form('형식 확인'));
    const accepted: Part[] = [
      { name: 'A.SQL', bytes: Buffer.from('select 1;') },
      { name: 'b.r', bytes: Buffer.from('x <- 1') },
      { name: 'C.ZIP', bytes: zipLike() },
      { name: 'd.zip', bytes: storedZip([{ name: 'README.md', text: '# 설명' }]) },
    ];
    for (const part of accepted) {
      expect((await upload(created.id, SEOJUN, [part])).statusCode, part.name).toBe(200);
    }
    expect((await content<AnalysisDetail>('GET', `${base(heart)}/${created.id}`, SEOJUN)).latestVersion).toBe(
      4,
    );
  });

  it('takes a package larger than an attachment may be, up to the contract’s 50 MB', async () => {
    const created = await createAs(SEOJUN, heart, form('큰 패키지'));
    const big = Buffer.alloc(12 * 1024 * 1024, '-- 주석\n');
    const res = await upload(created.id, SEOJUN, [{ name: 'big.sql', bytes: big }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<AnalysisDetail>>().content.versions[0]).toMatchObject({
      size: big.length,
      checksum: sha256(big),
    });
  });

  it('refuses anything but one .sql, .R or zip file with 400 saying so, and stores nothing', async () => {
    const created = await createAs(SEOJUN, heart, form('거절 확인'));
    const cases: [Part[], string][] = [
      [[], m.packageRequired],
      [[{ name: 'notes.txt', bytes: Buffer.from('텍스트 파일') }], m.packageType],
      [[{ name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00') }], m.packageType],
      [[{ name: 'study.sql.exe', bytes: Buffer.from('MZ\x90\x00') }], m.packageType],
      [[{ name: 'no-extension', bytes: Buffer.from('select 1;') }], m.packageType],
      // Named a zip, but not one.
      [[{ name: 'fake.zip', bytes: Buffer.from('이것은 압축 파일이 아닙니다') }], m.packageType],
      [[{ name: 'empty.sql', bytes: Buffer.alloc(0) }], m.packageEmpty],
      [[sql('select 1;'), sql('select 2;')], m.packageTooMany],
    ];
    for (const [parts, message] of cases) {
      const res = await upload(created.id, SEOJUN, parts);
      const what = parts.map((part) => part.name).join(', ') || '(no file)';
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT, message });
    }
    // Not a form at all.
    const json = await call('POST', packageUrl(created.id), SEOJUN, { file: 'select 1;' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: fileMessages.notMultipart });

    expect(await filesOf(created.id)).toEqual([]);
    expect((await content<AnalysisDetail>('GET', `${base(heart)}/${created.id}`, SEOJUN)).versions).toEqual(
      [],
    );
  });

  it('is for the author and the managers only', async () => {
    const prediction = await analysisIdOf(PREDICTION);
    for (const as of [SEOJUN, DOYUN]) {
      const res = await upload(prediction, as, [sql('select 1;')]);
      expect(res.statusCode, as).toBe(403);
      expect(res.json(), as).toMatchObject({ message: m.notEditor });
    }
    // The manager may upload to 한도윤's estimation.
    const estimation = await analysisIdOf(ESTIMATION);
    const res = await upload(estimation, RESEARCHER, [{ name: 'rerun.zip', bytes: zipLike() }]);
    expect(res.json<Envelope<AnalysisDetail>>().content.versions[0]).toMatchObject({
      version: 2,
      uploadedByName: '김민준',
    });
  });

  it('needs the research role of a role-gated analysis’s type', async () => {
    const me = await idOf(RESEARCHER);
    const ml = await createAs(RESEARCHER, heart, form('역할 확인', 'ML'));
    expect((await upload(ml.id, RESEARCHER, [sql('select 1;')])).statusCode).toBe(200);
    // The platform admin takes ML away: the analysis stays, but no new package goes in.
    await call('PUT', `/api/v1/master/members/${me}/roles`, MASTER, { roles: ['ADVANCED_ANALYSIS'] });
    try {
      const res = await upload(ml.id, RESEARCHER, [sql('select 2;')]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: m.typeNeedsRole.ML });
    } finally {
      await call('PUT', `/api/v1/master/members/${me}/roles`, MASTER, { roles: ['ADVANCED_ANALYSIS', 'ML'] });
    }
  });

  it('bumps the analysis to the top of the tab', async () => {
    const estimation = await analysisIdOf(ESTIMATION);
    await upload(estimation, DOYUN, [{ name: 'again.zip', bytes: zipLike() }]);
    const list = await content<{ id: number }[]>('GET', base(heart), SEOJUN);
    expect(list[0]?.id).toBe(estimation);
  });
});

describe('federated-learning packages', () => {
  it('take their halves through fl?flType= only, recording which half each version is', async () => {
    const me = await idOf(RESEARCHER);
    await call('PUT', `/api/v1/master/members/${me}/roles`, MASTER, {
      roles: ['ADVANCED_ANALYSIS', 'FL', 'ML'],
    });
    try {
      const fl = await createAs(RESEARCHER, heart, form('연합학습 재입원 모형', 'FL'));
      const plain = await upload(fl.id, RESEARCHER, [sql('select 1;')]);
      expect(plain.statusCode).toBe(400);
      expect(plain.json()).toMatchObject({ message: m.flNeedsFlUpload });

      const flUpload = (flType: string, part: Part) =>
        post(`${base(heart)}/${fl.id}/fl?flType=${flType}`, RESEARCHER, {}, [part]);
      const server = await flUpload('SERVER', { name: 'aggregator.zip', bytes: zipLike('server') });
      expect(server.statusCode).toBe(200);
      expect(server.json()).toMatchObject({ message: m.uploaded });
      const client = await flUpload('CLIENT', { name: 'client.R', bytes: Buffer.from('train <- 1') });
      expect(client.json<Envelope<AnalysisDetail>>().content.versions).toEqual([
        expect.objectContaining({ version: 2, flType: 'CLIENT', fileName: 'client.R' }),
        expect.objectContaining({ version: 1, flType: 'SERVER', fileName: 'aggregator.zip' }),
      ]);
      const [log] = await auditsOf(heart, 'PACKAGE_UPLOADED');
      expect(log?.detail).toEqual({
        analysisId: fl.id,
        name: '연합학습 재입원 모형',
        version: 2,
        fileName: 'client.R',
        flType: 'CLIENT',
      });

      // A half that is neither is refused before the file is looked at, a fake zip after.
      const bad = await flUpload('BOTH', { name: 'x.zip', bytes: zipLike() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<Envelope<null>>().message).toContain(m.flTypeInvalid);
      const fake = await flUpload('SERVER', { name: 'x.zip', bytes: Buffer.from('not a zip') });
      expect(fake.json()).toMatchObject({ message: m.packageType });
    } finally {
      await call('PUT', `/api/v1/master/members/${me}/roles`, MASTER, { roles: ['ADVANCED_ANALYSIS', 'ML'] });
    }
  });

  it('are refused for any other type of analysis with 409', async () => {
    const prediction = await analysisIdOf(PREDICTION);
    const res = await post(`${base(heart)}/${prediction}/fl?flType=SERVER`, RESEARCHER, {}, [
      { name: 'x.zip', bytes: zipLike() },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: ResultCode.CONFLICT, message: m.notFl });
  });
});

describe('downloading', () => {
  it('answers 404 with a reason when there is nothing to download, 400 for a malformed version', async () => {
    const empty = await createAs(SEOJUN, heart, form('빈 분석'));
    const none = await call('GET', downloadUrl(empty.id), SEOJUN);
    expect(none.statusCode).toBe(404);
    expect(none.headers['content-type']).toContain('application/json');
    expect(none.json()).toMatchObject({ result: false, message: m.noPackage });

    const prediction = await analysisIdOf(PREDICTION);
    const missing = await call('GET', downloadUrl(prediction, 9), SEOJUN);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: m.versionMissing });
    for (const version of ['abc', '0', '-1', '1.5']) {
      const res = await call('GET', downloadUrl(prediction, version), SEOJUN);
      expect(res.statusCode, version).toBe(400);
      expect(res.json<Envelope<null>>().message, version).toContain(m.versionInvalid);
    }
  });

  it('serves the demo’s packages: two SQL versions and a zip any unzip opens', async () => {
    const prediction = await analysisIdOf(PREDICTION);
    const v1 = (await call('GET', downloadUrl(prediction, 1), SEOJUN)).rawPayload.toString('utf8');
    const v2 = (await call('GET', downloadUrl(prediction), SEOJUN)).rawPayload.toString('utf8');
    expect(v1).toContain('(버전 1)');
    expect(v2).toContain('(버전 2)');
    expect(v2).toContain('@cdm_database_schema.death');

    const zip = (await call('GET', downloadUrl(await analysisIdOf(ESTIMATION), 1), SEOJUN)).rawPayload;
    expect(zip.subarray(0, 4).equals(Buffer.from('PK\x03\x04'))).toBe(true);
    // The end-of-central-directory record counts the four entries.
    expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
    expect(zip.readUInt16LE(zip.length - 12)).toBe(4);
    expect(zip.toString('utf8')).toContain('cohorts/target.sql');
  });

  it('is the project members’ only: another project’s analysis is 404 through this project', async () => {
    const theirs = await analysisIdOf(ONCOLOGY_ML);
    const res = await call('GET', downloadUrl(theirs), SEOJUN);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: m.notFound });
    // Through its own project, for its members.
    const oncology = await projectIdOf(ONCOLOGY);
    const own = await call('GET', `${base(oncology)}/research/${theirs}/download`, TAEMIN);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.toString('utf8')).toContain('library(xgboost)');
  });
});

describe('stored files', () => {
  it('are restricted: /api/v1/files/{id} does not serve them, to anyone', async () => {
    const prediction = await analysisIdOf(PREDICTION);
    const stored = await filesOf(prediction);
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) {
      expect(file.restricted).toBe(true);
      for (const as of [RESEARCHER, SEOJUN, MASTER]) {
        const res = await call('GET', `/api/v1/files/${file.id}`, as);
        expect(res.statusCode, `${file.id} as ${as}`).toBe(404);
        expect(res.json(), `${file.id} as ${as}`).toMatchObject({ result: false, content: null });
      }
    }
    // Files that are no project's still are.
    const open = await storeFile(t.db, {
      ownerId: null,
      name: 'logo.png',
      mimeType: 'image/png',
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    expect((await call('GET', `/api/v1/files/${open.id}`, SEOJUN)).statusCode).toBe(200);
  });

  it('go with their project when it is deleted', async () => {
    const made = await call('POST', '/api/v1/projects/create', SEOJUN, {
      name: '지울 프로젝트',
      description: '',
      openScope: 'PRIVATE',
      purpose: 'OTHER',
      color: '#0F766E',
    });
    expect(made.statusCode, made.body).toBe(200);
    const project = made.json<Envelope<{ id: number }>>().content.id;
    const created = await createAs(SEOJUN, project, form('지울 분석'));
    const uploaded = await post(`${base(project)}/${created.id}/package`, SEOJUN, {}, [sql('select 1;')]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const stored = (await filesOf(created.id)).map((file) => file.id);
    expect(stored).toHaveLength(1);

    expect((await call('DELETE', `/api/v1/projects/${project}`, SEOJUN)).statusCode).toBe(200);
    expect(await t.db.select({ id: files.id }).from(files).where(inArray(files.id, stored))).toEqual([]);
  });

  it('keep a version once an analysis’s type changes', async () => {
    const created = await createAs(SEOJUN, heart, form('유형 변경 후 버전'));
    await upload(created.id, SEOJUN, [sql('select 1;')]);
    await call('PUT', `${base(heart)}/${created.id}`, SEOJUN, {
      ...form('유형 변경 후 버전'),
      type: 'PREDICTION',
    });
    const [row] = await t.db
      .select({ type: analyses.type })
      .from(analyses)
      .where(eq(analyses.id, created.id));
    expect(row?.type).toBe('PREDICTION');
    expect((await call('GET', downloadUrl(created.id, 1), SEOJUN)).rawPayload.toString()).toBe('select 1;');
  });
});
