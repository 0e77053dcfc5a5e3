import type { AnalysisType, FlType } from '../contract/enums.js';
import type { MockProjectLogEntry } from './projects.fixtures.js';

// The analyses of the stories and unit tests, in the shapes the server keeps (apps/server's analyses,
// analysis_targets, analysis_versions, analysis_images). Their names are the mocks' own, apart from the
// demo seed's. Projects: 1 김민준's (박지현 a member), 2 최고관리's. Users by fixture id (fixtures.ts,
// network.fixtures.ts); CDMs by admin.fixtures.ts's ids: 1 HANBIT_CDM (한빛대학교병원), 2 SJMC_CDM
// (서울중앙의료원), 3 HAEORUM_CDM and 7 HAEORUM_ONCO_CDM (부산해오름병원), 4 CHEONGSOL_CDM (대구청솔병원),
// 5 MUDEUNG_CDM (광주무등의료원), 6 HALLA_CDM (제주한라병원).

export interface MockAnalysis {
  id: number;
  projectId: number;
  name: string;
  description: string;
  type: AnalysisType;
  authorId: number | null;
  /** The target CDMs, in the order chosen; their organisations are the project's target organisations. */
  cdmIds: number[];
  /** An advanced analysis's detail text. */
  detail: string;
  detailUpdatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MockAnalysisVersion {
  analysisId: number;
  version: number;
  fileName: string;
  size: number;
  checksum: string;
  flType: FlType | null;
  uploadedBy: number | null;
  createdAt: string;
  /** The uploaded bytes; null for a fixture's, whose download is a stand-in text. */
  bytes: Uint8Array | null;
}

export interface MockAnalysisImage {
  id: number;
  analysisId: number;
  name: string;
  mimeType: string;
  size: number;
  createdAt: string;
  /** The uploaded bytes; null for a fixture's, served as a tiny PNG. */
  bytes: Uint8Array | null;
}

export interface AnalysesState {
  analyses: MockAnalysis[];
  analysisVersions: MockAnalysisVersion[];
  analysisImages: MockAnalysisImage[];
}

/**
 * A fake SHA-256-looking checksum: 64 hex digits, the same for the same bytes (eight FNV-1a passes
 * with different seeds), so a story's upload shows a stable value without Web Crypto.
 */
export function fakeChecksum(bytes: Uint8Array): string {
  let out = '';
  for (let pass = 0; pass < 8; pass++) {
    let hash = (0x811c9dc5 ^ Math.imul(pass + 1, 0x9e3779b1)) >>> 0;
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    hash = Math.imul(hash ^ bytes.length, 0x01000193) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  return out;
}

const checksumOf = (seed: string) => fakeChecksum(new TextEncoder().encode(seed));

/** A 1×1 PNG: the bytes every fixture picture serves. */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const at = (day: string, time = '09:30:00') => `${day}T${time}.000Z`;

const analysis = (
  row: Omit<MockAnalysis, 'detail' | 'detailUpdatedAt' | 'updatedAt'> &
    Partial<Pick<MockAnalysis, 'detail' | 'detailUpdatedAt' | 'updatedAt'>>,
): MockAnalysis => ({ detail: '', detailUpdatedAt: null, updatedAt: row.createdAt, ...row });

const analyses: MockAnalysis[] = [
  analysis({
    id: 1,
    projectId: 1,
    name: '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교',
    description:
      '제2형 당뇨병 초치료로 메트포르민 또는 설포닐우레아를 시작한 환자에서 3년 내 주요 심혈관 사건(MACE) 위험을 성향점수 매칭으로 비교합니다.',
    type: 'ESTIMATION',
    authorId: 3,
    cdmIds: [1, 2, 3],
    createdAt: at('2026-09-08'),
    updatedAt: at('2026-10-02', '04:10:00'),
  }),
  analysis({
    id: 2,
    projectId: 1,
    name: '설포닐우레아 복용 환자의 중증 저혈당 예측',
    description: '설포닐우레아 복용 1년 안에 응급실을 찾게 되는 중증 저혈당을 예측하는 모형을 만듭니다.',
    type: 'PREDICTION',
    authorId: 2,
    cdmIds: [1, 5],
    createdAt: at('2026-09-20', '02:00:00'),
    updatedAt: at('2026-09-21', '06:40:00'),
  }),
  analysis({
    id: 3,
    projectId: 1,
    name: '당화혈색소 변화 궤적 군집화',
    description: '진단 후 2년 동안의 당화혈색소(HbA1c) 측정값을 군집화해 약제군별 분포를 살펴봅니다.',
    type: 'ML',
    authorId: 3,
    cdmIds: [1, 2],
    createdAt: at('2026-10-05', '01:20:00'),
  }),
  analysis({
    id: 4,
    projectId: 1,
    name: '병원 간 연합학습 심혈관 위험 점수',
    description:
      '환자 자료를 병원 밖으로 내보내지 않고 세 병원의 자료로 심혈관 위험 점수 모형을 함께 학습합니다.',
    type: 'FL',
    authorId: 3,
    cdmIds: [1, 2, 3],
    createdAt: at('2026-10-12', '00:50:00'),
    updatedAt: at('2026-10-15', '07:05:00'),
  }),
  analysis({
    id: 5,
    projectId: 1,
    name: 'SGLT2 억제제 추가 후 신기능 변화',
    description: '',
    type: 'ESTIMATION',
    authorId: 3,
    cdmIds: [1, 7],
    createdAt: at('2026-11-10', '05:00:00'),
  }),
  analysis({
    id: 6,
    projectId: 1,
    name: '약제군별 누적 발생 곡선 해석',
    description: '비교 분석 결과의 누적 발생 곡선과 하위군 분석 그림을 정리해 둡니다.',
    type: 'ADVANCED_ANALYSIS',
    authorId: 3,
    cdmIds: [1],
    detail:
      '메트포르민군의 3년 누적 MACE 발생률은 4.1%, 설포닐우레아군은 5.3%였습니다.\n65세 이상 하위군에서 차이가 더 컸고, 신기능 저하 환자에서는 차이가 유의하지 않았습니다.',
    detailUpdatedAt: at('2026-11-12', '03:30:00'),
    createdAt: at('2026-11-11', '02:15:00'),
    updatedAt: at('2026-11-12', '03:30:00'),
  }),
  analysis({
    id: 7,
    projectId: 2,
    name: '흡입 스테로이드 누적 용량과 키 성장 속도',
    description: '흡입 스테로이드 누적 용량 구간별로 1년 키 성장 속도를 그림으로 비교합니다.',
    type: 'ADVANCED_ANALYSIS',
    authorId: 1,
    cdmIds: [1, 4],
    detail:
      '누적 용량 상위 25% 군에서 1년 키 성장 속도가 평균 0.4cm 낮았습니다. 사춘기 전 아동에 한정한 결과입니다.',
    detailUpdatedAt: at('2026-11-03', '08:00:00'),
    createdAt: at('2026-10-28', '01:00:00'),
    updatedAt: at('2026-11-03', '08:00:00'),
  }),
  analysis({
    id: 8,
    projectId: 2,
    name: '소아 천식 급성 악화 입원 예측',
    description: '최근 1년 처방과 응급실 방문 이력으로 다음 해 천식 악화 입원을 예측합니다.',
    type: 'PREDICTION',
    authorId: 1,
    cdmIds: [1, 6],
    createdAt: at('2026-11-05', '04:30:00'),
  }),
];

const version = (
  analysisId: number,
  n: number,
  fileName: string,
  size: number,
  uploadedBy: number,
  createdAt: string,
  flType: FlType | null = null,
): MockAnalysisVersion => ({
  analysisId,
  version: n,
  fileName,
  size,
  checksum: checksumOf(`${analysisId}/${n}/${fileName}/${size}`),
  flType,
  uploadedBy,
  createdAt,
  bytes: null,
});

const analysisVersions: MockAnalysisVersion[] = [
  version(1, 1, 'mace_estimation_v1.zip', 1_284_517, 3, at('2026-09-08', '10:05:00')),
  version(1, 2, 'mace_estimation_v2.zip', 1_301_932, 3, at('2026-10-02', '04:10:00')),
  version(2, 1, 'hypoglycemia_prediction.R', 18_442, 2, at('2026-09-21', '06:40:00')),
  version(3, 1, 'hba1c_trajectory_ml.zip', 4_812_006, 3, at('2026-10-05', '03:00:00')),
  version(4, 1, 'fl_cv_risk_server.zip', 2_204_118, 3, at('2026-10-15', '06:50:00'), 'SERVER'),
  version(4, 2, 'fl_cv_risk_client.zip', 3_950_771, 3, at('2026-10-15', '07:05:00'), 'CLIENT'),
  version(6, 1, 'cumulative_incidence.sql', 6_215, 3, at('2026-11-11', '02:40:00')),
  version(7, 1, 'ics_growth_velocity.zip', 905_330, 1, at('2026-10-28', '02:00:00')),
];

const analysisImages: MockAnalysisImage[] = [
  {
    id: 1,
    analysisId: 6,
    name: '누적발생곡선_전체.png',
    mimeType: 'image/png',
    size: 184_233,
    createdAt: at('2026-11-12', '03:30:00'),
    bytes: null,
  },
  {
    id: 2,
    analysisId: 6,
    name: '하위군_포레스트플롯.png',
    mimeType: 'image/png',
    size: 126_870,
    createdAt: at('2026-11-12', '03:31:00'),
    bytes: null,
  },
  {
    id: 3,
    analysisId: 7,
    name: '누적용량별_성장속도.png',
    mimeType: 'image/png',
    size: 98_412,
    createdAt: at('2026-11-03', '08:00:00'),
    bytes: null,
  },
];

/** A project log entry a fixture wrote (projects.fixtures.ts numbers them after its own). */
export type FixtureLogSeed = Omit<MockProjectLogEntry, 'id' | 'subjectId'>;

const named = (analysisId: number) => ({
  analysisId,
  name: analyses.find((a) => a.id === analysisId)?.name ?? '',
});

const created = (analysisId: number, actorId: number): FixtureLogSeed => {
  const row = analyses.find((a) => a.id === analysisId);
  return {
    projectId: row?.projectId ?? 0,
    action: 'ANALYSIS_CREATED',
    actorId,
    createdAt: row?.createdAt ?? '',
    detail: { ...named(analysisId), type: row?.type },
  };
};

const uploaded = (analysisId: number, n: number): FixtureLogSeed => {
  const row = analysisVersions.find((v) => v.analysisId === analysisId && v.version === n);
  return {
    projectId: analyses.find((a) => a.id === analysisId)?.projectId ?? 0,
    action: 'PACKAGE_UPLOADED',
    actorId: row?.uploadedBy ?? null,
    createdAt: row?.createdAt ?? '',
    detail: { ...named(analysisId), version: n, fileName: row?.fileName, flType: row?.flType ?? null },
  };
};

/** The analyses' trail in the project log (the server's audit rows), with the detail shapes it writes. */
export const fixtureAnalysisLog: FixtureLogSeed[] = [
  created(1, 3),
  uploaded(1, 1),
  created(2, 2),
  uploaded(2, 1),
  {
    projectId: 1,
    action: 'ANALYSIS_DELETED',
    actorId: 3,
    createdAt: at('2026-09-26', '01:10:00'),
    detail: { name: '시범 코호트 기초 특성 요약' },
  },
  {
    projectId: 1,
    action: 'ANALYSIS_MODIFIED',
    actorId: 3,
    createdAt: at('2026-10-02', '04:00:00'),
    detail: named(1),
  },
  uploaded(1, 2),
  created(3, 3),
  uploaded(3, 1),
  created(4, 3),
  uploaded(4, 1),
  uploaded(4, 2),
  created(5, 3),
  created(6, 3),
  uploaded(6, 1),
  {
    projectId: 1,
    action: 'ADVANCED_SAVED',
    actorId: 3,
    createdAt: at('2026-11-12', '03:30:00'),
    detail: { ...named(6), images: 2 },
  },
  created(7, 1),
  uploaded(7, 1),
  {
    projectId: 2,
    action: 'ADVANCED_SAVED',
    actorId: 1,
    createdAt: at('2026-11-03', '08:00:00'),
    detail: { ...named(7), images: 1 },
  },
  created(8, 1),
];

export function createAnalysesState(): AnalysesState {
  return structuredClone({ analyses, analysisVersions, analysisImages });
}
