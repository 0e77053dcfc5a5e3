import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  atlasSearchMessages as m,
  type CdmConcepts,
  type ConceptPage,
  type Envelope,
  type LocalCodes,
} from '@cdmnet/api/contract';
import { organizations } from '../src/db/schema.js';
import { atlasSearchOnNode } from './atlas-search-on-node.js';
import { RESEARCHER, projectHelpers } from './project-helpers.js';

// The concept viewer against the real data node: a concept page across hospitals, and spec §7's
// concept ids and local source codes per CDM, behind the organisation's Concept ID switch and its
// concept lookup setting. RESEARCHER is a member of 한빛대학교병원 only.

const on = atlasSearchOnNode();
const h = projectHelpers(() => on.t);
const GI_BLEED = 192671;
const HANBIT = '한빛대학교병원';
beforeAll(() => on.start(), 240_000);
afterAll(() => on.stop());

const setOrg = (name: string, values: Partial<typeof organizations.$inferInsert>) =>
  on.t.db.update(organizations).set(values).where(eq(organizations.name, name));
// Every test starts from the organisation allowing lookups, at the default minimum of 5.
beforeEach(() => setOrg(HANBIT, { onConceptId: true, conceptLookup: true, minCellCount: 5 }));

const page = async (query = '') => {
  const res = await h.call('GET', `/api/v1/atlas/concepts/${GI_BLEED}${query}`, RESEARCHER);
  expect(res.statusCode).toBe(200);
  return res.json<Envelope<ConceptPage>>().content;
};

describe('the concept page', () => {
  it('shows the concept, its synonyms, hierarchy and mappings, and the hospitals having it', async () => {
    const ids = [on.atlasIdOf('서울중앙의료원'), on.atlasIdOf(HANBIT)];
    const concept = await page(`?atlasIds=${ids.join(',')}`);
    expect(concept.concept).toMatchObject({ conceptId: GI_BLEED, name: 'Gastrointestinal hemorrhage' });
    expect(concept.synonyms).toContainEqual({ name: '위장관 출혈', language: 'ko' });
    expect(concept.synonyms).toContainEqual({ name: 'GI bleeding', language: 'en' });
    expect(concept.sources.map((s) => [s.atlasId, s.state, s.present])).toEqual(
      ids.map((id) => [id, 'OK', true]),
    );
    expect(concept.mappedFrom.map((c) => c.code)).toContain('K92.2');
    // The concept itself (distance 0 in concept_ancestor) is not its own ancestor.
    expect(concept.ancestors.every((a) => a.concept.conceptId !== GI_BLEED)).toBe(true);
    expect(concept.descendants.every((d) => d.distance >= 1)).toBe(true);
  });

  it('counts persons per CDM only where the organisation allows it and the caller is its member', async () => {
    const concept = await page();
    const hanbit = concept.counts.find((c) => c.orgName === HANBIT);
    expect(hanbit).toMatchObject({ state: 'OK', minCellCount: 5, persons: { hidden: false } });
    expect(hanbit?.persons.value).toBeGreaterThan(5);
    expect(hanbit?.personsWithDescendants.value).toBeGreaterThanOrEqual(hanbit?.persons.value ?? 0);
    const seoul = concept.counts.find((c) => c.orgName === '서울중앙의료원');
    expect(seoul?.state).toBe('NOT_ALLOWED');
    expect(seoul?.persons).toEqual({ value: null, hidden: false });
    // 대구청솔병원 is not the caller's to use at all: no row.
    expect(concept.counts.some((c) => c.orgName === '대구청솔병원')).toBe(false);

    await setOrg(HANBIT, { onConceptId: false });
    expect((await page()).counts.find((c) => c.orgName === HANBIT)).toMatchObject({
      state: 'NOT_ALLOWED',
      message: m.conceptIdSwitchOff(HANBIT),
    });
    await setOrg(HANBIT, { onConceptId: true, conceptLookup: false });
    expect((await page()).counts.find((c) => c.orgName === HANBIT)?.message).toBe(m.conceptLookupOff(HANBIT));
  });

  it("hides a count below the organisation's minimum cell count", async () => {
    const shown = (await page()).counts.find((c) => c.orgName === HANBIT)!;
    const persons = shown.persons.value!;
    await setOrg(HANBIT, { minCellCount: persons + 1 });
    const hidden = (await page()).counts.find((c) => c.orgName === HANBIT)!;
    expect(hidden.persons).toEqual({ value: null, hidden: true });
    expect(hidden.minCellCount).toBe(persons + 1);
  });

  it('answers a concept no hospital has with no concept, and a bad id with 400', async () => {
    const res = await h.call('GET', '/api/v1/atlas/concepts/2000000999', RESEARCHER);
    expect(res.statusCode).toBe(200);
    const missing = res.json<Envelope<ConceptPage>>().content;
    expect(missing.concept).toBeNull();
    expect(missing.sources.every((s) => !s.present)).toBe(true);
    const bad = await h.call('GET', '/api/v1/atlas/concepts/abc', RESEARCHER);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toContain(m.conceptIdInvalid);
  });
});

describe('spec §7 concept viewer per CDM', () => {
  it('reads concept ids in a CDM with their person counts, masked below the minimum', async () => {
    const url = `/api/v1/conceptid/cdmName/HANBIT_CDM/conceptIds/${GI_BLEED},1118084,2000000999`;
    const res = await h.call('GET', url, RESEARCHER);
    expect(res.statusCode).toBe(200);
    const cdm = res.json<Envelope<CdmConcepts>>().content;
    expect(cdm).toMatchObject({ cdmName: 'HANBIT_CDM', orgName: HANBIT });
    expect(cdm.concepts.map((c) => c.conceptId)).toEqual([GI_BLEED, 1118084]);
    expect(cdm.concepts[0]?.persons.value).toBeGreaterThan(5);
    await setOrg(HANBIT, { minCellCount: 100_000 });
    const masked = (await h.call('GET', url, RESEARCHER)).json<Envelope<CdmConcepts>>().content;
    expect(masked.concepts.every((c) => c.persons.hidden && c.persons.value === null)).toBe(true);
  });

  it('turns local source codes into standard concepts through "Maps to"', async () => {
    const url = '/api/v1/localcode/cdmName/HANBIT_CDM/sourceDomain/Condition/sourceCodes/K92.2,NOPE';
    const res = await h.call('GET', url, RESEARCHER);
    expect(res.statusCode).toBe(200);
    const { codes } = res.json<Envelope<LocalCodes>>().content;
    expect(codes[0]?.sourceConcepts.map((c) => c.vocabularyId)).toContain('ICD10CM');
    expect(codes[0]?.standard.map((c) => c.conceptId)).toEqual([GI_BLEED]);
    expect(codes[1]).toEqual({ sourceCode: 'NOPE', sourceConcepts: [], standard: [] });
    const drugDomain = await h.call(
      'GET',
      '/api/v1/localcode/cdmName/HANBIT_CDM/sourceDomain/Drug/sourceCodes/K92.2',
      RESEARCHER,
    );
    expect(drugDomain.json<Envelope<LocalCodes>>().content.codes[0]?.sourceConcepts).toEqual([]);
  });

  it('refuses where the switches are off (403 saying which), and a CDM the caller cannot use (404)', async () => {
    const url = `/api/v1/conceptid/cdmName/HANBIT_CDM/conceptIds/${GI_BLEED}`;
    await setOrg(HANBIT, { onConceptId: false });
    const off = await h.call('GET', url, RESEARCHER);
    expect(off.statusCode).toBe(403);
    expect(off.json<Envelope<null>>().message).toBe(m.conceptIdSwitchOff(HANBIT));
    await setOrg(HANBIT, { onConceptId: true, conceptLookup: false });
    const codes = await h.call(
      'GET',
      '/api/v1/localcode/cdmName/HANBIT_CDM/sourceDomain/All/sourceCodes/K92.2',
      RESEARCHER,
    );
    expect(codes.statusCode).toBe(403);
    expect(codes.json<Envelope<null>>().message).toBe(m.conceptLookupOff(HANBIT));
    // Accessible through RFZ, but the caller is not 서울중앙의료원's member.
    await setOrg('서울중앙의료원', { onConceptId: true });
    const outsider = await h.call(
      'GET',
      `/api/v1/conceptid/cdmName/SJMC_CDM/conceptIds/${GI_BLEED}`,
      RESEARCHER,
    );
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json<Envelope<null>>().message).toBe(m.notMember('서울중앙의료원'));
    for (const cdm of ['CHEONGSOL_CDM', 'NO_SUCH_CDM']) {
      const res = await h.call('GET', `/api/v1/conceptid/cdmName/${cdm}/conceptIds/${GI_BLEED}`, RESEARCHER);
      expect(res.statusCode).toBe(404);
      expect(res.json<Envelope<null>>().message).toBe('존재하지 않는 CMD 경로 입니다.');
    }
  });

  it('answers bad id and code lists with 400 and a Korean message', async () => {
    // A list of a hundred ids is longer than Fastify's default 100-character path parameter (app.ts
    // raises it): it is read, and a hundred and one is refused by the contract, in Korean.
    const hundred = Array.from({ length: 100 }, (_, i) => 2_000_000_000 + i);
    const full = await h.call(
      'GET',
      `/api/v1/conceptid/cdmName/HANBIT_CDM/conceptIds/${[GI_BLEED, ...hundred.slice(1)].join(',')}`,
      RESEARCHER,
    );
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json<Envelope<CdmConcepts>>().content.concepts.map((c) => c.conceptId)).toEqual([GI_BLEED]);
    for (const ids of [',', 'abc', '1,0', [...hundred, 1].join(',')]) {
      const res = await h.call('GET', `/api/v1/conceptid/cdmName/HANBIT_CDM/conceptIds/${ids}`, RESEARCHER);
      expect(res.statusCode, ids).toBe(400);
      expect(res.json<Envelope<null>>().message).toMatch(/[가-힣]/);
    }
  });
});
