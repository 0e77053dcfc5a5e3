import { describe, expect, it } from 'vitest';
import { analysisMessages as t } from '../contract/analyses.ko.js';
import { fillPath, type AnyEndpoint } from '../contract/endpoint.js';
import type { Envelope } from '../contract/envelope.js';
import { analysesApi, projectsApi } from '../contract/index.js';
import type { MockDb } from './db.js';
import {
  ADMIN,
  contentOf,
  forbidden,
  MASTER,
  PARTNER,
  RESEARCHER,
  send,
  world,
} from './mock-calls.test-kit.js';

// The analysis mocks answer as the server will (spec §3/§7 "Analysis"): project members only, checked
// before the input; edits by the author or a manager; ADVANCED_ANALYSIS, ML and FL for holders of that
// research role; packages kept as versions. Fixtures: project 1 (김민준 manages, 박지현 a member) holds
// analyses 1–6 (2 is 박지현's, 5 has no package, 6 is advanced with two pictures); project 2 holds 7 and 8.

const ORIGIN = 'http://mock.test';

type FormInput = {
  params: Record<string, unknown>;
  query?: Record<string, string>;
  fields?: Record<string, string>;
  files?: File[];
};

/** A multipart call, as the client's `upload` sends one: text fields beside the files under `files`. */
async function sendForm<E extends AnyEndpoint>(endpoint: E, input: FormInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
  for (const file of input.files ?? []) form.append('files', file);
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  const res = await fetch(`${ORIGIN}${fillPath(endpoint.path, input.params)}${query}`, {
    method: endpoint.method,
    body: form,
  });
  return { status: res.status, ...((await res.json()) as Envelope<unknown>) };
}

const fetchFile = (endpoint: AnyEndpoint, params: Record<string, unknown>, query = '') =>
  fetch(`${ORIGIN}${fillPath(endpoint.path, params)}${query}`);

/** A zip's bytes begin `PK\x03\x04`: the server checks them. */
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x2a]);
const zip = (name = 'study.zip') => new File([ZIP_BYTES], name, { type: 'application/zip' });
/** A picture is judged by its first bytes (detectPhotoType), not by its name or claimed type. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const png = (name = 'figure.png') => new File([PNG_BYTES], name, { type: 'image/png' });

/** The researcher holding exactly `roles` (the fixtures give him ADVANCED_ANALYSIS and ML, as the demo does). */
const grant =
  (...roles: MockDb['users'][number]['researchRole']) =>
  (db: MockDb) => {
    db.users.find((u) => u.primaryEmail === RESEARCHER)!.researchRole = roles;
  };

const form = { name: '스타틴 병용 효과', description: '', type: 'ESTIMATION', cdmIds: [1, 2] };
const a = (analysisId: number, id = 1) => ({ params: { id, analysisId } });

const lastLog = (db: MockDb) => db.projectLog.at(-1);

describe('who may call', () => {
  it('keeps a stranger and a pending invitee out before the input', async () => {
    world(PARTNER);
    expect(await send(analysesApi.listAnalyses, { params: { id: 1 } })).toMatchObject(forbidden);
    expect(await send(analysesApi.createAnalysis, { params: { id: 1 }, body: { name: 42 } })).toMatchObject(
      forbidden,
    );
    world(RESEARCHER);
    expect(await send(analysesApi.getAnalysis, a(7, 2))).toMatchObject(forbidden);
  });

  it('answers 404 for another project’s analysis', async () => {
    world(RESEARCHER);
    expect(await send(analysesApi.getAnalysis, a(7))).toMatchObject({ status: 404, message: t.notFound });
  });

  it('lets only the author or a manager edit', async () => {
    world(ADMIN);
    expect((await contentOf(analysesApi.getAnalysis, a(1))).mayEdit).toBe(false);
    expect((await contentOf(analysesApi.getAnalysis, a(2))).mayEdit).toBe(true);
    expect(await send(analysesApi.modifyAnalysis, { ...a(1), body: form })).toMatchObject({
      status: 403,
      message: t.notEditor,
    });
    expect(await send(analysesApi.deleteAnalysis, a(1))).toMatchObject({ status: 403, message: t.notEditor });
    world(RESEARCHER);
    expect((await contentOf(analysesApi.getAnalysis, a(2))).mayEdit).toBe(true);
  });
});

describe('the analysis tab', () => {
  it('lists the project’s analyses last updated first, with targets and the newest version', async () => {
    world(RESEARCHER);
    const list = await contentOf(analysesApi.listAnalyses, { params: { id: 1 } });
    expect(list.map((row) => row.id)).toEqual([6, 5, 4, 3, 1, 2]);
    expect(list.find((row) => row.id === 1)).toMatchObject({
      latestVersion: 2,
      authorName: '김민준',
      targets: [
        { cdmId: 3, orgName: '부산해오름병원' },
        { cdmId: 2, orgName: '서울중앙의료원' },
        { cdmId: 1, orgName: '한빛대학교병원' },
      ],
    });
    const fl = await contentOf(analysesApi.getAnalysis, a(4));
    expect(fl.versions.map((v) => [v.version, v.flType])).toEqual([
      [2, 'CLIENT'],
      [1, 'SERVER'],
    ]);
    expect(fl.versions.every((v) => /^[0-9a-f]{64}$/.test(v.checksum))).toBe(true);
  });

  it('offers the visible organisations’ CDMs as targets; a hidden one only to its members', async () => {
    world(RESEARCHER, (db) => {
      db.organizations.find((o) => o.id === 4)!.hideFromExternal = true;
    });
    const options = await contentOf(analysesApi.listAnalysisTargets, { params: { id: 1 } });
    expect(options.map((o) => o.orgId)).not.toContain(4);
    expect(options.find((o) => o.orgId === 3)?.cdms.map((c) => c.name)).toEqual([
      'HAEORUM_CDM',
      'HAEORUM_ONCO_CDM',
    ]);
    expect(
      await send(analysesApi.createAnalysis, { params: { id: 1 }, body: { ...form, cdmIds: [4] } }),
    ).toMatchObject({ status: 400, message: t.targetUnknown });
  });
});

describe('creating, editing and deleting', () => {
  it('creates an analysis, shown on the next read and in the log', async () => {
    const db = world(RESEARCHER);
    const created = await send(analysesApi.createAnalysis, { params: { id: 1 }, body: form });
    expect(created).toMatchObject({ status: 200, message: '등록되었습니다.' });
    const id = (created.content as { id: number }).id;
    expect((await contentOf(analysesApi.listAnalyses, { params: { id: 1 } }))[0]).toMatchObject({
      id,
      name: '스타틴 병용 효과',
      latestVersion: null,
    });
    expect(lastLog(db)).toMatchObject({
      action: 'ANALYSIS_CREATED',
      actorId: 3,
      detail: { analysisId: id, name: '스타틴 병용 효과', type: 'ESTIMATION' },
    });
  });

  it('refuses a role-gated type without its research role, and allows it with the role', async () => {
    world(RESEARCHER, grant());
    for (const type of ['ADVANCED_ANALYSIS', 'ML', 'FL'] as const) {
      expect(
        await send(analysesApi.createAnalysis, { params: { id: 1 }, body: { ...form, type } }),
      ).toMatchObject({ status: 403, message: t.typeNeedsRole[type] });
    }
    expect(await send(analysesApi.modifyAnalysis, { ...a(3), body: { ...form, type: 'ML' } })).toMatchObject({
      status: 403,
      message: t.typeNeedsRole.ML,
    });
    world(RESEARCHER, grant('ML'));
    expect(
      await send(analysesApi.createAnalysis, { params: { id: 1 }, body: { ...form, type: 'ML' } }),
    ).toMatchObject({ status: 200 });
  });

  it('names the field of a bad form', async () => {
    world(RESEARCHER);
    const reply = await send(analysesApi.createAnalysis, {
      params: { id: 1 },
      body: { ...form, cdmIds: [] },
    });
    expect(reply).toMatchObject({ status: 400 });
    expect(reply.message).toContain(t.targetsRequired);
  });

  it('modifies and deletes, logging each', async () => {
    const db = world(RESEARCHER);
    const saved = await contentOf(analysesApi.modifyAnalysis, {
      ...a(2),
      body: { ...form, name: '중증 저혈당 예측 (수정)', type: 'PREDICTION', cdmIds: [1] },
    });
    expect(saved).toMatchObject({
      name: '중증 저혈당 예측 (수정)',
      targets: [{ cdmId: 1 }],
      latestVersion: 1,
    });
    expect(lastLog(db)).toMatchObject({
      action: 'ANALYSIS_MODIFIED',
      detail: { analysisId: 2, name: '중증 저혈당 예측 (수정)' },
    });
    expect(await send(analysesApi.deleteAnalysis, a(5))).toMatchObject({
      status: 200,
      message: '삭제되었습니다.',
    });
    expect(await send(analysesApi.getAnalysis, a(5))).toMatchObject({ status: 404 });
    expect(lastLog(db)).toMatchObject({
      action: 'ANALYSIS_DELETED',
      detail: { name: 'SGLT2 억제제 추가 후 신기능 변화' },
    });
    const log = await contentOf(projectsApi.listProjectLogs, { params: { id: 1 } });
    expect(log[0]).toMatchObject({ action: 'ANALYSIS_DELETED', actorName: '김민준' });
  });
});

describe('packages', () => {
  it('adds a version with a stable checksum, downloadable by version', async () => {
    const db = world(RESEARCHER);
    const reply = await sendForm(analysesApi.uploadAnalysisPackage, { ...a(1), files: [zip()] });
    expect(reply).toMatchObject({ status: 200, message: t.uploaded });
    const detail = await contentOf(analysesApi.getAnalysis, a(1));
    expect(detail.latestVersion).toBe(3);
    expect(detail.versions[0]).toMatchObject({ version: 3, fileName: 'study.zip', uploadedByName: '김민준' });
    expect(detail.versions[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
    await sendForm(analysesApi.uploadAnalysisPackage, { ...a(2), files: [zip()] });
    expect((await contentOf(analysesApi.getAnalysis, a(2))).versions[0]?.checksum).toBe(
      detail.versions[0]?.checksum,
    );
    expect(lastLog(db)).toMatchObject({
      action: 'PACKAGE_UPLOADED',
      detail: { analysisId: 2, version: 2, fileName: 'study.zip', flType: null },
    });

    const newest = await fetchFile(analysesApi.downloadAnalysisPackage, a(1).params);
    expect(newest.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''study.zip");
    expect(new Uint8Array(await newest.arrayBuffer())).toEqual(ZIP_BYTES);
    const first = await fetchFile(analysesApi.downloadAnalysisPackage, a(1).params, '?version=1');
    expect(first.headers.get('content-disposition')).toContain('mace_estimation_v1.zip');
    const missing = await fetchFile(analysesApi.downloadAnalysisPackage, a(1).params, '?version=9');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ result: false, message: t.versionMissing });
    const none = await fetchFile(analysesApi.downloadAnalysisPackage, a(5).params);
    expect(await none.json()).toMatchObject({ message: t.noPackage });
  });

  it('refuses what is not a package, and FL halves outside the fl call', async () => {
    world(RESEARCHER, grant('FL'));
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    for (const file of [text, new File(['not a zip'], 'renamed.zip')]) {
      expect(await sendForm(analysesApi.uploadAnalysisPackage, { ...a(1), files: [file] })).toMatchObject({
        status: 400,
        message: t.packageType,
      });
    }
    expect(
      await sendForm(analysesApi.uploadAnalysisPackage, { ...a(1), files: [new File([], 'empty.sql')] }),
    ).toMatchObject({ status: 400, message: t.packageEmpty });
    expect(await sendForm(analysesApi.uploadAnalysisPackage, { ...a(1) })).toMatchObject({
      status: 400,
      message: t.packageRequired,
    });
    expect(await sendForm(analysesApi.uploadAnalysisPackage, { ...a(4), files: [zip()] })).toMatchObject({
      status: 400,
      message: t.flNeedsFlUpload,
    });
    const fl = { query: { flType: 'CLIENT' }, files: [zip('client.R')] };
    expect(await sendForm(analysesApi.uploadFlPackage, { ...a(1), ...fl })).toMatchObject({
      status: 409,
      message: t.notFl,
    });
    const saved = await sendForm(analysesApi.uploadFlPackage, { ...a(4), ...fl });
    expect(saved).toMatchObject({ status: 200 });
    expect((await contentOf(analysesApi.getAnalysis, a(4))).versions[0]).toMatchObject({
      version: 3,
      flType: 'CLIENT',
    });
    world(RESEARCHER);
    expect(await sendForm(analysesApi.uploadFlPackage, { ...a(4), ...fl })).toMatchObject({
      status: 403,
      message: t.typeNeedsRole.FL,
    });
  });
});

describe('advanced analyses', () => {
  it('reads the detail and pictures, saves more, deletes one', async () => {
    const db = world(RESEARCHER, grant('ADVANCED_ANALYSIS'));
    expect((await contentOf(analysesApi.getAdvancedDetail, a(6))).detail).toContain('누적 MACE');
    const images = await contentOf(analysesApi.listAdvancedImages, a(6));
    expect(images.map((i) => i.id)).toEqual([1, 2]);
    const bytes = await fetchFile(analysesApi.getAdvancedImage, { id: 1, analysisId: 6, imageId: 1 });
    expect(bytes.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await bytes.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));

    const saved = await sendForm(analysesApi.saveAdvanced, {
      ...a(6),
      fields: { detail: '새 해설' },
      files: [png()],
    });
    expect(saved).toMatchObject({ status: 200, content: { detail: '새 해설' } });
    expect(lastLog(db)).toMatchObject({ action: 'ADVANCED_SAVED', detail: { analysisId: 6, images: 1 } });
    expect(await contentOf(analysesApi.listAdvancedImages, a(6))).toHaveLength(3);

    const pdf = new File(['%PDF-'], 'x.pdf', { type: 'application/pdf' });
    expect(await sendForm(analysesApi.saveAdvanced, { ...a(6), files: [pdf] })).toMatchObject({
      status: 400,
      message: t.imageType,
    });
    expect(await send(analysesApi.getAdvancedDetail, a(1))).toMatchObject({
      status: 409,
      message: t.notAdvanced,
    });

    await contentOf(analysesApi.deleteAdvancedImage, { params: { id: 1, analysisId: 6, imageId: 1 } });
    expect((await contentOf(analysesApi.listAdvancedImages, a(6))).map((i) => i.id)).not.toContain(1);
    expect(
      await send(analysesApi.deleteAdvancedImage, { params: { id: 1, analysisId: 6, imageId: 1 } }),
    ).toMatchObject({ status: 404, message: t.imageNotFound });
    expect(lastLog(db)).toMatchObject({
      action: 'ADVANCED_SAVED',
      detail: { analysisId: 6, images: 0, removedImages: 1 },
    });
  });

  it('needs the research role to save', async () => {
    world(MASTER);
    expect(await sendForm(analysesApi.saveAdvanced, { ...a(7, 2), fields: { detail: '' } })).toMatchObject({
      status: 200,
    });
    world(RESEARCHER, grant());
    expect(await sendForm(analysesApi.saveAdvanced, { ...a(6), fields: { detail: '' } })).toMatchObject({
      status: 403,
      message: t.typeNeedsRole.ADVANCED_ANALYSIS,
    });
  });
});
