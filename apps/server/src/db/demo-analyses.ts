import { crc32 } from 'node:zlib';
import { gt, inArray, max } from 'drizzle-orm';
import type { AnalysisType } from '@cdmnet/api/contract';
import { saveAdvanced } from '../services/analysis-advanced.js';
import { uploadPackage } from '../services/analysis-packages.js';
import { createAnalysis } from '../services/analyses.js';
import type { Transaction } from '../services/projects.js';
import {
  analyses,
  analysisImages,
  analysisVersions,
  auditLog,
  cdmDatabases,
  files,
  projects,
  users,
} from './schema.js';

// Demo analyses, made through the analysis services so their rows, files and log entries are what the
// app itself writes. 심부전 재입원 위험 예측 (김민준's) has one of each kind a researcher meets first: a
// prediction with two package versions, an estimation with a zip package written by a member, and an
// advanced analysis with its detail text. 항암제 이상반응 감시 has its creator's ML analysis, 당뇨병 약제
// 비교 효과 연구 an estimation still waiting for its package. Each targets 한빛대학교병원 and at least one
// other hospital, so the IRB demo (demo-irb.ts, seeded next) has organisations to ask.

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const DOYUN = 'doyun.han@hanbit-hospital.kr';
const TAEMIN = 'taemin.song@haeorum.kr';
const HANEUL = 'haneul.jung@hanbit-hospital.kr';

// ── Package contents ──────────────────────────────────────────────────────────────────────────────

/**
 * The CDM's name for a summarised_result's `cdm_name`, as the platform's own designs take it: the
 * request's `cdm_name` parameter when it gives one (SqlRender's default leaves it empty), else the
 * CDM's own name in `cdm_source`.
 */
const CDM_NAME_DEFAULT = '{DEFAULT @cdm_name = }';
const cdmNameCte = `-- cdm_name: 요청이 넘긴 CDM 이름(@cdm_name), 없으면 CDM이 cdm_source에 적어 둔 자기 이름입니다.
cdm AS (
  SELECT COALESCE(NULLIF('@cdm_name', ''),
    (SELECT MAX(COALESCE(NULLIF(cdm_source_abbreviation, ''), cdm_source_name)) FROM @cdm_database_schema.cdm_source)
  ) AS cdm_name
)`;

/** Version 1's end: a free-form table, one row per age group. */
const readmissionTable = `SELECT CASE WHEN age < 65 THEN '18-64' WHEN age < 75 THEN '65-74' ELSE '75+' END AS age_group,
       COUNT(*) AS persons,
       SUM(readmitted_30d) AS readmitted_count
FROM cohort
GROUP BY 1
ORDER BY 1;
`;

/**
 * Version 2's end, in the summarised_result format: the cohort overall and by age group (strata), each
 * with its number of subjects, readmissions (count and percentage of those subjects) and mean prior
 * admissions. The overall group is there even when no one is in the cohort.
 */
const readmissionSummary = `, ${cdmNameCte},
strata AS (
  -- 전체(overall)는 대상자가 없어도 한 행(0명)으로 남습니다.
  SELECT 'overall' AS strata_name, 'overall' AS strata_level, 0 AS strata_order,
         COUNT(*) AS subjects, COALESCE(SUM(readmitted_30d), 0) AS readmitted, AVG(prior_admissions_1y) AS mean_prior
  FROM cohort
  UNION ALL
  SELECT 'age_group', age_group, age_order, COUNT(*), SUM(readmitted_30d), AVG(prior_admissions_1y)
  FROM (
    SELECT c.*,
           CASE WHEN age < 65 THEN '18 to 64' WHEN age < 75 THEN '65 to 74' ELSE '75 or above' END AS age_group,
           CASE WHEN age < 65 THEN 1 WHEN age < 75 THEN 2 ELSE 3 END AS age_order
    FROM cohort c
  ) banded
  GROUP BY age_group, age_order
),
estimates AS (
  SELECT strata_order, 1 AS estimate_order, strata_name, strata_level, 'number subjects' AS variable_name,
         'count' AS estimate_name, 'integer' AS estimate_type, CAST(subjects AS text) AS estimate_value
  FROM strata
  UNION ALL
  SELECT strata_order, 2, strata_name, strata_level, 'readmitted within 30 days', 'count', 'integer', CAST(readmitted AS text)
  FROM strata
  UNION ALL
  SELECT strata_order, 3, strata_name, strata_level, 'readmitted within 30 days', 'percentage', 'percentage',
         CAST(ROUND(100.0 * readmitted / subjects, 2) AS text)
  FROM strata WHERE subjects > 0
  UNION ALL
  SELECT strata_order, 4, strata_name, strata_level, 'prior admissions in 1 year', 'mean', 'numeric',
         CAST(ROUND(mean_prior, 2) AS text)
  FROM strata WHERE subjects > 0
)
SELECT 1 AS result_id, cdm.cdm_name, 'cohort_name' AS group_name, '심부전 색인 입원' AS group_level,
       e.strata_name, e.strata_level, e.variable_name, '' AS variable_level,
       e.estimate_name, e.estimate_type, e.estimate_value, 'overall' AS additional_name, 'overall' AS additional_level
FROM estimates e CROSS JOIN cdm
ORDER BY e.strata_order, e.estimate_order;
`;

/**
 * The prediction's SQL; version 2 leaves out deaths in hospital and counts earlier admissions. Neither
 * ends in a person-level row (the data node refuses those). Version 1 ends in a free-form table of
 * counts by age group: the demo's example of a file the node keeps until the hospital's admin releases
 * it. Version 2 ends in the summarised_result format, so it leaves the hospital as checked, its small
 * counts suppressed by the node, and adds up across hospitals in the combined view.
 */
const readmissionSql = (
  version: 1 | 2,
) => `-- 심부전 재입원 위험 예측: 대상 코호트와 결과 정의 (버전 ${version})
-- 심부전(Heart failure, 316139 및 하위 개념)으로 입원한 18세 이상 환자의 첫 입원이 색인 입원입니다.
-- 결과는 퇴원 후 30일 안의 재입원입니다. @cdm_database_schema 는 실행 엔진이 기관의 CDM 스키마로 바꿉니다.
-- 환자 단위 행은 병원 밖으로 나갈 수 없으므로, 마지막에 연령대별 인원과 재입원 수로 모읍니다.
${
  version === 2
    ? `-- 버전 2: 입원 중 사망한 환자를 빼고, 이전 1년의 입원 횟수(평균)를 더했습니다. 결과는 DARWIN EU의
-- summarised_result 형식(13개 열)이라 데이터 노드가 행마다 작은 수를 가린 뒤 바로 내보냅니다.
`
    : `-- 버전 1의 결과는 자유 형식 표라서, 병원 관리자가 확인하고 반출을 승인해야 병원 밖으로 나갑니다.
`
}${version === 2 ? `${CDM_NAME_DEFAULT}\n` : ''}WITH hf_concepts AS (
  SELECT descendant_concept_id AS concept_id
  FROM @cdm_database_schema.concept_ancestor
  WHERE ancestor_concept_id = 316139
),
index_admission AS (
  SELECT vo.person_id, vo.visit_start_date, vo.visit_end_date,
         ROW_NUMBER() OVER (PARTITION BY vo.person_id ORDER BY vo.visit_start_date) AS rn
  FROM @cdm_database_schema.visit_occurrence vo
  JOIN @cdm_database_schema.condition_occurrence co ON co.visit_occurrence_id = vo.visit_occurrence_id
  JOIN hf_concepts hf ON hf.concept_id = co.condition_concept_id
  -- 입원(9201)과 응급실 경유 입원(262)
  WHERE vo.visit_concept_id IN (9201, 262)
),
cohort AS (
  SELECT EXTRACT(YEAR FROM ia.visit_start_date) - p.year_of_birth AS age,
${
  version === 2
    ? `         (SELECT COUNT(*) FROM @cdm_database_schema.visit_occurrence pv
          WHERE pv.person_id = ia.person_id
            AND pv.visit_concept_id IN (9201, 262)
            AND pv.visit_start_date BETWEEN ia.visit_start_date - 365 AND ia.visit_start_date - 1
         ) AS prior_admissions_1y,
`
    : ''
}         CASE WHEN EXISTS (
           SELECT 1 FROM @cdm_database_schema.visit_occurrence r
           WHERE r.person_id = ia.person_id
             AND r.visit_concept_id IN (9201, 262)
             AND r.visit_start_date > ia.visit_end_date
             AND r.visit_start_date <= ia.visit_end_date + 30
         ) THEN 1 ELSE 0 END AS readmitted_30d
  FROM index_admission ia
  JOIN @cdm_database_schema.person p ON p.person_id = ia.person_id
${version === 2 ? '  LEFT JOIN @cdm_database_schema.death d ON d.person_id = ia.person_id\n' : ''}  WHERE ia.rn = 1
${
  version === 2
    ? '    -- 입원 중 사망한 환자는 재입원할 수 없으므로 대상에서 뺍니다.\n    AND (d.death_date IS NULL OR d.death_date > ia.visit_end_date)\n'
    : ''
}    AND EXTRACT(YEAR FROM ia.visit_start_date) - p.year_of_birth >= 18
)
${version === 1 ? readmissionTable : readmissionSummary}`;

const estimationReadme = `# 심부전 환자의 ARNI와 ACE 억제제 재입원 위험 비교

새로 사클루비트릴/발사르탄(ARNI)을 시작한 환자(대상군)와 ACE 억제제를 시작한 환자(비교군)의
1년 안 심부전 재입원 위험을 성향점수 1:1 매칭 후 콕스 비례위험 모형으로 비교합니다.

- cohorts/target.sql: 대상군 (ARNI 신규 사용자)
- cohorts/comparator.sql: 비교군 (ACE 억제제 신규 사용자)
- settings.json: 매칭과 결과 모형 설정
`;

/**
 * A cohort file of the estimation package: the cohort's persons stay in the hospital; what leaves is
 * its number of subjects, as a summarised_result the data node checks.
 */
const cohortCountSql = (comment: string, name: string, cohort: string) => `${comment}
-- 병원 밖으로는 코호트의 인원 수만 summarised_result 형식으로 나갑니다.
${CDM_NAME_DEFAULT}
WITH cohort AS (
${cohort}
),
${cdmNameCte}
SELECT 1 AS result_id, cdm.cdm_name, 'cohort_name' AS group_name, '${name}' AS group_level,
       'overall' AS strata_name, 'overall' AS strata_level, 'number subjects' AS variable_name, '' AS variable_level,
       'count' AS estimate_name, 'integer' AS estimate_type, CAST(COUNT(c.person_id) AS text) AS estimate_value,
       'overall' AS additional_name, 'overall' AS additional_level
FROM cdm LEFT JOIN cohort c ON true
GROUP BY cdm.cdm_name;
`;

/** First ARNI (sacubitril/valsartan) prescriptions, per person. */
const arniFirstUse = `  SELECT de.person_id, MIN(de.drug_exposure_start_date) AS cohort_start_date
  FROM @cdm_database_schema.drug_exposure de
  JOIN @cdm_database_schema.concept_ancestor ca ON ca.descendant_concept_id = de.drug_concept_id
  WHERE ca.ancestor_concept_id = 1594481
  GROUP BY de.person_id`;

const estimationTarget = cohortCountSql(
  '-- 대상군: 심부전 진단 후 ARNI(사쿠비트릴/발사르탄)를 처음 처방받은 환자',
  'ARNI 신규 사용자',
  arniFirstUse,
);

const estimationComparator = cohortCountSql(
  '-- 비교군: 심부전 진단 후 ACE 억제제를 처음 처방받은 환자 (ARNI 사용자는 뺍니다)',
  'ACE 억제제 신규 사용자',
  `  SELECT de.person_id, MIN(de.drug_exposure_start_date) AS cohort_start_date
  FROM @cdm_database_schema.drug_exposure de
  JOIN @cdm_database_schema.concept_ancestor ca ON ca.descendant_concept_id = de.drug_concept_id
  WHERE ca.ancestor_concept_id IN (1308216, 1341927, 1335471)
    AND de.person_id NOT IN (SELECT person_id FROM (
${arniFirstUse.replace(/^/gm, '    ')}
    ) arni)
  GROUP BY de.person_id`,
);

const estimationSettings = `{
  "matching": { "method": "propensity score", "ratio": 1, "caliper": 0.2 },
  "outcomeModel": "cox",
  "timeAtRisk": { "startDays": 1, "endDays": 365 },
  "outcome": "심부전 재입원"
}
`;

const hepatotoxicityScript = `# 표적항암제 간독성 조기 경보 모형 (그래디언트 부스팅)
# 표적항암제 투여 시작 후 90일 안에 ALT가 정상 상한의 3배를 넘는 간독성을 예측합니다.
# 연결 정보는 실행 엔진이 환경 변수로 넘깁니다.
library(DatabaseConnector)
library(xgboost)

connection <- connect(dbms = Sys.getenv("CDM_DBMS"), server = Sys.getenv("CDM_SERVER"),
                      user = Sys.getenv("CDM_USER"), password = Sys.getenv("CDM_PASSWORD"))
cdm <- Sys.getenv("CDM_SCHEMA")

# 특성: 나이, 성별, 기저 간기능 수치, 병용 약물 수
features <- querySql(connection, SqlRender::render("
  SELECT p.person_id, YEAR(de.drug_exposure_start_date) - p.year_of_birth AS age,
         p.gender_concept_id, m.value_as_number AS baseline_alt
  FROM @cdm.drug_exposure de
  JOIN @cdm.person p ON p.person_id = de.person_id
  LEFT JOIN @cdm.measurement m ON m.person_id = de.person_id AND m.measurement_concept_id = 3006923
", cdm = cdm))

model <- xgboost(data = as.matrix(features[, -1]), label = features$OUTCOME,
                 nrounds = 200, max_depth = 4, eta = 0.05, objective = "binary:logistic")
saveRDS(model, file.path(Sys.getenv("RESULT_DIR"), "hepatotoxicity_gbm.rds"))
disconnect(connection)
`;

const ecgDetail = `입원 중 12유도 심전도 파형으로 심부전 환자의 30일 재입원 위험을 세 단계(낮음·중간·높음)로 나눕니다.

1. 데이터: 각 기관 CDM의 note와 measurement에서 입원 첫 24시간 안의 심전도 판독과 QRS·QTc 수치를 모읍니다. 파형 원본은 병원 밖으로 나가지 않고, 기관 안에서 추출한 특성만 씁니다.
2. 모형: 1차원 합성곱 신경망으로 파형 특성을 요약한 뒤, 나이·성별·NT-proBNP와 함께 로지스틱 회귀로 위험을 계산합니다.
3. 검증: 한빛대학교병원 자료로 학습하고 부산해오름병원 자료로 외부 검증합니다. AUROC와 보정 곡선을 보고합니다.

결과 그림(보정 곡선, 위험군별 재입원율)은 첫 실행 뒤에 올립니다.`;

/** A package's file as the upload form sends it. */
const packageFile = (name: string, bytes: Buffer) => ({
  field: 'files',
  name,
  mimeType: 'application/octet-stream',
  bytes,
});

// ── A zip without a zip library ───────────────────────────────────────────────────────────────────

// Node has no zip writer and a demo package needs no compression: each entry is stored as is (method 0),
// which every unzip opens. Layout: per entry a local header and the bytes, then the central directory
// (one record per entry) and its end record (APPNOTE.TXT 4.3).
const ZIP_VERSION = 20;
const UTF8_NAMES = 0x0800;
/** 2026-03-02 00:00 in MS-DOS form: the zip format keeps no time zone, so any fixed date does. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (3 << 5) | 2;

/** A stored (uncompressed) zip of the given text files, names in UTF-8. */
export function storedZip(entries: { name: string; text: string }[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(ZIP_VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(ZIP_VERSION, 4);
    central.writeUInt16LE(ZIP_VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, internal and external attributes: all zero.
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

// ── The demo ──────────────────────────────────────────────────────────────────────────────────────

interface DemoPackage {
  fileName: string;
  bytes: Buffer;
  daysAgo: number;
}

interface DemoAnalysis {
  project: string;
  author: string;
  name: string;
  description: string;
  type: AnalysisType;
  /** Target CDMs by name (demo-data.ts). */
  cdms: string[];
  /** How long before the seeding it was made; its packages and detail come after. */
  daysAgo: number;
  packages: DemoPackage[];
  detail?: { text: string; daysAgo: number };
}

/** In the order they are made, which is their ids' order: oldest first. */
export const demoAnalyses: DemoAnalysis[] = [
  {
    project: '항암제 이상반응 감시',
    author: TAEMIN,
    name: '표적항암제 간독성 조기 경보 모형',
    description: '투여 시작 후 90일 안의 간독성(ALT 정상 상한 3배 초과)을 그래디언트 부스팅으로 예측합니다.',
    type: 'ML',
    cdms: ['HAEORUM_CDM', 'HANBIT_CDM'],
    daysAgo: 41,
    packages: [{ fileName: 'hepatotoxicity_gbm.R', bytes: Buffer.from(hepatotoxicityScript), daysAgo: 39 }],
  },
  {
    project: '심부전 재입원 위험 예측',
    author: RESEARCHER,
    name: '30일 재입원 위험 예측 모형',
    description:
      '심부전 입원 환자의 퇴원 후 30일 재입원을 LASSO 로지스틱 회귀로 예측하고 기관별로 외부 검증합니다.',
    type: 'PREDICTION',
    cdms: ['HANBIT_CDM', 'SJMC_CDM', 'HAEORUM_CDM'],
    daysAgo: 27,
    packages: [
      { fileName: 'hf_readmission_v1.sql', bytes: Buffer.from(readmissionSql(1)), daysAgo: 26 },
      { fileName: 'hf_readmission_v2.sql', bytes: Buffer.from(readmissionSql(2)), daysAgo: 9 },
    ],
  },
  {
    project: '심부전 재입원 위험 예측',
    author: DOYUN,
    name: 'ARNI 대 ACE 억제제 재입원 위험 비교',
    description:
      '심부전 환자에서 ARNI와 ACE 억제제 신규 사용자의 1년 재입원 위험을 성향점수 매칭으로 비교합니다.',
    type: 'ESTIMATION',
    cdms: ['HANBIT_CDM', 'SJMC_CDM'],
    daysAgo: 21,
    packages: [
      {
        fileName: 'arni_vs_acei_estimation.zip',
        bytes: storedZip([
          { name: 'README.md', text: estimationReadme },
          { name: 'cohorts/target.sql', text: estimationTarget },
          { name: 'cohorts/comparator.sql', text: estimationComparator },
          { name: 'settings.json', text: estimationSettings },
        ]),
        daysAgo: 20,
      },
    ],
  },
  {
    project: '심부전 재입원 위험 예측',
    author: RESEARCHER,
    name: '심전도 파형 기반 재입원 위험 분류',
    description: '입원 중 12유도 심전도 특성과 임상 변수로 재입원 위험군을 나눕니다.',
    type: 'ADVANCED_ANALYSIS',
    cdms: ['HANBIT_CDM', 'HAEORUM_CDM'],
    daysAgo: 6,
    packages: [],
    detail: { text: ecgDetail, daysAgo: 5 },
  },
  {
    project: '당뇨병 약제 비교 효과 연구',
    author: HANEUL,
    name: 'SGLT2 억제제 대 DPP-4 억제제 주요 심혈관 사건 비교',
    description:
      '제2형 당뇨병 환자의 주요 심혈관 사건(MACE) 발생 위험을 두 약제 신규 사용자 사이에서 비교합니다.',
    type: 'ESTIMATION',
    cdms: ['HANBIT_CDM', 'SJMC_CDM', 'MUDEUNG_CDM'],
    daysAgo: 1,
    packages: [],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Looks up seeded rows by their name; a demo naming one that is not there is a bug of the seed. */
function lookup<K extends string>(rows: { key: K; id: number }[], what: string) {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key: K) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo analysis ${what} ${key} is missing`);
    return id;
  };
}

/** The last id of each table a step writes to: what a step wrote has a larger one. */
async function lastIds(tx: Transaction) {
  const [[audit], [analysis], [version], [image], [file]] = [
    await tx.select({ id: max(auditLog.id) }).from(auditLog),
    await tx.select({ id: max(analyses.id) }).from(analyses),
    await tx.select({ id: max(analysisVersions.id) }).from(analysisVersions),
    await tx.select({ id: max(analysisImages.id) }).from(analysisImages),
    await tx.select({ id: max(files.id) }).from(files),
  ];
  return {
    audit: audit?.id ?? 0,
    analysis: analysis?.id ?? 0,
    version: version?.id ?? 0,
    image: image?.id ?? 0,
    file: file?.id ?? 0,
  };
}

/**
 * Runs one step through the services, then moves what it wrote back to `daysAgo` days before the
 * seeding, so the tab, the versions and the log read like a project's history. Rows the step made are
 * told by their ids; an analysis it touched, by the service's own clock having run past `startedAt`.
 */
async function asOf(tx: Transaction, startedAt: Date, daysAgo: number, step: () => Promise<unknown>) {
  const when = new Date(startedAt.getTime() - daysAgo * DAY_MS);
  const before = await lastIds(tx);
  await step();
  await tx.update(auditLog).set({ createdAt: when }).where(gt(auditLog.id, before.audit));
  await tx.update(analysisVersions).set({ createdAt: when }).where(gt(analysisVersions.id, before.version));
  await tx.update(analysisImages).set({ createdAt: when }).where(gt(analysisImages.id, before.image));
  await tx.update(files).set({ createdAt: when }).where(gt(files.id, before.file));
  await tx.update(analyses).set({ createdAt: when, updatedAt: when }).where(gt(analyses.id, before.analysis));
  await tx.update(analyses).set({ updatedAt: when }).where(gt(analyses.updatedAt, startedAt));
  await tx.update(analyses).set({ detailUpdatedAt: when }).where(gt(analyses.detailUpdatedAt, startedAt));
}

/**
 * Seeds the demo analyses through the services. Call it inside the seed's transaction, after the demo
 * projects. The analysis services notify no one, so the demo's notifications stay as they are.
 */
export async function seedDemoAnalyses(tx: Transaction): Promise<void> {
  const startedAt = new Date();
  const emails = [...new Set(demoAnalyses.map((a) => a.author))];
  const projectNames = [...new Set(demoAnalyses.map((a) => a.project))];
  const cdmNames = [...new Set(demoAnalyses.flatMap((a) => a.cdms))];
  const userId = lookup(
    await tx.select({ key: users.email, id: users.id }).from(users).where(inArray(users.email, emails)),
    'user',
  );
  const projectId = lookup(
    await tx
      .select({ key: projects.name, id: projects.id })
      .from(projects)
      .where(inArray(projects.name, projectNames)),
    'project',
  );
  const cdmId = lookup(
    await tx
      .select({ key: cdmDatabases.name, id: cdmDatabases.id })
      .from(cdmDatabases)
      .where(inArray(cdmDatabases.name, cdmNames)),
    'CDM',
  );

  for (const demo of demoAnalyses) {
    const author = userId(demo.author);
    const project = projectId(demo.project);
    let analysisId = 0;
    await asOf(tx, startedAt, demo.daysAgo, async () => {
      const created = await createAnalysis(tx, author, project, {
        name: demo.name,
        description: demo.description,
        type: demo.type,
        cdmIds: demo.cdms.map(cdmId),
      });
      analysisId = created.id;
    });
    for (const pkg of demo.packages) {
      await asOf(tx, startedAt, pkg.daysAgo, () =>
        uploadPackage(tx, author, project, analysisId, [packageFile(pkg.fileName, pkg.bytes)], null),
      );
    }
    if (demo.detail) {
      const { text } = demo.detail;
      await asOf(tx, startedAt, demo.detail.daysAgo, () =>
        saveAdvanced(tx, author, project, analysisId, { detail: text }, []),
      );
    }
  }
}
