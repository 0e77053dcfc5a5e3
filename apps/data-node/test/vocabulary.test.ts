import { describe, expect, it } from 'vitest';
import { siteNamed, sites } from './helpers.js';

// The vocabulary calls issue 29 added (info, domains, vocabularies, related concepts, the hierarchy,
// lookups, the Korean-name and synonym extensions) and the record counts per concept, in WebAPI's
// shapes, over real HTTP on the demo node (minimum cell count 5).

const GIBLEED_SITES = ['hanbit_cdm', 'sjmc_cdm', 'haeorum_cdm', 'cheongsol_cdm', 'mudeung_cdm', 'halla_cdm'];
const hanbit = () => siteNamed('hanbit_cdm').webapi;

async function call(webapi: string, path: string, body?: unknown) {
  const response = await fetch(`${webapi}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}

type Related = {
  CONCEPT_ID: number;
  RELATIONSHIPS: { RELATIONSHIP_NAME: string; RELATIONSHIP_DISTANCE: number }[];
};

describe('vocabulary', () => {
  it('tells the vocabulary version, its domains and vocabularies', async () => {
    expect((await call(hanbit(), '/vocabulary/HANBIT_CDM/info')).body).toEqual({
      version: 'v5.0 18-JAN-19',
      dialect: 'postgresql',
    });
    const domains = (await call(hanbit(), '/vocabulary/HANBIT_CDM/domains')).body as Record<
      string,
      unknown
    >[];
    expect(domains).toContainEqual({
      DOMAIN_ID: 'Condition',
      DOMAIN_NAME: 'Condition',
      DOMAIN_CONCEPT_ID: 19,
    });
    const vocabularies = (await call(hanbit(), '/vocabulary/HANBIT_CDM/vocabularies')).body as Record<
      string,
      unknown
    >[];
    expect(vocabularies).toContainEqual(
      expect.objectContaining({ VOCABULARY_ID: 'None', VOCABULARY_VERSION: 'v5.0 18-JAN-19' }),
    );
    expect(vocabularies.find((v) => v.VOCABULARY_ID === 'SNOMED')).toMatchObject({
      VOCABULARY_NAME: 'Systematic Nomenclature of Medicine - Clinical Terms (IHTSDO)',
      VOCABULARY_CONCEPT_ID: expect.any(Number) as unknown,
    });
    expect((await call(hanbit(), '/vocabulary/NOPE/info')).status).toBe(404);
  });

  it('gives search rows their Korean name: the longest Korean synonym, the formal one first written', async () => {
    const rows = (await call(hanbit(), '/vocabulary/HANBIT_CDM/search', { QUERY: 'gastrointestinal hem' }))
      .body as Record<string, unknown>[];
    expect(rows.map((r) => r.CONCEPT_ID)).toEqual([192671, 35208414]);
    // 위장관 출혈 and 소화관 출혈 are as long: the row our file writes first is the name.
    expect(rows[0]?.KOREAN_NAME).toBe('위장관 출혈');
    expect(rows[1]?.KOREAN_NAME).toEqual(expect.stringContaining('출혈'));
  });

  it('gives a concept its synonyms in every language', async () => {
    const concept = (await call(hanbit(), '/vocabulary/HANBIT_CDM/concept/192671')).body as {
      SYNONYMS: { name: string; languageConceptId: number }[];
    };
    expect(concept.SYNONYMS).toContainEqual({ name: '위장관 출혈', languageConceptId: 4175771 });
    expect(concept.SYNONYMS).toContainEqual({ name: 'GI bleeding', languageConceptId: 4180186 });
    expect((await call(hanbit(), '/vocabulary/HANBIT_CDM/concept/42')).status).toBe(205);
  });

  it('relates a source code to its standard concept and back, by the relationship names', async () => {
    const fromCode = (await call(hanbit(), '/vocabulary/HANBIT_CDM/concept/35208414/related'))
      .body as Related[];
    expect(fromCode.find((c) => c.CONCEPT_ID === 192671)?.RELATIONSHIPS).toEqual([
      { RELATIONSHIP_NAME: 'Non-standard to Standard map (OMOP)', RELATIONSHIP_DISTANCE: 0 },
    ]);
    const toCode = (await call(hanbit(), '/vocabulary/HANBIT_CDM/concept/192671/related')).body as Related[];
    expect(toCode.find((c) => c.CONCEPT_ID === 35208414)?.RELATIONSHIPS).toEqual([
      { RELATIONSHIP_NAME: 'Standard to Non-standard map (OMOP)', RELATIONSHIP_DISTANCE: 0 },
    ]);
  });

  it('answers the hierarchy: ancestors and descendants with their distance, the concept itself at 0', async () => {
    const hierarchy = async (id: number) =>
      (await call(hanbit(), `/vocabulary/HANBIT_CDM/concept/${id}/ancestorAndDescendant`)).body as Related[];
    const relationsTo = (rows: Related[], id: number) => rows.find((r) => r.CONCEPT_ID === id)?.RELATIONSHIPS;
    // Sinusitis (4283893): viral and chronic sinusitis one level below, acute bacterial two; each
    // of them has sinusitis above.
    const sinusitis = await hierarchy(4283893);
    expect(relationsTo(sinusitis, 40481087)).toEqual([
      { RELATIONSHIP_NAME: 'Has descendant of', RELATIONSHIP_DISTANCE: 1 },
    ]);
    expect(relationsTo(sinusitis, 4294548)).toEqual([
      { RELATIONSHIP_NAME: 'Has descendant of', RELATIONSHIP_DISTANCE: 2 },
    ]);
    expect(relationsTo(sinusitis, 4283893)).toEqual([
      { RELATIONSHIP_NAME: 'Has ancestor of', RELATIONSHIP_DISTANCE: 0 },
      { RELATIONSHIP_NAME: 'Has descendant of', RELATIONSHIP_DISTANCE: 0 },
    ]);
    expect(relationsTo(await hierarchy(4294548), 4283893)).toEqual([
      { RELATIONSHIP_NAME: 'Has ancestor of', RELATIONSHIP_DISTANCE: 2 },
    ]);
    // /related holds the hierarchy too (and the direct relationships, above).
    const related = (await call(hanbit(), '/vocabulary/HANBIT_CDM/concept/1118084/related'))
      .body as Related[];
    const names = new Set(related.flatMap((r) => r.RELATIONSHIPS.map((x) => x.RELATIONSHIP_NAME)));
    expect(names).toContain('Has ancestor of');
    expect(names).toContain('Has descendant of');
  });

  it('looks up concept ids and source codes', async () => {
    const ids = (await call(hanbit(), '/vocabulary/HANBIT_CDM/lookup/identifiers', [1118084, 42, 192671]))
      .body as { CONCEPT_ID: number }[];
    expect(ids.map((c) => c.CONCEPT_ID)).toEqual([192671, 1118084]);
    const codes = (await call(hanbit(), '/vocabulary/HANBIT_CDM/lookup/sourcecodes', ['K92.2', 'nope']))
      .body as { CONCEPT_ID: number }[];
    expect(codes.map((c) => c.CONCEPT_ID)).toEqual([35208414]);
    const bad = await call(hanbit(), '/vocabulary/HANBIT_CDM/lookup/identifiers', ['x']);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('개념 id');
    expect((await call(hanbit(), '/vocabulary/HANBIT_CDM/lookup/sourcecodes', { codes: [] })).status).toBe(
      400,
    );
  });
});

describe('record counts', () => {
  const counts = async (database: string, ids: unknown) => {
    const site = siteNamed(database);
    return call(site.webapi, `/cdmresults/${database.toUpperCase()}/conceptRecordCount`, ids);
  };
  const of = (body: unknown, id: number) =>
    (body as Record<string, (number | null)[]>[]).find((entry) => String(id) in entry)![String(id)]!;

  it('counts the persons with GI bleeding per hospital: the six shares add up to the sample’s 479', async () => {
    let persons = 0;
    let withDescendants = 0;
    for (const database of GIBLEED_SITES) {
      const { status, body } = await counts(database, [192671]);
      expect(status).toBe(200);
      expect(Object.keys((body as object[])[0]!)).toEqual(['192671']);
      const [records, descendantRecords, personCount, descendantPersonCount] = of(body, 192671);
      expect(records).toBeGreaterThanOrEqual(personCount!);
      expect(descendantRecords).toBeGreaterThanOrEqual(records!);
      persons += personCount!;
      withDescendants += descendantPersonCount!;
    }
    expect(persons).toBe(479);
    expect(withDescendants).toBe(479);
  });

  it('counts descendants through concept_ancestor', async () => {
    const [records, descendantRecords, persons, descendantPersons] = of(
      (await counts('hanbit_cdm', [4283893])).body,
      4283893,
    );
    expect(descendantRecords).toBeGreaterThan(records!);
    expect(descendantPersons).toBeGreaterThan(persons!);
  });

  it('answers null for a count from 1 to 4 and keeps 0 and larger counts', async () => {
    // Rheumatoid arthritis (80809): 1 to 4 persons at 부산해오름병원, none at 광주무등의료원, 6 at 대구청솔병원.
    expect(of((await counts('haeorum_cdm', [80809])).body, 80809)).toEqual([null, null, null, null]);
    expect(of((await counts('mudeung_cdm', [80809])).body, 80809)).toEqual([0, 0, 0, 0]);
    expect(of((await counts('cheongsol_cdm', [80809])).body, 80809)).toEqual([6, 6, 6, 6]);
  });

  it('answers one object per concept in the order asked, a warm call in tens of milliseconds', async () => {
    const ids = [9201, 192671, 999999999];
    const first = await counts('sjmc_cdm', ids);
    expect((first.body as object[]).map((entry) => Object.keys(entry)[0])).toEqual([
      '9201',
      '192671',
      '999999999',
    ]);
    expect(of(first.body, 999999999)).toEqual([0, 0, 0, 0]);
    const started = Date.now();
    await counts('sjmc_cdm', ids);
    expect(Date.now() - started).toBeLessThan(100);
    expect((await counts('sjmc_cdm', ['192671'])).status).toBe(400);
    expect((await counts('sjmc_cdm', { ids })).status).toBe(400);
  });

  it('answers for every site', () => {
    expect(sites().map((s) => s.database)).toEqual(expect.arrayContaining(GIBLEED_SITES));
  });
});
