import type { VocabularyConcept, VocabularySourceState } from '../contract/atlas-search.js';
import type { MockDb } from './db.js';
import { perMockDb } from './mock-state.js';

// The hospitals' vocabularies as their ATLAS WebAPIs would answer the search and the concept page,
// shortened to two families a GI-bleeding study meets: gastrointestinal haemorrhage (SNOMED 192671,
// its kinds, and the ICD10CM / KCD7 codes that map to it) and celecoxib (RxNorm 1118084, a branded
// drug under it, its ATC class and an NDC code). By ATLAS id (admin.fixtures.ts: an organisation's
// ATLAS has its id): 1 한빛대학교병원 and 2 서울중앙의료원 hold both families on the newer vocabulary,
// 5 광주무등의료원 an older one without KCD7, and 3 부산해오름병원's WebAPI does not answer (as in
// analysis-atlas.fixtures.ts). Person counts exist for the CDMs of the organisations whose Concept ID
// switch is on (한빛대학교병원 and 서울중앙의료원).

/** A concept with what its page shows beyond the search's fields. */
export interface MockConcept extends VocabularyConcept {
  /** English (and other) synonyms; the Korean name is `koreanName`. */
  synonyms: string[];
  /** Direct parents in the hierarchy ("Is a" / "Subsumes"). */
  parents: number[];
  /** Standard concepts it maps to ("Maps to"). */
  mapsTo: number[];
}

const concept = (
  conceptId: number,
  name: string,
  koreanName: string | null,
  domainId: string,
  vocabularyId: string,
  conceptClassId: string,
  code: string,
  standard: 'S' | 'C' | null,
  links: { synonyms?: string[]; parents?: number[]; mapsTo?: number[]; invalidReason?: string } = {},
): MockConcept => ({
  conceptId,
  name,
  koreanName,
  domainId,
  vocabularyId,
  conceptClassId,
  code,
  standard,
  invalidReason: links.invalidReason ?? null,
  validStart: '1970-01-01',
  validEnd: links.invalidReason ? '2019-12-31' : '2099-12-31',
  synonyms: links.synonyms ?? [],
  parents: links.parents ?? [],
  mapsTo: links.mapsTo ?? [],
});

export const GI_BLEEDING = 192671;
export const CELECOXIB = 1118084;
/** A kind of GI bleeding whose count at 한빛대학교병원 is below the minimum cell count. */
export const LOWER_GI_BLEEDING = 4338225;
/** KCD7, the Korean classification: only the newer vocabularies carry it. */
export const KCD7_GI_BLEEDING = 2_000_100_101;

export const mockConcepts: readonly MockConcept[] = [
  concept(
    441840,
    'Clinical finding',
    '임상 소견',
    'Condition',
    'SNOMED',
    'Clinical Finding',
    '404684003',
    'S',
  ),
  concept(
    4201745,
    'Disorder of digestive system',
    '소화기계 장애',
    'Condition',
    'SNOMED',
    'Clinical Finding',
    '53619000',
    'S',
    {
      parents: [441840],
    },
  ),
  concept(
    GI_BLEEDING,
    'Gastrointestinal hemorrhage',
    '위장관 출혈',
    'Condition',
    'SNOMED',
    'Clinical Finding',
    '74474003',
    'S',
    {
      synonyms: ['GI bleeding', 'Gastrointestinal bleeding', 'GI haemorrhage', '위장관출혈'],
      parents: [4201745],
    },
  ),
  concept(
    4291028,
    'Upper gastrointestinal hemorrhage',
    '상부 위장관 출혈',
    'Condition',
    'SNOMED',
    'Clinical Finding',
    '37372002',
    'S',
    {
      synonyms: ['Upper GI bleeding'],
      parents: [GI_BLEEDING],
    },
  ),
  concept(
    LOWER_GI_BLEEDING,
    'Lower gastrointestinal hemorrhage',
    '하부 위장관 출혈',
    'Condition',
    'SNOMED',
    'Clinical Finding',
    '87763006',
    'S',
    {
      synonyms: ['Lower GI bleeding'],
      parents: [GI_BLEEDING],
    },
  ),
  concept(4338544, 'Melena', '흑색변', 'Condition', 'SNOMED', 'Clinical Finding', '2901004', 'S', {
    parents: [4291028],
  }),
  concept(
    35208414,
    'Gastrointestinal hemorrhage, unspecified',
    null,
    'Condition',
    'ICD10CM',
    '4-char billing code',
    'K92.2',
    null,
    {
      mapsTo: [GI_BLEEDING],
    },
  ),
  concept(
    KCD7_GI_BLEEDING,
    'Gastrointestinal haemorrhage, unspecified',
    '상세불명의 위장관 출혈',
    'Condition',
    'KCD7',
    'KCD7 code',
    'K92.2',
    null,
    {
      mapsTo: [GI_BLEEDING],
    },
  ),
  concept(
    44833331,
    'Hemorrhage of gastrointestinal tract, unspecified',
    null,
    'Condition',
    'ICD9CM',
    '5-dig billing code',
    '578.9',
    null,
    {
      mapsTo: [GI_BLEEDING],
      invalidReason: 'D',
    },
  ),
  concept(21603933, 'Coxibs', '콕시브계', 'Drug', 'ATC', 'ATC 4th', 'M01AH', 'C'),
  concept(CELECOXIB, 'celecoxib', '셀레콕시브', 'Drug', 'RxNorm', 'Ingredient', '140587', 'S', {
    synonyms: ['Celecoxib'],
    parents: [21603933],
  }),
  concept(
    1118088,
    'celecoxib 200 MG Oral Capsule [Celebrex]',
    '셀레브렉스 캡슐 200mg',
    'Drug',
    'RxNorm',
    'Branded Drug',
    '213469',
    'S',
    {
      parents: [CELECOXIB],
    },
  ),
  concept(
    44923712,
    'celecoxib 200 MG Oral Capsule [Celebrex]',
    null,
    'Drug',
    'NDC',
    '11-digit NDC',
    '00025152531',
    null,
    {
      mapsTo: [1118088],
    },
  ),
];

const olderVocabulary = mockConcepts.filter((c) => c.vocabularyId !== 'KCD7').map((c) => c.conceptId);
const newerVocabulary = mockConcepts.map((c) => c.conceptId);

/** What one hospital's WebAPI does when asked: answer from its vocabulary, or fail in its own way. */
export interface MockVocabularySite {
  version: string;
  conceptIds: number[];
  /** OK answers; any other state answers nothing, with that state (UNCERTAIN: an empty list). */
  state: VocabularySourceState;
  ms: number;
}

/** Persons with records of a concept in one CDM, before the minimum cell count masks them. */
export interface MockConceptCounts {
  persons: number;
  personsWithDescendants: number;
}

export interface AtlasSearchState {
  /** By ATLAS id; an ATLAS without an entry has no vocabulary source (FAILED). */
  sites: Map<number, MockVocabularySite>;
  /** By CDM id, then concept id; a concept missing from a CDM has no records there (0). */
  counts: Map<number, Map<number, MockConceptCounts>>;
}

const NEWER = 'v5.0 27-AUG-25';
const OLDER = 'v5.0 31-OCT-23';

function createAtlasSearchState(): AtlasSearchState {
  const site = (version: string, conceptIds: number[], state: VocabularySourceState, ms: number) => ({
    version,
    conceptIds,
    state,
    ms,
  });
  const hanbit = new Map<number, MockConceptCounts>([
    [GI_BLEEDING, { persons: 1_284, personsWithDescendants: 1_377 }],
    [4291028, { persons: 62, personsWithDescendants: 90 }],
    [LOWER_GI_BLEEDING, { persons: 3, personsWithDescendants: 3 }],
    [4338544, { persons: 28, personsWithDescendants: 28 }],
    [CELECOXIB, { persons: 2_410, personsWithDescendants: 2_655 }],
    [1118088, { persons: 245, personsWithDescendants: 245 }],
  ]);
  const sjmc = new Map<number, MockConceptCounts>([
    [GI_BLEEDING, { persons: 811, personsWithDescendants: 860 }],
    [4291028, { persons: 4, personsWithDescendants: 49 }],
    [CELECOXIB, { persons: 1_902, personsWithDescendants: 1_902 }],
  ]);
  return {
    sites: new Map([
      [1, site(NEWER, newerVocabulary, 'OK', 184)],
      [2, site(NEWER, newerVocabulary, 'OK', 236)],
      [3, site(NEWER, newerVocabulary, 'UNREACHABLE', 1_500)],
      [4, site(OLDER, olderVocabulary, 'OK', 301)],
      [5, site(OLDER, olderVocabulary, 'OK', 412)],
    ]),
    counts: new Map([
      [1, hanbit],
      [2, sjmc],
    ]),
  };
}

/** The db's vocabulary state, made on first use: a story changes it before its first call. */
export const atlasSearchOf: (db: MockDb) => AtlasSearchState = perMockDb(() => createAtlasSearchState());

export const conceptById = (conceptId: number) => mockConcepts.find((c) => c.conceptId === conceptId);

/** The search's fields of a concept, without what only its page shows. */
export function vocabularyConceptOf({
  synonyms: _s,
  parents: _p,
  mapsTo: _m,
  ...rest
}: MockConcept): VocabularyConcept {
  return rest;
}
