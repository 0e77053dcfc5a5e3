import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  atlasSearchMessages,
  type AtlasSearchResult,
  type Envelope,
  type VocabularyConcept,
  type VocabularyFilters,
} from '@cdmnet/api/contract';
import { atlases } from '../src/db/schema.js';
import { atlasSearchOnNode } from './atlas-search-on-node.js';
import { startFakeHttp, startSilentTcp } from './peers/fake-peers.mjs';
import { MASTER, RESEARCHER, projectHelpers } from './project-helpers.js';

// The vocabulary search across hospitals against the real data node. RESEARCHER belongs to
// 한빛대학교병원 (in RFZ), so the RFZ hospitals' ATLASes are theirs to search and 대구청솔병원's (not
// in RFZ) is not.

const on = atlasSearchOnNode();
const t = () => on.t;
const h = projectHelpers(t);
const GI_BLEED = 192671;
beforeAll(() => on.start(), 240_000);
afterAll(() => on.stop());

const search = (body: object, email = RESEARCHER) => h.call('POST', '/api/v1/atlas/search', email, body);
const searched = async (body: object) => {
  const res = await search(body);
  expect(res.statusCode).toBe(200);
  return res.json<Envelope<AtlasSearchResult>>().content;
};
const idOf = (org: string) => on.atlasIdOf(org);
const pointAt = (atlasId: number, address: string) => on.pointAt(atlasId, address);

describe('the vocabulary search across hospitals', () => {
  it('merges concepts by id across the hospitals asked, with each hospital and its vocabulary version', async () => {
    const asked = [idOf('서울중앙의료원'), idOf('한빛대학교병원')];
    const result = await searched({ query: 'hemorrhage', atlasIds: asked });
    expect(result.sources.map((s) => [s.atlasId, s.state])).toEqual(asked.map((id) => [id, 'OK']));
    expect(result.sources[0]?.vocabularyVersion).toMatch(/\S/);
    const gi = result.concepts.find((c) => c.conceptId === GI_BLEED);
    expect(gi).toMatchObject({
      name: 'Gastrointestinal hemorrhage',
      koreanName: '위장관 출혈',
      domainId: 'Condition',
      vocabularyId: 'SNOMED',
      standard: 'S',
      invalidReason: null,
      validStart: '1970-01-01',
    });
    expect(gi?.foundIn.map((f) => f.atlasId)).toEqual(asked);
    // Merged: each concept once, however many hospitals have it.
    const ids = result.concepts.map((c) => c.conceptId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.total).toBe(result.sources[0]?.found);
    // An ATLAS named twice is asked, and listed, once.
    const twice = await searched({ query: 'hemorrhage', atlasIds: [...asked, asked[0]] });
    expect(twice.sources.map((s) => s.atlasId)).toEqual(asked);
  });

  it('asks every ATLAS the caller may use when none is named, and only those', async () => {
    const result = await searched({ query: 'hemorrhage' });
    const names = result.sources.map((s) => s.orgName);
    expect(names).toContain('한빛대학교병원');
    expect(names).toContain('서울중앙의료원');
    expect(names).not.toContain('대구청솔병원');
    expect(names).not.toContain('제주한라병원');
    const refused = await search({ query: 'hemorrhage', atlasIds: [idOf('대구청솔병원')] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Envelope<null>>().message).toBe(`ATLAS: ${atlasSearchMessages.atlasInvalid}`);
  });

  it('refuses a caller with no ATLAS to search', async () => {
    const res = await search({ query: 'hemorrhage' }, MASTER);
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope<null>>().message).toBe(atlasSearchMessages.noAtlasToSearch);
  });

  it('passes the filters to each WebAPI', async () => {
    const base = { query: 'a', atlasIds: [idOf('한빛대학교병원')], size: 100 };
    const drugs = await searched({ ...base, domainIds: ['Drug'] });
    expect(drugs.total).toBeGreaterThan(0);
    expect(drugs.concepts.every((c) => c.domainId === 'Drug')).toBe(true);
    expect(drugs.facets.domains).toEqual([{ value: 'Drug', count: drugs.total }]);
    const standard = await searched({ ...base, standard: 'S', vocabularyIds: ['SNOMED'] });
    expect(standard.concepts.every((c) => c.standard === 'S' && c.vocabularyId === 'SNOMED')).toBe(true);
    const nonStandard = await searched({ ...base, standard: 'N' });
    expect(nonStandard.total).toBeGreaterThan(0);
    expect(nonStandard.concepts.every((c) => c.standard === null)).toBe(true);
    const valid = await searched({ ...base, validity: 'VALID' });
    expect(valid.concepts.every((c) => c.invalidReason === null)).toBe(true);
    const all = await searched(base);
    expect(all.total).toBeGreaterThan(drugs.total);
  });

  it('pages and sorts the merged concepts', async () => {
    const base = { query: 'a', atlasIds: [idOf('한빛대학교병원'), idOf('서울중앙의료원')], size: 20 };
    const first = await searched({ ...base, page: 0 });
    const second = await searched({ ...base, page: 1 });
    expect(first.concepts).toHaveLength(20);
    expect(first.total).toBeGreaterThan(40);
    const overlap = second.concepts.filter((c) => first.concepts.some((f) => f.conceptId === c.conceptId));
    expect(overlap).toEqual([]);
    // WebAPI's order by default: by name.
    const names = first.concepts.map((c) => c.name.toLowerCase());
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
    const byIdDesc = await searched({ ...base, sort: { field: 'conceptId', order: 'desc' } });
    const ids = byIdDesc.concepts.map((c) => c.conceptId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const last = await searched({ ...base, page: Math.floor((first.total - 1) / 20) });
    expect(last.concepts.length).toBe(first.total - 20 * Math.floor((first.total - 1) / 20));
  });

  it('shows a stopped WebAPI as UNREACHABLE while the others answer', async () => {
    const stopped = await startFakeHttp(() => {});
    await stopped.close(); // its port now refuses connections
    const seoul = idOf('서울중앙의료원');
    await pointAt(seoul, `${stopped.url}/WebAPI`);
    try {
      const result = await searched({ query: 'hemorrhage', atlasIds: [seoul, idOf('한빛대학교병원')] });
      expect(result.sources.map((s) => s.state)).toEqual(['UNREACHABLE', 'OK']);
      expect(result.sources[0]?.message).toContain('서울중앙의료원');
      expect(result.sources[0]?.message).not.toContain('127.0.0.1');
      const foundIn = result.concepts.find((c) => c.conceptId === GI_BLEED)?.foundIn;
      expect(foundIn?.map((f) => f.atlasId)).toEqual([idOf('한빛대학교병원')]);
      expect(foundIn?.[0]?.vocabularyVersion).toMatch(/\S/);
    } finally {
      await pointAt(seoul, on.addressOf(seoul));
    }
  });

  it('gives up on a WebAPI that does not answer within its deadline, without holding the others', async () => {
    const silent = await startSilentTcp();
    const seoul = idOf('서울중앙의료원');
    await pointAt(seoul, `${silent.url}/WebAPI`);
    try {
      const started = Date.now();
      const result = await searched({ query: 'bleed', atlasIds: [seoul, idOf('한빛대학교병원')] });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(result.sources.map((s) => s.state)).toEqual(['TIMEOUT', 'OK']);
      expect(result.sources[0]?.message).toMatch(/1\.5초/);
    } finally {
      await pointAt(seoul, on.addressOf(seoul));
      await silent.close();
    }
  });

  it('tells an empty answer that may hide an error (UNCERTAIN) from a clean nothing-found', async () => {
    const hiding = await startFakeHttp((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/WebAPI/source/sources')
        return res.end(
          JSON.stringify([
            { sourceKey: 'X', sourceName: 'X', daimons: [{ daimonType: 'Vocabulary', priority: 1 }] },
          ]),
        );
      if (req.url === '/WebAPI/vocabulary/X/search') return res.end('[]');
      res.statusCode = 500;
      res.end('{}');
    });
    const seoul = idOf('서울중앙의료원');
    await pointAt(seoul, `${hiding.url}/WebAPI`);
    try {
      const result = await searched({ query: 'hemorrhage', atlasIds: [seoul, idOf('한빛대학교병원')] });
      expect(result.sources.map((s) => s.state)).toEqual(['UNCERTAIN', 'OK']);
      const clean = await searched({ query: 'zzzz-nothing-like-this', atlasIds: [idOf('한빛대학교병원')] });
      expect(clean.sources.map((s) => [s.state, s.found])).toEqual([['OK', 0]]);
    } finally {
      await pointAt(seoul, on.addressOf(seoul));
      await hiding.close();
    }
  });

  it('answers bad bodies with 400 and a Korean message, never a 500', async () => {
    const cases: [object, RegExp][] = [
      // Each names its field as the researcher reads it.
      [{ query: '   ' }, /^검색어: .*필수/],
      [{ query: 'x'.repeat(201) }, /200/],
      [{ query: 'a', size: 30 }, /페이지 크기: 20, 50, 100/],
      [{ query: 'a', page: -1 }, /페이지: /],
      [{ query: 'a', atlasIds: Array.from({ length: 21 }, (_, i) => i + 1) }, /20개/],
      [{ query: 'a', standard: 'X' }, /^표준 여부: /],
      [{ query: 'a', sort: { field: 'secret', order: 'asc' } }, /^정렬 기준: /],
    ];
    for (const [body, message] of cases) {
      const res = await search(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<Envelope<null>>().message).toMatch(message);
    }
  });
});

describe('spec §7 one-ATLAS search and the filter choices', () => {
  it('searches one ATLAS under its engine, and answers 404 for one the caller may not use there', async () => {
    const hanbit = idOf('한빛대학교병원');
    const [atlas] = await t()
      .db.select({ engineId: atlases.engineId })
      .from(atlases)
      .where(eq(atlases.id, hanbit));
    const res = await h.call('POST', `/api/v1/atlas/${atlas!.engineId}/${hanbit}/search`, RESEARCHER, {
      query: 'hemorrhage',
    });
    expect(res.statusCode).toBe(200);
    const concepts = res.json<Envelope<VocabularyConcept[]>>().content;
    expect(concepts.map((c) => c.conceptId)).toContain(GI_BLEED);
    const cheongsol = idOf('대구청솔병원');
    const [other] = await t()
      .db.select({ engineId: atlases.engineId })
      .from(atlases)
      .where(eq(atlases.id, cheongsol));
    const refused = await h.call('POST', `/api/v1/atlas/${other!.engineId}/${cheongsol}/search`, RESEARCHER, {
      query: 'hemorrhage',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<Envelope<null>>().message).toBe('존재하지 않는 Atlas 경로 입니다.');
    const wrongEngine = await h.call(
      'POST',
      `/api/v1/atlas/${other!.engineId}/${hanbit}/search`,
      RESEARCHER,
      {
        query: 'hemorrhage',
      },
    );
    expect(wrongEngine.statusCode).toBe(404);
  });

  it("merges the hospitals' domains and vocabularies for the filter selects", async () => {
    const ids = `${idOf('한빛대학교병원')},${idOf('서울중앙의료원')}`;
    const res = await h.call('GET', `/api/v1/atlas/vocabulary-filters?atlasIds=${ids}`, RESEARCHER);
    expect(res.statusCode).toBe(200);
    const filters = res.json<Envelope<VocabularyFilters>>().content;
    expect(filters.domains).toContain('Condition');
    expect(filters.domains).toContain('Drug');
    expect(filters.vocabularies.map((v) => v.id)).toContain('SNOMED');
    expect(new Set(filters.vocabularies.map((v) => v.id)).size).toBe(filters.vocabularies.length);
    const bad = await h.call('GET', '/api/v1/atlas/vocabulary-filters?atlasIds=1,x', RESEARCHER);
    expect(bad.statusCode).toBe(400);
  });
});
