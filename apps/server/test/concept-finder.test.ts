import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  conceptFinderMessages as m,
  atlasSearchMessages as am,
  type ConceptFinderResult,
  type Envelope,
  type FinderIndex,
  type FinderRecords,
} from '@cdmnet/api/contract';
import { refreshIndex, refreshIndexOnce } from '../src/concept-finder/index-sync.js';
import { finderMessages } from '../src/concept-finder/messages.ko.js';
import { MODEL_BUDGET_MS } from '../src/concept-finder/model-assist.js';
import { rankSearch } from '../src/services/concept-finder.js';
import { atlases, finderSyncs, organizations, users } from '../src/db/schema.js';
import { atlasSearchOnNode } from './atlas-search-on-node.js';
import { startFakeOpenAi, type FakeOpenAi, type FakeRequest } from './peers/fake-openai.mjs';
import { MASTER, RESEARCHER, projectHelpers } from './project-helpers.js';

// EVIX-AI's concept finder through its API, over the index built from the real data node's vocabularies:
// what a researcher sees (ranked concepts with why they matched, the hospitals she may use having each),
// filters, Korean refusals naming the field, and person counts under the concept viewer's gates.
// RESEARCHER is a member of 한빛대학교병원 only.

const on = atlasSearchOnNode();
const h = projectHelpers(() => on.t);
const HANBIT = '한빛대학교병원';
const GI_BLEED = 192671;
const CELECOXIB = 1118084;
beforeAll(async () => {
  await on.start();
  await refreshIndex(on.t.db);
}, 240_000);
afterAll(() => on.stop());

const setOrg = (name: string, values: Partial<typeof organizations.$inferInsert>) =>
  on.t.db.update(organizations).set(values).where(eq(organizations.name, name));
beforeEach(() => setOrg(HANBIT, { onConceptId: true, conceptLookup: true, minCellCount: 5 }));

const find = async (body: object, email = RESEARCHER) => {
  const res = await h.call('POST', '/api/v1/evix-ai/concept-finder/search', email, body);
  return { status: res.statusCode, envelope: res.json<Envelope<ConceptFinderResult>>() };
};
const ids = (result: ConceptFinderResult) => result.results.map((r) => r.concept.conceptId);

describe('finding concepts', () => {
  it('reads a Korean phrase and says why the first result matched', async () => {
    const { status, envelope } = await find({ query: '위장관 출혈이 있는 환자' });
    expect(status).toBe(200);
    const result = envelope.content;
    expect(result).toMatchObject({ method: 'LEXICAL', modelNotice: null, index: { state: 'READY' } });
    expect(result.index.concepts).toBeGreaterThan(2000);
    expect(result.index.hospitalsRead).toBe(7);
    const [first] = result.results;
    expect(first?.concept).toMatchObject({ conceptId: GI_BLEED, koreanName: '위장관 출혈', standard: 'S' });
    expect(first?.match).toMatchObject({ name: '위장관 출혈', language: 'ko' });
    // The hospitals listed are those the caller may use (대구청솔병원 is not hers), never the others'.
    const hospitals = first?.hospitals.map((hospital) => hospital.orgName) ?? [];
    expect(hospitals).toContain(HANBIT);
    expect(hospitals).not.toContain('대구청솔병원');
  });

  it('reads abbreviations, typos and Korean typed in English mode, and says so', async () => {
    const mi = (await find({ query: 'MI' })).envelope.content.results[0];
    expect(mi?.concept.conceptId).toBe(4329847);
    expect(mi?.match.reasons).toContainEqual({
      kind: 'ABBREVIATION',
      from: 'mi',
      to: 'myocardial infarction',
    });
    const typo = (await find({ query: '셀레콕시부' })).envelope.content.results[0];
    expect(typo?.concept.conceptId).toBe(CELECOXIB);
    expect(typo?.match.reasons.map((r) => r.kind)).toContain('CORRECTION');
    const keys = (await find({ query: 'tpffpzhrtlqm' })).envelope.content.results[0];
    expect(keys?.concept.conceptId).toBe(CELECOXIB);
    expect(keys?.match.reasons).toContainEqual(
      expect.objectContaining({ kind: 'KEYBOARD', to: '셀레콕시브' }),
    );
  });

  it('filters by domain and counts every domain before the filter', async () => {
    const all = (await find({ query: '셀레콕시브' })).envelope.content;
    expect(all.domains.find((d) => d.value === 'Drug')?.count).toBeGreaterThan(1);
    const drugs = (await find({ query: '출혈', domainIds: ['Drug'] })).envelope.content;
    expect(drugs.results.every((r) => r.concept.domainId === 'Drug')).toBe(true);
    expect(drugs.domains.map((d) => d.value)).toContain('Condition');
    expect((await find({ query: '위장관 출혈', limit: 3 })).envelope.content.results).toHaveLength(3);
  });

  it('says what the index holds before any search', async () => {
    const res = await h.call('GET', '/api/v1/evix-ai/concept-finder/index', RESEARCHER);
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<FinderIndex>>().content).toMatchObject({ state: 'READY', hospitalsRead: 7 });
    const anonymous = await on.t.app.inject({ method: 'GET', url: '/api/v1/evix-ai/concept-finder/index' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers nothing found plainly, and keeps markup as the text it is', async () => {
    const none = (await find({ query: '쀍쀍 뷁뷁' })).envelope;
    expect(none.result).toBe(true);
    expect(ids(none.content)).toEqual([]);
    const markup = (await find({ query: '<img src=x onerror=alert(1)>' })).envelope;
    expect(markup.content.query).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses what it cannot search, in Korean naming the field', async () => {
    const empty = await find({ query: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.envelope.message).toContain(m.queryRequired);
    const long = await find({ query: '가'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.envelope.message).toContain(m.queryTooLong(200));
    const limit = await find({ query: '당뇨', limit: 0 });
    expect(limit.status).toBe(400);
    expect(limit.envelope.message).toContain(m.limitInvalid(100));
    const anonymous = await on.t.app.inject({
      method: 'POST',
      url: '/api/v1/evix-ai/concept-finder/search',
      payload: { query: '당뇨' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('persons with records of the results', () => {
  const records = async (conceptIds: unknown) => {
    const res = await h.call('POST', '/api/v1/evix-ai/concept-finder/records', RESEARCHER, { conceptIds });
    return { status: res.statusCode, envelope: res.json<Envelope<FinderRecords>>() };
  };

  it('counts per CDM where the caller may look, hidden below the minimum, refused elsewhere', async () => {
    const { status, envelope } = await records([GI_BLEED, CELECOXIB]);
    expect(status).toBe(200);
    const hanbit = envelope.content.hospitals.find((hospital) => hospital.orgName === HANBIT);
    expect(hanbit?.state).toBe('OK');
    const bleeding = hanbit?.counts.find((c) => c.conceptId === GI_BLEED)?.persons.value ?? 0;
    expect(bleeding).toBeGreaterThan(5);
    const seoul = envelope.content.hospitals.find((hospital) => hospital.orgName === '서울중앙의료원');
    if (seoul) {
      expect(seoul.state).toBe('NOT_ALLOWED');
      expect(seoul.counts.every((c) => c.persons.value === null)).toBe(true);
    }
    await setOrg(HANBIT, { minCellCount: bleeding + 1 });
    const hidden = (await records([GI_BLEED])).envelope.content.hospitals.find((x) => x.orgName === HANBIT);
    expect(hidden?.counts[0]?.persons).toEqual({ value: null, hidden: true });
    await setOrg(HANBIT, { conceptLookup: false });
    const refused = (await records([GI_BLEED])).envelope.content.hospitals.find((x) => x.orgName === HANBIT);
    expect(refused).toMatchObject({ state: 'NOT_ALLOWED', message: am.conceptLookupOff(HANBIT) });
  });

  it('refuses an empty or too long list in Korean', async () => {
    expect((await records([])).envelope.message).toContain(m.conceptIdsRequired);
    const many = await records(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(many.status).toBe(400);
    expect(many.envelope.message).toContain(m.tooManyConceptIds(50));
  });
});

describe('the index', () => {
  it('reads the hospitals again at once when none could be read yet (they were still starting)', async () => {
    const all = await on.t.db.select({ id: atlases.id, address: atlases.address }).from(atlases);
    for (const { id } of all) await on.pointAt(id, 'http://127.0.0.1:9/WebAPI');
    await on.t.db.delete(finderSyncs);
    await refreshIndex(on.t.db);
    expect((await on.t.db.select().from(finderSyncs)).every((sync) => sync.state === 'FAILED')).toBe(true);
    for (const { id, address } of all) await on.pointAt(id, address);
    // The search still answers from the index it has (it waits 3 s at most for the reading)…
    const result = (await find({ query: '위장관 출혈' })).envelope.content;
    expect(result.index.state).toBe('READY');
    expect(ids(result)[0]).toBe(GI_BLEED);
    // …and the reading it started takes the failed hospitals at once, not after the 15 s a failed
    // hospital otherwise waits (joining it: a loaded machine may take longer than the search waited).
    await refreshIndexOnce(on.t.db);
    const syncs = await on.t.db.select().from(finderSyncs);
    expect(syncs.map((sync) => sync.state)).toEqual(Array(7).fill('OK'));
    const after = (await find({ query: '위장관 출혈' })).envelope.content;
    expect(after.index).toMatchObject({ hospitalsRead: 7, hospitalsFailed: 0 });
  });

  it('says which hospital could not be read, and reads a hospital again once it answers', async () => {
    const atlasId = on.atlasIdOf('제주한라병원');
    await on.pointAt(atlasId, 'http://127.0.0.1:9/WebAPI');
    await on.t.db.delete(finderSyncs).where(eq(finderSyncs.atlasId, atlasId));
    await refreshIndex(on.t.db);
    const [failed] = await on.t.db.select().from(finderSyncs).where(eq(finderSyncs.atlasId, atlasId));
    expect(failed).toMatchObject({ state: 'FAILED', concepts: 0 });
    expect(failed?.message).toContain('제주한라병원');
    const during = (await find({ query: '당뇨' })).envelope.content;
    expect(during.index.hospitalsFailed).toBe(1);

    await on.t.db
      .update(atlases)
      .set({ address: on.addressOf(atlasId) })
      .where(eq(atlases.id, atlasId));
    // A failed hospital is read again after 15 s.
    await refreshIndex(on.t.db, new Date(Date.now() + 16_000));
    const [read] = await on.t.db.select().from(finderSyncs).where(eq(finderSyncs.atlasId, atlasId));
    expect(read).toMatchObject({ state: 'OK', message: null });
    expect(read?.concepts).toBe(444);
  });
});

describe("with the hospital's own model", () => {
  let ai: FakeOpenAi;
  const MI = 4329847;
  const isRerank = (request: FakeRequest) =>
    request.body.messages[0]?.content?.includes('rank OMOP') ?? false;

  beforeAll(async () => {
    ai = await startFakeOpenAi({ models: ['qwen2.5:7b'] });
    const [researcher] = await on.t.db
      .select({ orgId: users.orgEmployedId })
      .from(users)
      .where(eq(users.email, RESEARCHER));
    const saved = await h.call('PUT', `/api/v1/master/orgs/${researcher?.orgId}/ai-model`, MASTER, {
      url: ai.baseUrl,
      model: 'qwen2.5:7b',
      key: 'sk-hospital',
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => ai.close());
  beforeEach(() => ai.reset());

  it('ranks with the model: its reading of the search joins the results and its order is kept', async () => {
    ai.respond((request) =>
      isRerank(request)
        ? { json: { ranking: [MI, 999_999_999] } }
        : { json: { terms: ['Myocardial infarction'] } },
    );
    const result = (await find({ query: '가슴이 조이듯 아픈 발작' })).envelope.content;
    expect(result).toMatchObject({ method: 'MODEL', modelNotice: null });
    expect(result.results[0]?.concept.conceptId).toBe(MI);
    expect(result.results[0]?.match.reasons.map((r) => r.kind)).toContain('MODEL');
    // The model was asked twice, with the key, the search and the candidates' names — nothing else.
    expect(ai.requests).toHaveLength(2);
    expect(ai.requests[0]?.headers.authorization).toBe('Bearer sk-hospital');
    const rerank = ai.requests.find(isRerank)?.body.messages.at(-1)?.content ?? '';
    expect(rerank).toContain('가슴이 조이듯 아픈 발작');
    expect(rerank).toContain(`${MI}: Myocardial infarction`);
    // Each candidate is its id, names, domain and class: no count or patient data goes to the model.
    const lines = rerank.split('\n').slice(2);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^\d+: .+ \[[A-Za-z ]+, [A-Za-z0-9 /-]+\]$/);
  });

  it('shows the model the candidates in the model-free order: a model that keeps it changes nothing', async () => {
    // The model reads the search as itself and keeps the order it is given.
    ai.respond((request) => {
      const last = request.body.messages.at(-1)?.content ?? '';
      return isRerank(request)
        ? { json: { ranking: [...last.matchAll(/^(\d+):/gm)].map((match) => Number(match[1])) } }
        : { json: { terms: [last] } };
    });
    const lexical = (await rankSearch(on.t.db, '당뇨')).slice(0, 10).map((item) => item.conceptId);
    // (not in id order: a list shown in the index's order would come back reordered)
    expect(lexical).not.toEqual([...lexical].sort((a, b) => a - b));
    const result = (await find({ query: '당뇨' })).envelope.content;
    expect(result.method).toBe('MODEL');
    expect(ids(result).slice(0, lexical.length)).toEqual(lexical);
  });

  it('falls back to the model-free ranking, within its time, when the model is slow', async () => {
    ai.respond(() => ({ json: { terms: ['Myocardial infarction'] }, delayMs: MODEL_BUDGET_MS + 2_000 }));
    const started = Date.now();
    const result = (await find({ query: 'MI' })).envelope.content;
    expect(Date.now() - started).toBeLessThan(MODEL_BUDGET_MS + 1_500);
    expect(result).toMatchObject({
      method: 'LEXICAL',
      modelNotice: finderMessages.modelSlow(MODEL_BUDGET_MS / 1000),
    });
    expect(result.results[0]?.concept.conceptId).toBe(MI);
  });

  it('falls back when the model fails or answers what cannot be used', async () => {
    ai.respond(() => ({ status: 500 }));
    const failed = (await find({ query: 'MI' })).envelope.content;
    expect(failed).toMatchObject({ method: 'LEXICAL', modelNotice: finderMessages.modelFailed });
    ai.respond(() => ({ text: '죄송하지만 잘 모르겠습니다.' }));
    const nonsense = (await find({ query: 'MI' })).envelope.content;
    expect(nonsense).toMatchObject({ method: 'LEXICAL', modelNotice: finderMessages.modelFailed });
    expect(nonsense.results[0]?.concept.conceptId).toBe(MI);
  });
});
