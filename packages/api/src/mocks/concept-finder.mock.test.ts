import { describe, expect, it } from 'vitest';
import { atlasSearchMessages as am } from '../contract/atlas-search.ko.js';
import { conceptFinderResult, finderRecords } from '../contract/concept-finder.js';
import { conceptFinderMessages as m } from '../contract/concept-finder.ko.js';
import { conceptFinderApi } from '../contract/index.js';
import {
  conceptFinderOf,
  FINDER_CELECOXIB,
  FINDER_GI_BLEEDING,
  FINDER_HBA1C,
  FINDER_LOWER_GI_BLEEDING,
  FINDER_MYOCARDIAL_INFARCTION,
  FINDER_TYPE_2_DIABETES,
  MODEL_SLOW_NOTICE,
} from './concept-finder.fixtures.js';
import { contentOf, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The concept finder's mocks answer in the contract's shapes, with a ranking good enough for the
// stories: the researcher of 한빛대학교병원 (in RFZ) sees the ATLASes of 한빛대학교병원 (1),
// 서울중앙의료원 (2), 부산해오름병원 (3) and 광주무등의료원 (5).

const find = async (query: string, extra: Record<string, unknown> = {}) => {
  const content = await contentOf(conceptFinderApi.findConcepts, { body: { query, ...extra } });
  return conceptFinderResult.parse(content);
};
const topOf = async (query: string) => (await find(query)).results[0];

describe('the finder', () => {
  it('ranks what Korean users type first, saying why it matched', async () => {
    world(RESEARCHER);
    const gi = await find('위장관 출혈');
    expect(gi).toMatchObject({
      method: 'LEXICAL',
      modelNotice: null,
      index: { state: 'READY', hospitalsFailed: 1 },
    });
    expect(gi.results[0]?.concept).toMatchObject({
      conceptId: FINDER_GI_BLEEDING,
      koreanName: '위장관 출혈',
    });
    expect(gi.results[0]?.match).toEqual({
      name: '위장관 출혈',
      language: 'ko',
      reasons: [{ kind: 'TEXT', from: '위장관 출혈', to: '위장관 출혈' }],
    });
    // Only the ATLASes the researcher may use, in id order.
    expect(gi.results[0]?.hospitals.map((h) => [h.atlasId, h.orgName])).toEqual([
      [1, '한빛대학교병원'],
      [2, '서울중앙의료원'],
      [5, '광주무등의료원'],
    ]);

    expect((await topOf('위장관출혈'))?.match.reasons.map((r) => r.kind)).toEqual(['SPACING']);
    const mi = await topOf('MI');
    expect(mi?.concept.conceptId).toBe(FINDER_MYOCARDIAL_INFARCTION);
    expect(mi?.match.reasons[0]).toEqual({ kind: 'ABBREVIATION', from: 'MI', to: 'myocardial infarction' });
    const typo = await topOf('당뇨벙');
    expect(typo?.match.reasons[0]).toEqual({ kind: 'CORRECTION', from: '당뇨벙', to: '당뇨병' });
    expect((await topOf('type 2 당뇨'))?.concept.conceptId).toBe(FINDER_TYPE_2_DIABETES);
    expect((await topOf('HbA1c'))?.concept.conceptId).toBe(FINDER_HBA1C);
    expect((await topOf('셀레콕시브'))?.concept.conceptId).toBe(FINDER_CELECOXIB);
    const phrase = await topOf('위장관 출혈이 있는 환자');
    expect(phrase?.concept.conceptId).toBe(FINDER_GI_BLEEDING);
    expect(phrase?.match.reasons[0]?.kind).toBe('PHRASE');
    expect((await topOf('심장마비'))?.match.reasons[0]).toEqual({
      kind: 'EVERYDAY',
      from: '심장마비',
      to: '심정지',
    });
    expect((await find('zzzz')).results).toEqual([]);
  });

  it('counts domains before the domain filter and keeps to the limit', async () => {
    world(RESEARCHER);
    const all = await find('celecoxib');
    expect(all.domains).toEqual([{ value: 'Drug', count: 2 }]);
    const blood = await find('혈', { domainIds: ['Measurement'], limit: 1 });
    expect(blood.results).toHaveLength(1);
    expect(blood.results[0]?.concept.domainId).toBe('Measurement');
    expect(blood.domains.map((d) => d.value)).toContain('Condition');
  });

  it('says which method ranked, and answers no results while the index is built or empty', async () => {
    world(RESEARCHER, (db) => {
      conceptFinderOf(db).model = 'ANSWERS';
    });
    const model = await find('MI');
    expect(model.method).toBe('MODEL');
    expect(model.results[0]?.match.reasons.at(-1)?.kind).toBe('MODEL');
    world(RESEARCHER, (db) => {
      conceptFinderOf(db).model = 'SLOW';
    });
    expect(await find('MI')).toMatchObject({ method: 'LEXICAL', modelNotice: MODEL_SLOW_NOTICE });
    world(RESEARCHER, (db) => {
      conceptFinderOf(db).index = {
        state: 'BUILDING',
        concepts: 0,
        hospitalsRead: 0,
        hospitalsFailed: 0,
        syncedAt: null,
      };
    });
    expect(await find('MI')).toMatchObject({ index: { state: 'BUILDING' }, results: [], domains: [] });
  });

  it('refuses an empty query and too many domains with the field named', async () => {
    world(RESEARCHER);
    expect(await send(conceptFinderApi.findConcepts, { body: { query: '  ' } })).toMatchObject({
      status: 400,
      message: `검색어: ${m.queryRequired}`,
    });
    const many = Array.from({ length: 21 }, (_, i) => `D${i}`);
    expect(
      await send(conceptFinderApi.findConcepts, { body: { query: 'MI', domainIds: many } }),
    ).toMatchObject({
      status: 400,
      message: `도메인: ${m.tooManyDomains(20)}`,
    });
  });
});

describe('the records of the found concepts', () => {
  it('counts per CDM under the concept viewer gates, hiding counts below the minimum', async () => {
    world(RESEARCHER);
    const content = await contentOf(conceptFinderApi.countFinderRecords, {
      body: { conceptIds: [FINDER_GI_BLEEDING, FINDER_LOWER_GI_BLEEDING] },
    });
    const { hospitals } = finderRecords.parse(content);
    const hanbit = hospitals.find((h) => h.cdmName === 'HANBIT_CDM');
    expect(hanbit).toMatchObject({ state: 'OK', minCellCount: 5, message: null });
    expect(hanbit?.counts).toEqual([
      { conceptId: FINDER_GI_BLEEDING, persons: { value: 1_284, hidden: false } },
      { conceptId: FINDER_LOWER_GI_BLEEDING, persons: { value: null, hidden: true } },
    ]);
    expect(hospitals.find((h) => h.cdmName === 'SJMC_CDM')).toMatchObject({
      state: 'NOT_ALLOWED',
      message: am.notMember('서울중앙의료원'),
    });
    expect(hospitals.find((h) => h.cdmName === 'MUDEUNG_CDM')?.message).toBe(
      am.conceptIdSwitchOff('광주무등의료원'),
    );
  });

  it('refuses an empty list and more than 50 ids', async () => {
    world(RESEARCHER);
    expect(await send(conceptFinderApi.countFinderRecords, { body: { conceptIds: [] } })).toMatchObject({
      status: 400,
      message: expect.stringContaining(m.conceptIdsRequired) as unknown,
    });
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(await send(conceptFinderApi.countFinderRecords, { body: { conceptIds: many } })).toMatchObject({
      status: 400,
      message: expect.stringContaining(m.tooManyConceptIds(50)) as unknown,
    });
  });
});
