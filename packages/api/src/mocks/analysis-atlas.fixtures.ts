import type { AtlasDesignKind } from '../contract/atlas-designs.js';
import type { MockDb } from './db.js';
import { perMockDb } from './mock-state.js';

// The designs on the hospitals' ATLAS WebAPIs that an analysis imports (spec §7 "Analysis": atlas),
// shaped as the data node's WebAPI exports them (apps/data-node/src/webapi/designs/), shortened. By
// ATLAS id (admin.fixtures.ts: an organisation's ATLAS has its id): 1 한빛대학교병원 holds every kind,
// 2 서울중앙의료원 a cohort and a characterization, 3 부산해오름병원's does not answer, 4 and 5 hold none.
// Project 1's analysis 1 targets HANBIT_CDM, SJMC_CDM and HAEORUM_CDM: two ATLASes list, one fails.

export interface MockAtlasDesign {
  kind: AtlasDesignKind;
  id: number;
  name: string;
  description: string;
  modifiedAt: string | null;
  /** The export as WebAPI gives it, beyond its id, name and description. */
  body: Record<string, unknown>;
}

export interface AtlasDesignsState {
  /** Designs by ATLAS id; an ATLAS without an entry answers an empty list of every kind. */
  designs: Map<number, MockAtlasDesign[]>;
  /** ATLASes that do not answer, by id, with the adapter's reason. */
  unreachable: Map<number, string>;
}

const conceptSet = (name: string, conceptId: number, conceptName: string, code: string) => ({
  id: 0,
  name,
  expression: {
    items: [
      {
        concept: {
          CONCEPT_ID: conceptId,
          CONCEPT_NAME: conceptName,
          DOMAIN_ID: conceptId === 192671 ? 'Condition' : 'Drug',
          VOCABULARY_ID: conceptId === 192671 ? 'SNOMED' : 'RxNorm',
          STANDARD_CONCEPT: 'S',
          CONCEPT_CODE: code,
        },
        includeDescendants: true,
        isExcluded: false,
        includeMapped: false,
      },
    ],
  },
});

const cohortExpression = (set: ReturnType<typeof conceptSet>, domain: string) => ({
  ConceptSets: [set],
  PrimaryCriteria: {
    CriteriaList: [{ [domain]: { CodesetId: 0 } }],
    ObservationWindow: { PriorDays: 0, PostDays: 0 },
    PrimaryCriteriaLimit: { Type: 'First' },
  },
  QualifiedLimit: { Type: 'First' },
  ExpressionLimit: { Type: 'First' },
  InclusionRules: [],
  CensoringCriteria: [],
});

const GI_BLEED: MockAtlasDesign = {
  kind: 'COHORT',
  id: 1,
  name: '위장관 출혈 (GI bleed)',
  description:
    '위장관 출혈(SNOMED 192671과 그 하위 개념)이 처음 기록된 날을 시작일로 하는 코호트. 관찰 기간이 끝나면 코호트도 끝납니다.',
  modifiedAt: '2025-03-03T00:00:00.000Z',
  body: {
    expression: cohortExpression(
      conceptSet('위장관 출혈', 192671, 'Gastrointestinal hemorrhage', '74474003'),
      'ConditionOccurrence',
    ),
  },
};

const NSAID_USERS: MockAtlasDesign = {
  kind: 'COHORT',
  id: 2,
  name: 'NSAID 신규 사용자',
  description: 'NSAID(셀레콕시브, 디클로페낙 등)를 처음 처방받은 날을 시작일로 하는 코호트.',
  modifiedAt: '2025-03-03T00:00:00.000Z',
  body: {
    expression: cohortExpression(
      conceptSet('NSAID', 21603933, 'Antiinflammatory and antirheumatic products, non-steroids', 'M01A'),
      'DrugExposure',
    ),
  },
};

const CHARACTERIZATION: MockAtlasDesign = {
  kind: 'CHARACTERIZATION',
  id: 1,
  name: '위장관 출혈 환자 특성',
  description: '위장관 출혈 코호트(1)의 인원, 성별, 연령대, 지표 연도, 지표일 이전의 주요 진단과 약물.',
  modifiedAt: '2025-03-04T01:30:00.000Z',
  body: {
    cohortIds: [1],
    featureAnalyses: [
      { id: 70, name: 'Demographics Gender', type: 'PRESET', domain: 'DEMOGRAPHICS' },
      { id: 72, name: 'Demographics Age Group', type: 'PRESET', domain: 'DEMOGRAPHICS' },
      { id: 75, name: 'Demographics Index Year', type: 'PRESET', domain: 'DEMOGRAPHICS' },
      { id: 10, name: 'Condition Group Era Long Term', type: 'PRESET', domain: 'CONDITION' },
      { id: 11, name: 'Drug Group Era Long Term', type: 'PRESET', domain: 'DRUG' },
    ],
  },
};

const INCIDENCE_RATE: MockAtlasDesign = {
  kind: 'INCIDENCE_RATE',
  id: 1,
  name: 'NSAID 사용 후 위장관 출혈 발생률',
  description:
    'NSAID 신규 사용자(코호트 2)에서 사용 시작일부터 365일 안의 위장관 출혈(코호트 1) 발생률 (1,000인년당).',
  modifiedAt: '2025-03-05T02:00:00.000Z',
  body: {
    expression: {
      ConceptSets: [],
      targetIds: [2],
      outcomeIds: [1],
      timeAtRisk: {
        start: { DateField: 'StartDate', Offset: 0 },
        end: { DateField: 'StartDate', Offset: 365 },
      },
      studyWindow: null,
      strata: [],
    },
  },
};

const ESTIMATION: MockAtlasDesign = {
  kind: 'ESTIMATION',
  id: 1,
  name: '셀레콕시브 대 디클로페낙: 위장관 출혈 위험',
  description:
    '셀레콕시브 사용자(코호트 3)와 디클로페낙 사용자(코호트 4)의 위장관 출혈(코호트 1) 위험을 성향 점수 층화 Cox 모형으로 비교합니다.',
  modifiedAt: '2025-03-06T04:10:00.000Z',
  body: {
    packageName: 'NsaidGiBleedEstimation',
    skeletonType: 'ComparativeEffectStudy',
    cohortIds: [3, 4, 1],
    estimationAnalysisSettings: {
      estimationType: 'ComparativeCohortAnalysis',
      analysisSpecification: {
        targetComparatorOutcomes: [{ targetId: 3, comparatorId: 4, outcomeIds: [1] }],
      },
    },
  },
};

const PREDICTION: MockAtlasDesign = {
  kind: 'PREDICTION',
  id: 1,
  name: 'NSAID 사용자의 1년 내 위장관 출혈 예측',
  description:
    'NSAID 신규 사용자(코호트 2)에서 사용 시작 후 1년 안의 위장관 출혈(코호트 1)을 LASSO 로지스틱 회귀로 예측합니다.',
  modifiedAt: null,
  body: {
    packageName: 'NsaidGiBleedPrediction',
    skeletonType: 'PatientLevelPredictionStudy',
    targetIds: [2],
    outcomeIds: [1],
    modelSettings: [{ LassoLogisticRegressionSettings: { variance: 0.01, seed: null } }],
  },
};

/** 서울중앙의료원's own: the same GI bleed cohort under its id there, and a characterization of it. */
const SJMC_DESIGNS: MockAtlasDesign[] = [
  { ...GI_BLEED, id: 7, modifiedAt: '2025-04-10T05:00:00.000Z' },
  {
    ...CHARACTERIZATION,
    id: 3,
    name: '위장관 출혈 환자의 동반 질환',
    description: '위장관 출혈 코호트(7)의 지표일 이전 1년 동안의 동반 질환과 찰슨 동반질환 지수.',
    modifiedAt: '2025-04-11T06:20:00.000Z',
  },
];

/** Why 부산해오름병원's ATLAS does not answer, in the server's adapter's words (the list puts the kind first). */
export const UNREACHABLE_REASON =
  'ATLAS WebAPI 10.10.3.22:8080에 연결할 수 없습니다. 5초 안에 응답이 없었습니다. 주소와 방화벽 설정을 확인해 주십시오.';

export function createAtlasDesignsState(): AtlasDesignsState {
  return {
    designs: new Map([
      [1, structuredClone([GI_BLEED, NSAID_USERS, CHARACTERIZATION, INCIDENCE_RATE, ESTIMATION, PREDICTION])],
      [2, structuredClone(SJMC_DESIGNS)],
    ]),
    unreachable: new Map([[3, UNREACHABLE_REASON]]),
  };
}

// The db's slices are other mocks' files; this one's state hangs off the db itself, one per db, so a
// story or test changes it (a design removed, an ATLAS that fails) without touching the others'.
/** The ATLAS designs of one mock db, made on first use. */
export const atlasDesignsOf: (db: MockDb) => AtlasDesignsState = perMockDb(() => createAtlasDesignsState());
