import { describe, expect, it } from 'vitest';
import { analysisMessages } from '../contract/analyses.ko.js';
import { atlasDesignMessages as t } from '../contract/atlas-designs.ko.js';
import { analysesApi, analysisAtlasApi } from '../contract/index.js';
import { atlasDesignsOf, UNREACHABLE_REASON } from './analysis-atlas.fixtures.js';
import type { MockDb } from './db.js';
import { ADMIN, contentOf, forbidden, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The ATLAS design mocks answer as the server's services/analysis-atlas.ts: the target organisations'
// ATLASes listed live (부산해오름병원's does not answer and is reported), a design's document, and the
// import as the analysis's next package version for its author or a manager with the type's role.
// Analysis 1 (김민준's estimation) targets 한빛대학교병원, 서울중앙의료원 and 부산해오름병원; 3 is his ML one.

const a = (analysisId: number) => ({ id: 1, analysisId });
const characterization = { atlasId: 1, kind: 'CHARACTERIZATION', designId: 1 } as const;

describe('the design list', () => {
  it('keeps strangers out and answers 404 for another project’s analysis', async () => {
    world(PARTNER);
    expect(await send(analysisAtlasApi.listAtlasDesigns, { params: a(1) })).toMatchObject(forbidden);
    world(RESEARCHER);
    expect(await send(analysisAtlasApi.listAtlasDesigns, { params: a(7) })).toMatchObject({
      status: 404,
      message: analysisMessages.notFound,
    });
  });

  it('lists the reachable ATLASes’ designs by hospital, kind and name (Korean first), and says which ATLAS failed', async () => {
    world(RESEARCHER);
    const list = await contentOf(analysisAtlasApi.listAtlasDesigns, { params: a(1) });
    expect(list.designs.map((d) => [d.orgName, d.kind, d.name])).toEqual([
      ['서울중앙의료원', 'COHORT', '위장관 출혈 (GI bleed)'],
      ['서울중앙의료원', 'CHARACTERIZATION', '위장관 출혈 환자의 동반 질환'],
      ['한빛대학교병원', 'COHORT', '위장관 출혈 (GI bleed)'],
      ['한빛대학교병원', 'COHORT', 'NSAID 신규 사용자'],
      ['한빛대학교병원', 'CHARACTERIZATION', '위장관 출혈 환자 특성'],
      ['한빛대학교병원', 'INCIDENCE_RATE', 'NSAID 사용 후 위장관 출혈 발생률'],
      ['한빛대학교병원', 'ESTIMATION', '셀레콕시브 대 디클로페낙: 위장관 출혈 위험'],
      ['한빛대학교병원', 'PREDICTION', 'NSAID 사용자의 1년 내 위장관 출혈 예측'],
    ]);
    expect(list.unreachable).toEqual([
      {
        atlasId: 3,
        atlasName: '부산해오름병원 ATLAS',
        orgName: '부산해오름병원',
        message: `코호트 정의: ${UNREACHABLE_REASON}`,
      },
    ]);
  });

  it('follows its state: a design removed, an ATLAS that answers again', async () => {
    world(RESEARCHER, (db: MockDb) => {
      atlasDesignsOf(db).designs.set(1, []);
      atlasDesignsOf(db).designs.set(2, []);
      atlasDesignsOf(db).unreachable.clear();
    });
    expect(await contentOf(analysisAtlasApi.listAtlasDesigns, { params: a(1) })).toEqual({
      designs: [],
      unreachable: [],
    });
  });
});

describe('one design', () => {
  it('gives the document an import stores, and whether it runs as SQL', async () => {
    world(ADMIN);
    const rate = await contentOf(analysisAtlasApi.getAtlasDesign, {
      params: { ...a(1), atlasId: 1, kind: 'INCIDENCE_RATE', designId: 1 },
    });
    expect(rate).toMatchObject({ name: 'NSAID 사용 후 위장관 출혈 발생률', runsAsSql: true });
    const document = JSON.parse(rate.document) as { kind: string; cohorts: { id: number }[] };
    expect(document.kind).toBe('INCIDENCE_RATE');
    expect(document.cohorts.map((c) => c.id)).toEqual([2, 1]);
    const estimation = await contentOf(analysisAtlasApi.getAtlasDesign, {
      params: { ...a(1), atlasId: 1, kind: 'ESTIMATION', designId: 1 },
    });
    expect(estimation.runsAsSql).toBe(false);
  });

  it('refuses an ATLAS not targeted, a design gone and an ATLAS that fails, in the server’s words', async () => {
    world(RESEARCHER);
    const design = (atlasId: number, designId = 1) =>
      send(analysisAtlasApi.getAtlasDesign, { params: { ...a(1), atlasId, kind: 'COHORT', designId } });
    expect(await design(5)).toMatchObject({ status: 400, message: t.atlasNotTarget });
    expect(await design(1, 99)).toMatchObject({ status: 404, message: t.designNotFound });
    expect(await design(3)).toMatchObject({ status: 422, message: UNREACHABLE_REASON });
  });
});

describe('the import', () => {
  it('adds the design as the next package version, logged as an upload', async () => {
    const db = world(RESEARCHER);
    const before = (await contentOf(analysesApi.getAnalysis, { params: a(1) })).latestVersion ?? 0;
    const reply = await send(analysisAtlasApi.importAtlasDesign, { params: a(1), body: characterization });
    expect(reply).toMatchObject({ status: 200, message: t.imported('위장관 출혈 환자 특성') });
    expect(reply.content.versions[0]).toMatchObject({
      version: before + 1,
      fileName: 'atlas-characterization-1.json',
      uploadedByName: '김민준',
      flType: null,
    });
    expect((await contentOf(analysesApi.getAnalysis, { params: a(1) })).latestVersion).toBe(before + 1);
    expect(db.projectLog.at(-1)).toMatchObject({ action: 'PACKAGE_UPLOADED' });
    const rate = await send(analysisAtlasApi.importAtlasDesign, {
      params: a(1),
      body: { atlasId: 1, kind: 'INCIDENCE_RATE', designId: 1 },
    });
    expect(rate.content.versions[0]?.fileName).toBe('atlas-incidence-rate-1.json');
  });

  it('is for the author or a manager holding the type’s research role', async () => {
    world(ADMIN);
    expect(
      await send(analysisAtlasApi.importAtlasDesign, { params: a(1), body: characterization }),
    ).toMatchObject({ status: 403, message: analysisMessages.notEditor });
    world(RESEARCHER, (db) => {
      db.users.find((u) => u.primaryEmail === RESEARCHER)!.researchRole = [];
    });
    expect(
      await send(analysisAtlasApi.importAtlasDesign, { params: a(3), body: characterization }),
    ).toMatchObject({ status: 403, message: analysisMessages.typeNeedsRole.ML });
  });

  it('refuses a design gone, an ATLAS that fails and a kind it does not know', async () => {
    world(RESEARCHER);
    const post = (body: unknown) => send(analysisAtlasApi.importAtlasDesign, { params: a(1), body });
    expect(await post({ ...characterization, designId: 42 })).toMatchObject({
      status: 404,
      message: t.designNotFound,
    });
    expect(await post({ ...characterization, atlasId: 3 })).toMatchObject({
      status: 422,
      message: UNREACHABLE_REASON,
    });
    expect(await post({ ...characterization, kind: 'PATHWAY' })).toMatchObject({ status: 400 });
  });
});
