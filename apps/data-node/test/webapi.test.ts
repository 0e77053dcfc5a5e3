import { describe, expect, it } from 'vitest';
import { siteNamed, sites } from './helpers.js';

// The WebAPI subset, in WebAPI's shapes, over real HTTP.

const webapi = () => siteNamed('hanbit_cdm').webapi;
const get = async (path: string) => {
  const response = await fetch(`${webapi()}${path}`);
  const body: unknown = response.status === 205 ? null : await response.json();
  return { status: response.status, body };
};
const search = async (body: Record<string, unknown>, key = 'HANBIT_CDM') => {
  const response = await fetch(`${webapi()}/vocabulary/${key}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>[] };
};

describe('info and sources', () => {
  it('answers /info with a version and a buildInfo naming the node', async () => {
    const { status, body } = await get('/info');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      version: '2.14.0',
      buildInfo: { artifactVersion: 'cdmnet-data-node 2.14.0' },
    });
  });

  it('lists one source per site with its daimons', async () => {
    for (const site of sites()) {
      const body = (await (await fetch(`${site.webapi}/source/sources`)).json()) as { sourceName: string }[];
      expect(body[0]?.sourceName).toMatch(/ CDM$/);
      expect(body).toEqual([
        {
          sourceId: 1,
          sourceName: body[0]?.sourceName,
          sourceDialect: 'postgresql',
          sourceKey: site.database.toUpperCase(),
          daimons: [
            { sourceDaimonId: 1, daimonType: 'CDM', tableQualifier: 'cdm', priority: 0 },
            { sourceDaimonId: 2, daimonType: 'Vocabulary', tableQualifier: 'cdm', priority: 1 },
            { sourceDaimonId: 3, daimonType: 'Results', tableQualifier: 'results', priority: 1 },
          ],
        },
      ]);
    }
  });
});

describe('vocabulary', () => {
  it('searches names in English (case-insensitive), with WebAPI upper-case keys', async () => {
    const { status, body } = await search({ QUERY: 'GASTROINTESTINAL hem' });
    expect(status).toBe(200);
    expect(body.map((c) => c.CONCEPT_ID)).toEqual([192671, 35208414]);
    expect(body[0]).toEqual({
      CONCEPT_ID: 192671,
      CONCEPT_NAME: 'Gastrointestinal hemorrhage',
      STANDARD_CONCEPT: 'S',
      STANDARD_CONCEPT_CAPTION: 'Standard',
      INVALID_REASON: 'V',
      INVALID_REASON_CAPTION: 'Valid',
      CONCEPT_CODE: '74474003',
      DOMAIN_ID: 'Condition',
      VOCABULARY_ID: 'SNOMED',
      CONCEPT_CLASS_ID: 'Clinical Finding',
      VALID_START_DATE: Date.parse('1970-01-01T00:00:00Z'),
      VALID_END_DATE: Date.parse('2099-12-31T00:00:00Z'),
      KOREAN_NAME: '위장관 출혈',
    });
  });

  it('searches Korean names kept in concept_synonym, and concept codes and ids', async () => {
    // The condition and its ICD10CM source code, both named so in Korean.
    expect((await search({ QUERY: '위장관 출혈' })).body.map((c) => c.CONCEPT_ID)).toEqual([
      192671, 35208414,
    ]);
    // The ingredient first (WebAPI's order is by name), then the products named after it.
    expect((await search({ QUERY: '셀레콕시브' })).body.map((c) => c.CONCEPT_ID)[0]).toBe(1118084);
    expect((await search({ QUERY: '디클로페낙' })).body.map((c) => c.CONCEPT_ID)[0]).toBe(1124300);
    expect((await search({ QUERY: 'K92.2' })).body.map((c) => c.CONCEPT_ID)).toEqual([35208414]);
    expect((await search({ QUERY: '1124300' })).body.map((c) => c.CONCEPT_ID)).toEqual([1124300]);
  });

  it('filters by domain, vocabulary, class, standard and validity', async () => {
    const drugs = await search({
      QUERY: 'celecoxib',
      DOMAIN_ID: ['Drug'],
      VOCABULARY_ID: ['RxNorm'],
      CONCEPT_CLASS_ID: ['Ingredient'],
      STANDARD_CONCEPT: 'S',
      INVALID_REASON: 'V',
    });
    expect(drugs.body.map((c) => c.CONCEPT_ID)).toEqual([1118084]);
    const nonStandard = await search({ QUERY: 'hemorrhage', STANDARD_CONCEPT: 'N' });
    expect(nonStandard.body.map((c) => c.CONCEPT_ID)).toEqual([35208414]);
    expect((await search({ QUERY: 'celecoxib', DOMAIN_ID: ['Condition'] })).body).toEqual([]);
  });

  it('searches by GET as well, and answers [] where WebAPI would', async () => {
    const byPath = await get(`/vocabulary/HANBIT_CDM/search/${encodeURIComponent('디클로페낙')}`);
    expect((byPath.body as { CONCEPT_ID: number }[]).map((c) => c.CONCEPT_ID)).toContain(1124300);
    const byQuery = await get(`/vocabulary/HANBIT_CDM/search?query=${encodeURIComponent('위장관 출혈')}`);
    expect((byQuery.body as { CONCEPT_ID: number }[]).map((c) => c.CONCEPT_ID)).toEqual([192671, 35208414]);
  });

  it('answers a concept, 205 with no body for a missing one, 404 for an unknown source', async () => {
    const found = await get('/vocabulary/HANBIT_CDM/concept/1118084');
    expect(found.body).toMatchObject({ CONCEPT_ID: 1118084, CONCEPT_NAME: 'celecoxib', DOMAIN_ID: 'Drug' });
    const missing = await fetch(`${webapi()}/vocabulary/HANBIT_CDM/concept/42`);
    expect(missing.status).toBe(205);
    expect(await missing.text()).toBe('');
    const unknown = await get('/vocabulary/NOPE/concept/1118084');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ payload: { message: 'There is no source with sourceKey = NOPE.' } });
    expect((await search({ QUERY: 'x' }, 'NOPE')).status).toBe(404);
  });
});

interface Cohort {
  id: number;
  name: string;
  expression: unknown;
}

describe('stored designs', () => {
  it('lists the cohort definitions without expressions', async () => {
    const { body } = await get('/cohortdefinition/');
    const list = body as Record<string, unknown>[];
    expect(list.map((c) => [c.id, c.name])).toEqual([
      [1, '위장관 출혈 (GI bleed)'],
      [2, 'NSAID 신규 사용자 (셀레콕시브·디클로페낙)'],
      [3, '셀레콕시브 사용자'],
      [4, '디클로페낙 사용자'],
    ]);
    expect(list.every((c) => !('expression' in c) && typeof c.createdDate === 'number')).toBe(true);
  });

  it('serves a cohort definition with its expression as JSON text, as WebAPI does', async () => {
    const { body } = await get('/cohortdefinition/1');
    const cohort = body as Record<string, unknown>;
    expect(cohort).toMatchObject({
      id: 1,
      name: '위장관 출혈 (GI bleed)',
      expressionType: 'SIMPLE_EXPRESSION',
    });
    expect(typeof cohort.expression).toBe('string');
    expect(JSON.parse(cohort.expression as string)).toEqual({
      ConceptSets: [
        {
          id: 0,
          name: '위장관 출혈',
          expression: {
            items: [
              {
                concept: {
                  CONCEPT_ID: 192671,
                  CONCEPT_NAME: 'Gastrointestinal hemorrhage',
                  DOMAIN_ID: 'Condition',
                  VOCABULARY_ID: 'SNOMED',
                  CONCEPT_CLASS_ID: 'Clinical Finding',
                  STANDARD_CONCEPT: 'S',
                  CONCEPT_CODE: '74474003',
                },
                includeDescendants: true,
                isExcluded: false,
                includeMapped: false,
              },
            ],
          },
        },
      ],
      PrimaryCriteria: {
        CriteriaList: [{ ConditionOccurrence: { CodesetId: 0 } }],
        ObservationWindow: { PriorDays: 0, PostDays: 0 },
        PrimaryCriteriaLimit: { Type: 'First' },
      },
      QualifiedLimit: { Type: 'First' },
      ExpressionLimit: { Type: 'First' },
      InclusionRules: [],
      CensoringCriteria: [],
      CollapseSettings: { CollapseType: 'ERA', EraPad: 0 },
    });
    const nsaidCohort = (await get('/cohortdefinition/2')).body as { expression: string };
    const nsaid = JSON.parse(nsaidCohort.expression) as {
      ConceptSets: { expression: { items: { concept: { CONCEPT_ID: number } }[] } }[];
      PrimaryCriteria: unknown;
    };
    expect(nsaid.ConceptSets[0]!.expression.items.map((i) => i.concept.CONCEPT_ID)).toEqual([
      1118084, 1124300,
    ]);
    expect(nsaid.PrimaryCriteria).toMatchObject({ CriteriaList: [{ DrugExposure: { CodesetId: 0 } }] });
    expect((await get('/cohortdefinition/99')).status).toBe(404);
  });

  it('pages the characterizations and exports one with its cohort embedded', async () => {
    const { body } = await get('/cohort-characterization?page=0&size=10');
    expect(body).toMatchObject({
      content: [{ id: 1, name: '위장관 출혈 환자 특성' }],
      totalElements: 1,
      totalPages: 1,
      number: 0,
      size: 10,
      first: true,
      last: true,
    });
    const exported = (await get('/cohort-characterization/1/export')).body as Record<string, unknown>;
    expect(Object.keys(exported)).toEqual([
      'name',
      'cohorts',
      'featureAnalyses',
      'parameters',
      'stratas',
      'strataOnly',
      'strataConceptSets',
    ]);
    const cohorts = exported.cohorts as Cohort[];
    expect(cohorts.map((c) => [c.id, c.name])).toEqual([[1, '위장관 출혈 (GI bleed)']]);
    expect(typeof cohorts[0]!.expression).toBe('object');
    expect(exported.featureAnalyses).toContainEqual(
      expect.objectContaining({ type: 'PRESET', domain: 'DEMOGRAPHICS' }),
    );
    expect((await get('/cohort-characterization/7/export')).status).toBe(404);
  });

  it('lists incidence rates and serves the design with its expression as JSON text', async () => {
    expect(((await get('/ir/')).body as { id: number }[]).map((ir) => ir.id)).toEqual([1]);
    const design = (await get('/ir/1/design')).body as Record<string, unknown>;
    expect(design).toMatchObject({ id: 1, name: 'NSAID 사용 후 위장관 출혈 발생률' });
    expect(JSON.parse(design.expression as string)).toEqual({
      ConceptSets: [],
      targetIds: [2],
      outcomeIds: [1],
      timeAtRisk: {
        start: { DateField: 'StartDate', Offset: 0 },
        end: { DateField: 'StartDate', Offset: 365 },
      },
      studyWindow: null,
      strata: [],
    });
    expect((await get('/ir/5/design')).status).toBe(404);
  });

  it('exports the estimation and the prediction in ATLAS shape, cohorts embedded', async () => {
    expect((await get('/estimation/')).body).toEqual([
      expect.objectContaining({ id: 1, name: '셀레콕시브 대 디클로페낙: 위장관 출혈 위험' }),
    ]);
    const estimation = (await get('/estimation/1/export')).body as {
      estimationAnalysisSettings: { analysisSpecification: { targetComparatorOutcomes: unknown[] } };
      cohortDefinitions: Cohort[];
    };
    expect(estimation.estimationAnalysisSettings.analysisSpecification.targetComparatorOutcomes).toEqual([
      expect.objectContaining({ targetId: 3, comparatorId: 4, outcomeIds: [1] }),
    ]);
    expect(estimation.cohortDefinitions.map((c) => c.id)).toEqual([3, 4, 1]);
    expect(typeof estimation.cohortDefinitions[0]!.expression).toBe('object');

    expect((await get('/prediction/')).body).toEqual([
      expect.objectContaining({ id: 1, name: 'NSAID 사용자의 1년 내 위장관 출혈 예측' }),
    ]);
    const prediction = (await get('/prediction/1/export')).body as Record<string, unknown>;
    expect(prediction).toMatchObject({
      targetIds: [2],
      outcomeIds: [1],
      skeletonType: 'PatientLevelPredictionStudy',
    });
    expect((prediction.cohortDefinitions as Cohort[]).map((c) => c.id)).toEqual([2, 1]);
    expect((await get('/prediction/2/export')).status).toBe(404);
    expect((await get('/estimation/2/export')).status).toBe(404);
  });
});
