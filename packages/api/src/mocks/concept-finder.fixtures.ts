import type { VocabularyConcept } from '../contract/atlas-search.js';
import type { ConceptFinderResult, FinderMethod } from '../contract/concept-finder.js';
import type { MockDb } from './db.js';
import { perMockDb } from './mock-state.js';

// The concept finder's index as the platform would keep it from the hospitals' vocabularies: a few
// dozen standard concepts across the domains a Korean clinician asks about, each with our own Korean
// name and the synonyms people type (everyday words, abbreviations, brand names). By ATLAS id
// (admin.fixtures.ts): 1 한빛대학교병원, 2 서울중앙의료원, 4 대구청솔병원 and 5 광주무등의료원 were read;
// 3 부산해오름병원's WebAPI did not answer (as in the vocabulary search), so the index counts it failed.

/** A concept of the index, with the names the finder matches beyond its English and Korean ones. */
export interface FinderConcept extends VocabularyConcept {
  /** Other names: English synonyms, Korean everyday words and spellings, brand names. */
  synonyms: string[];
  /** The ATLASes whose vocabulary has it. */
  atlasIds: number[];
}

const EVERYWHERE = [1, 2, 4, 5];
/** The older vocabularies (4, 5) lack the newer drugs' brand entries. */
const NEWER = [1, 2];

const finder = (
  conceptId: number,
  name: string,
  koreanName: string,
  domainId: string,
  vocabularyId: string,
  conceptClassId: string,
  code: string,
  synonyms: string[] = [],
  atlasIds: number[] = EVERYWHERE,
): FinderConcept => ({
  conceptId,
  name,
  koreanName,
  domainId,
  vocabularyId,
  conceptClassId,
  code,
  standard: 'S',
  invalidReason: null,
  validStart: '1970-01-01',
  validEnd: '2099-12-31',
  synonyms,
  atlasIds,
});

const condition = (id: number, name: string, ko: string, code: string, synonyms: string[] = []) =>
  finder(id, name, ko, 'Condition', 'SNOMED', 'Clinical Finding', code, synonyms);
const ingredient = (id: number, name: string, ko: string, code: string, synonyms: string[] = []) =>
  finder(id, name, ko, 'Drug', 'RxNorm', 'Ingredient', code, synonyms);
const lab = (id: number, name: string, ko: string, code: string, synonyms: string[] = []) =>
  finder(id, name, ko, 'Measurement', 'LOINC', 'Lab Test', code, synonyms);
const procedure = (id: number, name: string, ko: string, code: string, synonyms: string[] = []) =>
  finder(id, name, ko, 'Procedure', 'SNOMED', 'Procedure', code, synonyms);

export const FINDER_GI_BLEEDING = 192671;
export const FINDER_LOWER_GI_BLEEDING = 4338225;
export const FINDER_TYPE_2_DIABETES = 201826;
export const FINDER_MYOCARDIAL_INFARCTION = 4329847;
export const FINDER_CELECOXIB = 1118084;
export const FINDER_HBA1C = 3004410;

export const finderConcepts: readonly FinderConcept[] = [
  condition(FINDER_GI_BLEEDING, 'Gastrointestinal hemorrhage', '위장관 출혈', '74474003', [
    'GI bleeding',
    'Gastrointestinal bleeding',
  ]),
  condition(4291028, 'Upper gastrointestinal hemorrhage', '상부 위장관 출혈', '37372002', [
    'Upper GI bleeding',
  ]),
  condition(FINDER_LOWER_GI_BLEEDING, 'Lower gastrointestinal hemorrhage', '하부 위장관 출혈', '87763006', [
    'Lower GI bleeding',
  ]),
  condition(4338544, 'Melena', '흑색변', '2901004', ['검은 변']),
  condition(201820, 'Diabetes mellitus', '당뇨병', '73211009', ['당뇨']),
  condition(FINDER_TYPE_2_DIABETES, 'Type 2 diabetes mellitus', '제2형 당뇨병', '44054006', [
    '2형 당뇨병',
    'T2DM',
    'Non-insulin dependent diabetes mellitus',
  ]),
  condition(201254, 'Type 1 diabetes mellitus', '제1형 당뇨병', '46635009', ['1형 당뇨병', 'T1DM']),
  condition(320128, 'Essential hypertension', '본태성 고혈압', '59621000', ['고혈압', 'High blood pressure']),
  condition(FINDER_MYOCARDIAL_INFARCTION, 'Myocardial infarction', '심근경색증', '22298006', [
    '심근경색',
    'Heart attack',
  ]),
  condition(321042, 'Cardiac arrest', '심정지', '410429000', ['Cardiopulmonary arrest']),
  condition(313217, 'Atrial fibrillation', '심방세동', '49436004', ['AFib']),
  condition(316139, 'Heart failure', '심부전', '84114007', ['Cardiac failure']),
  condition(255573, 'Chronic obstructive lung disease', '만성 폐쇄성 폐질환', '13645005', ['COPD']),
  condition(317009, 'Asthma', '천식', '195967001'),
  condition(80180, 'Osteoarthritis', '골관절염', '396275006', ['퇴행성 관절염']),
  condition(81893, 'Ulcerative colitis', '궤양성 대장염', '64766004'),
  condition(260139, 'Acute bronchitis', '급성 기관지염', '10509002'),
  condition(432867, 'Hyperlipidemia', '고지혈증', '55822004', ['이상지질혈증']),
  condition(440383, 'Depressive disorder', '우울장애', '35489007', ['우울증']),
  ingredient(FINDER_CELECOXIB, 'celecoxib', '셀레콕시브', '140587'),
  finder(
    1118088,
    'celecoxib 200 MG Oral Capsule [Celebrex]',
    '셀레브렉스 캡슐 200mg',
    'Drug',
    'RxNorm',
    'Branded Drug',
    '213469',
    ['Celebrex', '쎄레브렉스'],
    NEWER,
  ),
  ingredient(1503297, 'metformin', '메트포르민', '6809', ['다이아벡스']),
  ingredient(1124300, 'diclofenac', '디클로페낙', '3355'),
  ingredient(1177480, 'ibuprofen', '이부프로펜', '5640', ['Advil', '부루펜']),
  ingredient(1125315, 'acetaminophen', '아세트아미노펜', '161', ['paracetamol', 'Tylenol', '타이레놀']),
  ingredient(1112807, 'aspirin', '아스피린', '1191'),
  ingredient(1310149, 'warfarin', '와파린', '11289', ['쿠마딘']),
  ingredient(1332418, 'amlodipine', '암로디핀', '17767', ['노바스크']),
  ingredient(1545958, 'atorvastatin', '아토르바스타틴', '83367', ['Lipitor', '리피토']),
  lab(FINDER_HBA1C, 'Hemoglobin A1c/Hemoglobin.total in Blood', '당화혈색소', '4548-4', ['HbA1c', 'A1c']),
  lab(3000963, 'Hemoglobin [Mass/volume] in Blood', '혈색소', '718-7', ['Hb', '헤모글로빈']),
  lab(3016723, 'Creatinine [Mass/volume] in Serum or Plasma', '혈청 크레아티닌', '2160-0', ['Cr']),
  lab(
    3013721,
    'Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma',
    'AST 효소 활성',
    '1920-8',
    ['AST', 'GOT'],
  ),
  finder(
    3004249,
    'Systolic blood pressure',
    '수축기 혈압',
    'Measurement',
    'LOINC',
    'Clinical Observation',
    '8480-6',
    ['SBP'],
  ),
  finder(
    3012888,
    'Diastolic blood pressure',
    '이완기 혈압',
    'Measurement',
    'LOINC',
    'Clinical Observation',
    '8462-4',
    ['DBP'],
  ),
  finder(
    3038553,
    'Body mass index',
    '체질량지수',
    'Measurement',
    'LOINC',
    'Clinical Observation',
    '39156-5',
    ['BMI'],
  ),
  procedure(4249893, 'Colonoscopy', '대장내시경', '73761001', ['대장 내시경 검사']),
  procedure(4087107, 'Esophagogastroduodenoscopy', '상부위장관 내시경', '386831001', ['EGD', '위내시경']),
  procedure(4336464, 'Coronary artery bypass graft', '관상동맥 우회술', '232717009', ['CABG']),
  procedure(4198190, 'Appendectomy', '충수절제술', '80146002', ['맹장 수술']),
  finder(4298794, 'Smoker', '흡연자', 'Observation', 'SNOMED', 'Clinical Finding', '77176002', ['흡연']),
  finder(4144272, 'Alcohol intake', '음주', 'Observation', 'SNOMED', 'Observable Entity', '160573003', [
    '술',
  ]),
  finder(9201, 'Inpatient Visit', '입원', 'Visit', 'Visit', 'Visit', 'IP', ['입원 방문']),
  finder(9202, 'Outpatient Visit', '외래', 'Visit', 'Visit', 'Visit', 'OP', ['외래 방문']),
  finder(9203, 'Emergency Room Visit', '응급실 방문', 'Visit', 'Visit', 'Visit', 'ER', ['응급실']),
];

/**
 * How the configured model takes part: NONE, no model configured (the model-free ranking); ANSWERS, it
 * reorders the top (method MODEL); SLOW, it did not answer in time, so the model-free ranking answered
 * with a notice.
 */
export type MockFinderModel = 'NONE' | 'ANSWERS' | 'SLOW';

export interface ConceptFinderState {
  index: ConceptFinderResult['index'];
  model: MockFinderModel;
  /** Persons with records per CDM id, then concept id; a concept missing has none there (0). */
  counts: Map<number, Map<number, number>>;
}

/** The notice the server gives when the model was too slow (its wording lives with the server). */
export const MODEL_SLOW_NOTICE = 'AI 모델이 3초 안에 답하지 않아 사전·규칙 기반 순위로 보여 드립니다.';

export const method = (model: MockFinderModel): FinderMethod => (model === 'ANSWERS' ? 'MODEL' : 'LEXICAL');

function createConceptFinderState(): ConceptFinderState {
  const hanbit = new Map<number, number>([
    [FINDER_GI_BLEEDING, 1_284],
    [4291028, 62],
    // Below 한빛대학교병원's minimum cell count (5): hidden.
    [FINDER_LOWER_GI_BLEEDING, 3],
    [4338544, 28],
    [201820, 9_410],
    [FINDER_TYPE_2_DIABETES, 8_120],
    [201254, 311],
    [FINDER_MYOCARDIAL_INFARCTION, 430],
    [FINDER_CELECOXIB, 2_410],
    [1118088, 245],
    [1503297, 6_902],
    [FINDER_HBA1C, 10_233],
  ]);
  const sjmc = new Map<number, number>([
    [FINDER_GI_BLEEDING, 811],
    [FINDER_TYPE_2_DIABETES, 5_377],
    [FINDER_CELECOXIB, 1_902],
  ]);
  return {
    index: {
      state: 'READY',
      concepts: finderConcepts.length,
      hospitalsRead: 4,
      hospitalsFailed: 1,
      syncedAt: '2026-03-02T00:40:00.000Z',
    },
    model: 'NONE',
    counts: new Map([
      [1, hanbit],
      [2, sjmc],
    ]),
  };
}

/** The db's finder state, made on first use: a story changes it (index, model) before its first call. */
export const conceptFinderOf: (db: MockDb) => ConceptFinderState = perMockDb(() =>
  createConceptFinderState(),
);

/** The concept as a result shows it, without the index's own fields. */
export function vocabularyConceptOfFinder({
  synonyms: _s,
  atlasIds: _a,
  ...rest
}: FinderConcept): VocabularyConcept {
  return rest;
}
