import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisMessages as m,
  ResultCode,
  type AdvancedDetail,
  type AdvancedImage,
  type AnalysisDetail,
  type AnalysisSummary,
  type Envelope,
} from '@cdmnet/api/contract';
import { files } from '../src/db/schema.js';
import { ADVANCED, analysisHelpers, jpeg, ONCOLOGY_ML, PREDICTION, type Part } from './analysis-helpers.js';
import { DOYUN, HEART, ONCOLOGY, RESEARCHER, SEOJUN } from './project-helpers.js';
import { createTestApp, png, type TestApp } from './test-app.js';

// An advanced analysis's detail text and pictures (spec §3 "Analysis": advanced sub-items; §7
// `advanced`, `advanced/detail`, `advanced/images`): saving, reading, showing and removing them, who
// may, and the refusals for other types, wrong pictures and too many of them.

let t: TestApp;
const { call, content, projectIdOf, base, post, cdmIdOf, analysisIdOf, createAs, filesOf, auditsOf } =
  analysisHelpers(() => t);
let heart: number;
let hanbit: number;

beforeAll(async () => {
  t = await createTestApp();
  heart = await projectIdOf(HEART);
  hanbit = await cdmIdOf('HANBIT_CDM');
});
afterAll(() => t.close());

const at = (id: number) => `${base(heart)}/${id}`;
const save = (id: number, as: string, detail: string | undefined, parts: Part[] = []) =>
  post(`${at(id)}/advanced`, as, detail === undefined ? {} : { detail }, parts);
const newAdvanced = (name: string) =>
  createAs(RESEARCHER, heart, { name, type: 'ADVANCED_ANALYSIS', cdmIds: [hanbit] });
const imagesOf = (id: number, as = SEOJUN) =>
  content<AdvancedImage[]>('GET', `${at(id)}/advanced/images`, as);

describe('the detail text and pictures', () => {
  it('saves the text and adds the pictures, bumps the analysis and logs how many came', async () => {
    const created = await newAdvanced('그림 저장');
    const res = await save(created.id, RESEARCHER, '  위험군별 재입원율 그림입니다.  ', [
      { name: '보정 곡선.png', bytes: png(), type: 'image/png' },
      { name: 'risk.jpg', bytes: jpeg(), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const reply = res.json<Envelope<AdvancedDetail>>();
    expect(reply.message).toBe(m.saved);
    expect(reply.content.detail).toBe('위험군별 재입원율 그림입니다.');
    expect(reply.content.updatedAt).not.toBeNull();

    // Any member reads them, oldest picture first.
    const detail = await content<AdvancedDetail>('GET', `${at(created.id)}/advanced/detail`, SEOJUN);
    expect(detail).toEqual(reply.content);
    const images = await imagesOf(created.id);
    expect(images.map((image) => [image.name, image.size])).toEqual([
      ['보정 곡선.png', png().length],
      ['risk.jpg', jpeg().length],
    ]);
    const summary = (await content<AnalysisSummary[]>('GET', base(heart), SEOJUN))[0];
    expect(summary).toMatchObject({ id: created.id, updatedAt: reply.content.updatedAt });

    const [log] = await auditsOf(heart, 'ADVANCED_SAVED');
    expect(log?.detail).toEqual({ analysisId: created.id, name: '그림 저장', images: 2 });
  });

  it('shows a picture inline with the type read from its bytes, and never sniffed', async () => {
    const created = await newAdvanced('그림 보기');
    // The browser says text/plain; the bytes say PNG.
    await save(created.id, RESEARCHER, '', [{ name: '곡선.png', bytes: png(80), type: 'text/plain' }]);
    const [image] = await imagesOf(created.id);
    const res = await call('GET', `${at(created.id)}/advanced/images/${image?.id}`, DOYUN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="__.png"; filename*=UTF-8''${encodeURIComponent('곡선.png')}`,
    );
    expect(res.rawPayload.equals(png(80))).toBe(true);
  });

  it('writes nothing when the same text comes without pictures', async () => {
    const advanced = await analysisIdOf(ADVANCED);
    const before = await content<AdvancedDetail>('GET', `${at(advanced)}/advanced/detail`, SEOJUN);
    expect(before.detail).toContain('12유도 심전도');
    const logs = (await auditsOf(heart)).length;
    const res = await save(advanced, RESEARCHER, before.detail);
    expect(res.json<Envelope<AdvancedDetail>>().content).toEqual(before);
    expect((await auditsOf(heart)).length).toBe(logs);
  });

  it('refuses what is not a PNG, JPEG or WebP picture, and more than ten in all', async () => {
    const created = await newAdvanced('그림 거절');
    const text = await save(created.id, RESEARCHER, '설명', [
      { name: 'fake.png', bytes: Buffer.from('그림이 아닙니다'), type: 'image/png' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: ResultCode.INVALID_INPUT, message: m.imageType });
    const svg = await save(created.id, RESEARCHER, '설명', [
      {
        name: 'x.svg',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        type: 'image/svg+xml',
      },
    ]);
    expect(svg.json()).toMatchObject({ message: m.imageType });

    const pictures = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `${i}.png`, bytes: png() }));
    expect((await save(created.id, RESEARCHER, '설명', pictures(6))).statusCode).toBe(200);
    const tooMany = await save(created.id, RESEARCHER, '설명', pictures(5));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: m.imagesTooMany });
    expect((await save(created.id, RESEARCHER, '설명', pictures(4))).statusCode).toBe(200);
    expect(await imagesOf(created.id)).toHaveLength(10);
    // The text alone may still change.
    expect((await save(created.id, RESEARCHER, '새 설명')).statusCode).toBe(200);

    const long = await save(created.id, RESEARCHER, '가'.repeat(10_001));
    expect(long.statusCode).toBe(400);
    expect(long.json<Envelope<null>>().message).toContain('10,000글자 이하로 입력해 주세요.');
  });

  it('exists for advanced analyses only: the others answer 409', async () => {
    const prediction = await analysisIdOf(PREDICTION);
    const refusals = [
      await save(prediction, RESEARCHER, '설명'),
      await call('GET', `${at(prediction)}/advanced/detail`, SEOJUN),
      await call('GET', `${at(prediction)}/advanced/images`, SEOJUN),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: ResultCode.CONFLICT, message: m.notAdvanced });
    }
  });

  it('is the author’s and the managers’ to change', async () => {
    const created = await newAdvanced('권한 확인');
    await save(created.id, RESEARCHER, '설명', [{ name: 'a.png', bytes: png() }]);
    const [image] = await imagesOf(created.id);
    for (const res of [
      await save(created.id, SEOJUN, '가로채기'),
      await call('DELETE', `${at(created.id)}/advanced/images/${image?.id}`, DOYUN),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: m.notEditor });
    }
    expect(await imagesOf(created.id)).toHaveLength(1);
  });

  it('removes a picture with its file, and logs it as a save that removed one', async () => {
    const created = await newAdvanced('그림 삭제');
    await save(created.id, RESEARCHER, '설명', [
      { name: 'a.png', bytes: png() },
      { name: 'b.png', bytes: png() },
    ]);
    const [first, second] = await imagesOf(created.id);
    const stored = await filesOf(created.id);
    expect(stored.every((file) => file.restricted)).toBe(true);
    const res = await call('DELETE', `${at(created.id)}/advanced/images/${first?.id}`, RESEARCHER);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: true, message: m.deleted });
    expect((await imagesOf(created.id)).map((image) => image.id)).toEqual([second?.id]);
    expect(await filesOf(created.id)).toHaveLength(1);
    const gone = await call('GET', `${at(created.id)}/advanced/images/${first?.id}`, SEOJUN);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: m.imageNotFound });
    const [log] = await auditsOf(heart, 'ADVANCED_SAVED');
    expect(log?.detail).toEqual({ analysisId: created.id, name: '그림 삭제', images: 0, removedImages: 1 });
  });

  it('serves pictures only through their own analysis and project', async () => {
    const one = await newAdvanced('그림 하나');
    const other = await newAdvanced('그림 둘');
    await save(one.id, RESEARCHER, '', [{ name: 'a.png', bytes: png() }]);
    const [image] = await imagesOf(one.id);
    // Another analysis's path, another project's path, and the files endpoint all answer 404.
    const oncology = await projectIdOf(ONCOLOGY);
    const ml = await analysisIdOf(ONCOLOGY_ML);
    const urls = [
      `${at(other.id)}/advanced/images/${image?.id}`,
      `${base(oncology)}/${ml}/advanced/images/${image?.id}`,
      `${base(oncology)}/${one.id}/advanced/images/${image?.id}`,
    ];
    for (const url of urls) {
      expect((await call('GET', url, RESEARCHER)).statusCode, url).toBe(404);
    }
    const [file] = await filesOf(one.id);
    expect((await call('GET', `/api/v1/files/${file?.id}`, RESEARCHER)).statusCode).toBe(404);
    const deleted = await call('DELETE', `${at(other.id)}/advanced/images/${image?.id}`, RESEARCHER);
    expect(deleted.statusCode).toBe(404);
    expect(await imagesOf(one.id)).toHaveLength(1);
  });

  it('goes with its analysis', async () => {
    const created = await newAdvanced('함께 삭제');
    await save(created.id, RESEARCHER, '설명', [{ name: 'a.png', bytes: png() }]);
    const stored = (await filesOf(created.id)).map((file) => file.id);
    expect(stored).toHaveLength(1);
    const detail = await content<AnalysisDetail>('GET', at(created.id), RESEARCHER);
    expect(detail.mayEdit).toBe(true);
    expect((await call('DELETE', at(created.id), RESEARCHER)).statusCode).toBe(200);
    expect(await t.db.select({ id: files.id }).from(files).where(inArray(files.id, stored))).toEqual([]);
  });
});
