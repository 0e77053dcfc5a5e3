import { describe, expect, it } from 'vitest';
import { atlasSearchMessages as m, vocabularySourceMessages as sm } from '../contract/atlas-search.ko.js';
import { atlasSearchApi } from '../contract/index.js';
import { settingsOf } from './admin.fixtures.js';
import {
  atlasSearchOf,
  CELECOXIB,
  GI_BLEEDING,
  KCD7_GI_BLEEDING,
  LOWER_GI_BLEEDING,
} from './atlas-search.fixtures.js';
import { contentOf, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The vocabulary search mocks answer as the server's atlas-search service: the researcher of
// 한빛대학교병원 (in RFZ) reaches the ATLASes of 광주무등의료원 (5), 부산해오름병원 (3, down),
// 서울중앙의료원 (2) and 한빛대학교병원 (1), in that (name) order.

const search = (body: Record<string, unknown>) =>
  contentOf(atlasSearchApi.searchVocabulary, { body: { query: '출혈', ...body } });

describe('the search across hospitals', () => {
  it('merges by concept id, says where each exists with which version, and reports the hospital that is down', async () => {
    world(RESEARCHER);
    const result = await search({});
    expect(result.sources.map((s) => [s.atlasId, s.state, s.found])).toEqual([
      [5, 'OK', 3],
      [3, 'UNREACHABLE', 0],
      [2, 'OK', 4],
      [1, 'OK', 4],
    ]);
    expect(result.sources[1]?.message).toBe(sm.unreachable('부산해오름병원 ATLAS'));
    expect(result.total).toBe(4);
    const kcd7 = result.concepts.find((c) => c.conceptId === KCD7_GI_BLEEDING);
    // KCD7 is only in the newer vocabularies.
    expect(kcd7?.foundIn.map((f) => f.atlasId)).toEqual([2, 1]);
    const gi = result.concepts.find((c) => c.conceptId === GI_BLEEDING);
    expect(gi).toMatchObject({ name: 'Gastrointestinal hemorrhage', koreanName: '위장관 출혈' });
    expect(gi?.foundIn).toEqual([
      { atlasId: 5, vocabularyVersion: 'v5.0 31-OCT-23' },
      { atlasId: 2, vocabularyVersion: 'v5.0 27-AUG-25' },
      { atlasId: 1, vocabularyVersion: 'v5.0 27-AUG-25' },
    ]);
  });

  it('filters, sorts, pages and counts facets over every page', async () => {
    world(RESEARCHER);
    const standard = await search({
      query: 'hemorrhage',
      standard: 'S',
      sort: { field: 'conceptId', order: 'desc' },
    });
    expect(standard.concepts.map((c) => c.conceptId)).toEqual([LOWER_GI_BLEEDING, 4291028, GI_BLEEDING]);
    const invalid = await search({ query: 'hemorrhage', validity: 'INVALID' });
    expect(invalid.concepts.map((c) => c.code)).toEqual(['578.9']);
    const paged = await search({ query: 'a', size: 20, page: 0 });
    expect(paged.facets.domains).toEqual([
      { value: 'Condition', count: 8 },
      { value: 'Drug', count: 3 },
    ]);
    expect(paged.total).toBe(11);
    expect(paged.concepts).toHaveLength(11);
    const second = await search({ query: 'a', page: 1 });
    expect(second.concepts).toEqual([]);
    expect(
      (await search({ query: 'celebrex', vocabularyIds: ['NDC'] })).concepts.map((c) => c.conceptId),
    ).toEqual([44923712]);
  });

  it('orders names as the web table sorts a page (Intl.Collator ko, numeric), Korean names first', async () => {
    world(RESEARCHER);
    const table = new Intl.Collator('ko', { numeric: true });
    for (const order of ['asc', 'desc'] as const) {
      const names = (await search({ query: '출혈', sort: { field: 'name', order } })).concepts.map(
        (c) => c.name,
      );
      const sorted = [...names].sort(table.compare);
      expect(names).toEqual(order === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('tells an empty list that may hide an error from a clean nothing found', async () => {
    world(RESEARCHER, (db) => {
      const site = atlasSearchOf(db).sites.get(2);
      if (site) site.state = 'UNCERTAIN';
    });
    const result = await search({ query: 'zzz' });
    expect(result.sources.find((s) => s.atlasId === 2)).toMatchObject({
      state: 'UNCERTAIN',
      message: sm.uncertain('서울중앙의료원 ATLAS'),
    });
    expect(result.sources.find((s) => s.atlasId === 1)).toMatchObject({
      state: 'OK',
      found: 0,
      message: null,
    });
  });

  it('refuses an ATLAS the caller may not use and a bad body with the field named', async () => {
    world(RESEARCHER);
    expect(
      await send(atlasSearchApi.searchVocabulary, { body: { query: '출혈', atlasIds: [6] } }),
    ).toMatchObject({ status: 400, message: `ATLAS: ${m.atlasInvalid}` });
    expect(
      await send(atlasSearchApi.searchOneAtlas, {
        params: { engineId: 2, atlasId: 1 },
        body: { query: '출혈' },
      }),
    ).toMatchObject({ status: 404, message: m.noSuchAtlas });
    expect(
      await send(atlasSearchApi.searchOneAtlas, {
        params: { engineId: 3, atlasId: 3 },
        body: { query: '출혈' },
      }),
    ).toMatchObject({ status: 422, message: sm.unreachable('부산해오름병원 ATLAS') });
    world(PARTNER, (db) => {
      // A user with no active membership anywhere has no ATLAS to search.
      const partner = db.users.find((u) => u.primaryEmail === PARTNER);
      if (partner) partner.orgList = [];
    });
    expect(await send(atlasSearchApi.searchVocabulary, { body: { query: '출혈' } })).toMatchObject({
      status: 403,
      message: m.noAtlasToSearch,
    });
    const bad = await send(atlasSearchApi.searchVocabulary, { body: { query: '출혈', size: 30 } });
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.message).toContain(m.sizeInvalid);
  });
});

describe('the concept page', () => {
  it('gives details, Korean synonyms first, hierarchy, mappings and the counts the caller may see', async () => {
    world(RESEARCHER);
    const page = await contentOf(atlasSearchApi.getConcept, { params: { conceptId: GI_BLEEDING } });
    expect(page.concept?.name).toBe('Gastrointestinal hemorrhage');
    expect(page.synonyms.slice(0, 2)).toEqual([
      { name: '위장관 출혈', language: 'ko' },
      { name: '위장관출혈', language: 'ko' },
    ]);
    expect(page.ancestors.map((a) => [a.concept.conceptId, a.distance])).toEqual([
      [4201745, 1],
      [441840, 2],
    ]);
    expect(page.descendants.map((d) => [d.concept.conceptId, d.distance])).toEqual([
      [4291028, 1],
      [LOWER_GI_BLEEDING, 1],
      [4338544, 2],
    ]);
    // 광주무등의료원's older vocabulary has no KCD7: the first hospital's view is the one shown.
    expect(page.mappedFrom.map((c) => c.vocabularyId)).toEqual(['ICD10CM', 'ICD9CM']);
    expect(page.sources.map((s) => [s.atlasId, s.present])).toEqual([
      [5, true],
      [3, false],
      [2, true],
      [1, true],
    ]);
    expect(page.counts.map((c) => [c.cdmName, c.state, c.persons.value])).toEqual([
      ['MUDEUNG_CDM', 'NOT_ALLOWED', null],
      ['HAEORUM_CDM', 'NOT_ALLOWED', null],
      ['HAEORUM_ONCO_CDM', 'NOT_ALLOWED', null],
      ['SJMC_CDM', 'NOT_ALLOWED', null],
      ['HANBIT_CDM', 'OK', 1_284],
    ]);
    expect(page.counts[0]?.message).toBe(m.conceptIdSwitchOff('광주무등의료원'));
    expect(page.counts[3]?.message).toBe(m.notMember('서울중앙의료원'));
  });

  it('hides a count below the minimum cell count, and says when no hospital has the concept', async () => {
    world(RESEARCHER);
    const lower = await contentOf(atlasSearchApi.getConcept, { params: { conceptId: LOWER_GI_BLEEDING } });
    expect(lower.counts.at(-1)).toMatchObject({
      state: 'OK',
      minCellCount: 5,
      persons: { value: null, hidden: true },
    });
    const missing = await contentOf(atlasSearchApi.getConcept, { params: { conceptId: 99 } });
    expect(missing.concept).toBeNull();
    expect(missing.counts).toEqual([]);
  });
});

describe('the concept viewer of one CDM', () => {
  it('gives concepts with counts and turns local codes into standard concepts', async () => {
    world(RESEARCHER);
    const ids = await contentOf(atlasSearchApi.getCdmConcepts, {
      params: { cdm: 'HANBIT_CDM', ids: `${CELECOXIB},99` },
    });
    expect(ids.concepts.map((c) => [c.conceptId, c.persons.value])).toEqual([[CELECOXIB, 2_410]]);
    const codes = await contentOf(atlasSearchApi.getLocalCodes, {
      params: { cdm: 'HANBIT_CDM', domain: 'Condition', codes: 'K92.2' },
    });
    expect(codes.codes[0]?.sourceConcepts.map((c) => c.vocabularyId)).toEqual(['ICD10CM', 'KCD7']);
    expect(codes.codes[0]?.standard.map((c) => c.conceptId)).toEqual([GI_BLEEDING]);
  });

  it('answers 404 for a CDM the caller cannot use and 403 with the reason where the organisation says no', async () => {
    world(RESEARCHER);
    expect(
      await send(atlasSearchApi.getCdmConcepts, { params: { cdm: 'HALLA_CDM', ids: '1' } }),
    ).toMatchObject({ status: 404, message: m.noSuchCdm });
    expect(
      await send(atlasSearchApi.getCdmConcepts, { params: { cdm: 'SJMC_CDM', ids: '1' } }),
    ).toMatchObject({
      status: 403,
      message: m.notMember('서울중앙의료원'),
    });
    world(RESEARCHER, (db) => {
      settingsOf(db, 1).conceptLookup = false;
    });
    expect(
      await send(atlasSearchApi.getLocalCodes, { params: { cdm: 'HANBIT_CDM', domain: 'All', codes: 'x' } }),
    ).toMatchObject({
      status: 403,
      message: m.conceptLookupOff('한빛대학교병원'),
    });
  });
});
