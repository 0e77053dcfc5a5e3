import type { DisclosureFinding, DisclosureRules, ResultFileDisclosure } from '../contract/disclosure.js';
import type { ExecutionEvent, ExecutionRecord, ExecutionStatus } from '../contract/executions.js';
import { createAdminState } from './admin.fixtures.js';
import { createAnalysesState, fakeChecksum } from './analyses.fixtures.js';
import { fixtureUsers } from './fixtures.js';

// The executions of the stories and unit tests, in the shapes the server keeps (apps/server's
// executions, execution_history, execution_files; the record is the snapshot taken at the start).
// Every status appears once at least. Project 1 (김민준 manages it; 박지현 a member with
// EXECUTION_CREATE and EXECUTION_VIEW, without EXECUTION_CANCEL):
// - analysis 1 (the estimation; targets HANBIT_CDM, SJMC_CDM, HAEORUM_CDM):
//   1 v1 HANBIT_CDM FINISHED_SUCCESSFULLY, with result files (free-form CSVs, a JSON and a PDF the
//     hospital's admin released, and the node's own log) and a Shiny app;
//   2 v1 SJMC_CDM FINISHED_WITH_ERROR; 3 v1 HAEORUM_CDM CANCELED while it waited;
//   4 v2 HAEORUM_CDM FINISHED_SUCCESSFULLY, whose results 부산해오름병원 (RFZ level E) keeps from both;
//     besides its older files, characterization.csv in summarised_result, checked by the node (file 12),
//     and cohort_rows.csv, held at the hospital with the node's findings (13);
//   5 v2 HANBIT_CDM EXECUTING_DOCKER, its log growing; 6 v2 SJMC_CDM WAITING.
// - analysis 2 (박지현's prediction): 7 MUDEUNG_CDM SAVING_RESULT_FILES; 8 HANBIT_CDM CANCELLING.
// - analysis 3 (the ML analysis): 9 HANBIT_CDM EXECUTING_PREPARING.
// Project 2: 10 (analysis 7 on HANBIT_CDM) FINISHED_SUCCESSFULLY, with the same two (14 checked, 15 held).
// What refuses a new execution is the fixtures' own state, as on the server: a member's data access
// level (membershipDetails, orgSettings), the project's IRB approvals (irbRequests), the organisation's
// DB access block (orgSettings.blockingDBAccess), its engine (engines: none, or status 'OFFLINE').

export interface MockExecutionStep {
  status: ExecutionStatus;
  at: string;
  note: string | null;
}

export interface MockExecution {
  id: number;
  projectId: number;
  analysisId: number;
  version: number;
  cdmId: number;
  orgId: number;
  engineId: number | null;
  status: ExecutionStatus;
  /** Why it ended with an error (the FINISHED_WITH_ERROR move's note). */
  error: string | null;
  startedBy: number | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  shinyUrl: string | null;
  record: ExecutionRecord;
  /** The engine's log so far. */
  log: string;
  /** Every move, oldest first. */
  history: MockExecutionStep[];
  /** The rules the hospital's node checked the result under; null before a result arrived. */
  disclosureRules: DisclosureRules | null;
}

/**
 * A result file and what the node said of it (domain.md "What leaves a hospital"). `bytes` are the
 * file's exact bytes: here for a CHECKED or RELEASED file; for a HELD one they stand for the copy the
 * hospital's node keeps, which no call serves until the hospital's admin releases it.
 */
export interface MockExecutionFile extends ResultFileDisclosure {
  id: number;
  executionId: number;
  name: string;
  bytes: Uint8Array;
}

/** The rules of the fixtures' results: the hospitals' defaults. */
export const FIXTURE_DISCLOSURE_RULES: DisclosureRules = {
  version: 'cdmnet-disclosure/1',
  minCellCount: 5,
  rounding: null,
  releaseUnchecked: true,
};

const encoder = new TextEncoder();
const HIDDEN = /^(<\d+|-)$/;

/**
 * A result file with the facts the node reports of it, read from its bytes: its shape (rows and columns
 * of a CSV), its checksum, and for a summarised_result the estimates it hid. Stories and tests add files
 * with it; `facts` says the status, format and findings (CHECKED summarised_result when not told).
 */
export function mockResultFile(
  file: { id: number; executionId: number; name: string; text: string | Uint8Array },
  facts: Partial<Pick<ResultFileDisclosure, 'status' | 'format' | 'findings'>> = {},
): MockExecutionFile {
  const bytes = typeof file.text === 'string' ? encoder.encode(file.text) : file.text;
  const csv = file.name.toLowerCase().endsWith('.csv') && typeof file.text === 'string';
  const [header = '', ...lines] = csv ? (file.text as string).trimEnd().split('\n') : [];
  const format = facts.format ?? 'SUMMARISED_RESULT';
  const status = facts.status ?? 'CHECKED';
  return {
    id: file.id,
    executionId: file.executionId,
    name: file.name,
    bytes,
    status,
    format,
    rows: csv ? lines.length : null,
    columns: csv ? header.split(',') : [],
    findings: facts.findings ?? [],
    sha256: status === 'REFUSED' ? null : fakeChecksum(bytes),
    suppressedCells:
      format === 'SUMMARISED_RESULT'
        ? lines.filter((line) => HIDDEN.test(line.split(',')[10] ?? '')).length
        : 0,
  };
}

/** Who hears an execution move: the `/api/v1/events` stream of each open page. */
export type MockExecutionListener = (event: ExecutionEvent) => void;

export interface ExecutionsState {
  executions: MockExecution[];
  executionFiles: MockExecutionFile[];
  /** The open event streams (executions.handlers.ts's `liveEventsHandler`); empty in Node. */
  executionListeners: Set<MockExecutionListener>;
}

const at = (day: string, time: string) => `${day}T${time}.000Z`;

const userNameOf = (userId: number) => fixtureUsers.find((u) => u.id === userId)?.name ?? '';

// The snapshot of what each execution ran on, read from the other fixtures as the server reads its rows.
const admin = createAdminState();
const analysesState = createAnalysesState();

interface Seed {
  id: number;
  projectId: number;
  analysisId: number;
  version: number;
  cdmId: number;
  startedBy: number;
  /** The moves after WAITING, each with its time; the first element is WAITING's time. */
  steps: [start: string, ...moves: [ExecutionStatus, string, string?][]];
  log?: string;
  shinyUrl?: string;
}

function execution(seed: Seed): MockExecution {
  const cdm = admin.cdms.find((c) => c.id === seed.cdmId);
  if (!cdm) throw new Error(`fixture execution ${seed.id}: no CDM ${seed.cdmId}`);
  const engine = admin.engines.find((e) => e.id === cdm.engineId) ?? null;
  const version = analysesState.analysisVersions.find(
    (v) => v.analysisId === seed.analysisId && v.version === seed.version,
  );
  if (!version) throw new Error(`fixture execution ${seed.id}: no version ${seed.version}`);
  const [start, ...moves] = seed.steps;
  const history: MockExecutionStep[] = [
    { status: 'WAITING', at: start, note: null },
    ...moves.map(([status, when, note]) => ({ status, at: when, note: note ?? null })),
  ];
  const last = history.at(-1)!;
  const terminal = ['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR', 'CANCELED'].includes(last.status);
  return {
    id: seed.id,
    projectId: seed.projectId,
    analysisId: seed.analysisId,
    version: seed.version,
    cdmId: cdm.id,
    orgId: cdm.orgId,
    engineId: engine?.id ?? null,
    status: last.status,
    error: last.status === 'FINISHED_WITH_ERROR' ? last.note : null,
    startedBy: seed.startedBy,
    createdAt: start,
    updatedAt: last.at,
    finishedAt: terminal ? last.at : null,
    shinyUrl: seed.shinyUrl ?? null,
    record: {
      engineName: engine?.name ?? '',
      engineAddress: engine?.engineAddress ?? '',
      cdmName: cdm.name,
      cdmVersion: cdm.version,
      vocabularyVersion: cdm.vocabularyVersion,
      packageVersion: version.version,
      packageFileName: version.fileName,
      packageChecksum: version.checksum,
      startedByName: userNameOf(seed.startedBy),
      startedAt: start,
    },
    log: seed.log ?? '',
    history,
    disclosureRules: terminal && last.status !== 'CANCELED' ? { ...FIXTURE_DISCLOSURE_RULES } : null,
  };
}

/** An engine's log: one line each, stamped as the Arachne engine stamps them. */
const logOf = (day: string, lines: [time: string, text: string][]) =>
  lines.map(([time, text]) => `[${day} ${time}] ${text}\n`).join('');

const finishedLog = (day: string, packageName: string, cdmName: string) =>
  logOf(day, [
    ['01:00:04', `Execution request received for ${cdmName}`],
    ['01:00:05', `Unpacking ${packageName}`],
    ['01:01:10', 'Starting container odysseusinc/r-hades:2023'],
    ['01:01:42', 'Loading required package: CohortMethod'],
    ['01:02:15', 'Connecting to the CDM using PostgreSQL driver'],
    ['01:05:31', 'Creating cohorts: 2 target, 1 outcome'],
    ['01:21:08', 'Fitting propensity model (Cyclops): 2,680 subjects'],
    ['01:37:40', 'Masking counts below 5 before export'],
    ['01:37:52', 'Saving result files (6)'],
    ['01:38:20', 'Execution finished successfully'],
  ]);

/** Execution 5's log so far; stories append to it as the engine would. */
export const RUNNING_LOG = logOf('2026-11-26', [
  ['00:40:03', 'Execution request received for HANBIT_CDM'],
  ['00:40:04', 'Unpacking mace_estimation_v2.zip'],
  ['00:41:12', 'Starting container odysseusinc/r-hades:2023'],
  ['00:41:40', 'Loading required package: CohortMethod'],
  ['00:42:02', 'Connecting to the CDM using PostgreSQL driver'],
  ['00:44:55', 'Creating cohorts: 2 target, 1 outcome'],
]);

const ERROR_NOTE = '비교군 코호트에 대상자가 없습니다(0명). 코호트 정의와 관찰 기간을 확인해 주십시오.';

const seeds: Seed[] = [
  {
    id: 1,
    projectId: 1,
    analysisId: 1,
    version: 1,
    cdmId: 1,
    startedBy: 3,
    steps: [
      at('2026-09-12', '01:00:00'),
      ['EXECUTING_PREPARING', at('2026-09-12', '01:00:04')],
      ['EXECUTING_DOCKER', at('2026-09-12', '01:01:10')],
      ['SAVING_RESULT_FILES', at('2026-09-12', '01:37:52')],
      ['FINISHED_SUCCESSFULLY', at('2026-09-12', '01:38:20')],
    ],
    log: finishedLog('2026-09-12', 'mace_estimation_v1.zip', 'HANBIT_CDM'),
    shinyUrl: 'http://10.10.1.21:3838/cdmnet/execution-1/',
  },
  {
    id: 2,
    projectId: 1,
    analysisId: 1,
    version: 1,
    cdmId: 2,
    startedBy: 3,
    steps: [
      at('2026-09-12', '01:00:00'),
      ['EXECUTING_PREPARING', at('2026-09-12', '01:00:06')],
      ['EXECUTING_DOCKER', at('2026-09-12', '01:01:30')],
      ['FINISHED_WITH_ERROR', at('2026-09-12', '01:09:12'), ERROR_NOTE],
    ],
    log: logOf('2026-09-12', [
      ['01:00:06', 'Execution request received for SJMC_CDM'],
      ['01:01:30', 'Starting container odysseusinc/r-hades:2023'],
      ['01:02:01', 'Loading required package: CohortMethod'],
      ['01:08:57', 'Creating cohorts: 2 target, 1 outcome'],
      ['01:09:11', 'Error in createStudyPopulation(): comparator cohort has 0 subjects'],
      ['01:09:12', 'Execution failed'],
    ]),
  },
  {
    id: 3,
    projectId: 1,
    analysisId: 1,
    version: 1,
    cdmId: 3,
    startedBy: 3,
    steps: [at('2026-09-12', '01:00:00'), ['CANCELED', at('2026-09-12', '01:00:40')]],
  },
  {
    id: 4,
    projectId: 1,
    analysisId: 1,
    version: 2,
    cdmId: 3,
    startedBy: 3,
    steps: [
      at('2026-10-03', '02:00:00'),
      ['EXECUTING_PREPARING', at('2026-10-03', '02:00:05')],
      ['EXECUTING_DOCKER', at('2026-10-03', '02:01:20')],
      ['SAVING_RESULT_FILES', at('2026-10-03', '02:44:10')],
      ['FINISHED_SUCCESSFULLY', at('2026-10-03', '02:44:31')],
    ],
    log: finishedLog('2026-10-03', 'mace_estimation_v2.zip', 'HAEORUM_CDM'),
  },
  {
    id: 5,
    projectId: 1,
    analysisId: 1,
    version: 2,
    cdmId: 1,
    startedBy: 3,
    steps: [
      at('2026-11-26', '00:40:00'),
      ['EXECUTING_PREPARING', at('2026-11-26', '00:40:03')],
      ['EXECUTING_DOCKER', at('2026-11-26', '00:41:12')],
    ],
    log: RUNNING_LOG,
  },
  {
    id: 6,
    projectId: 1,
    analysisId: 1,
    version: 2,
    cdmId: 2,
    startedBy: 3,
    steps: [at('2026-11-26', '00:40:00')],
  },
  {
    id: 7,
    projectId: 1,
    analysisId: 2,
    version: 1,
    cdmId: 5,
    startedBy: 2,
    steps: [
      at('2026-11-26', '00:10:00'),
      ['EXECUTING_PREPARING', at('2026-11-26', '00:10:04')],
      ['EXECUTING_DOCKER', at('2026-11-26', '00:11:00')],
      ['SAVING_RESULT_FILES', at('2026-11-26', '00:52:30')],
    ],
    log: logOf('2026-11-26', [
      ['00:10:04', 'Execution request received for MUDEUNG_CDM'],
      ['00:11:00', 'Starting container odysseusinc/r-hades:2023'],
      ['00:11:31', 'Loading required package: PatientLevelPrediction'],
      ['00:49:12', 'Model trained: LASSO logistic regression, AUC 0.78'],
      ['00:52:30', 'Saving result files'],
    ]),
  },
  {
    id: 8,
    projectId: 1,
    analysisId: 2,
    version: 1,
    cdmId: 1,
    startedBy: 2,
    steps: [
      at('2026-11-25', '23:50:00'),
      ['EXECUTING_PREPARING', at('2026-11-25', '23:50:05')],
      ['EXECUTING_DOCKER', at('2026-11-25', '23:51:12')],
      ['CANCELLING', at('2026-11-26', '00:05:00')],
    ],
    log: logOf('2026-11-25', [
      ['23:50:05', 'Execution request received for HANBIT_CDM'],
      ['23:51:12', 'Starting container odysseusinc/r-hades:2023'],
    ]),
  },
  {
    id: 9,
    projectId: 1,
    analysisId: 3,
    version: 1,
    cdmId: 1,
    startedBy: 3,
    steps: [at('2026-11-26', '00:55:00'), ['EXECUTING_PREPARING', at('2026-11-26', '00:55:04')]],
    log: logOf('2026-11-26', [['00:55:04', 'Execution request received for HANBIT_CDM']]),
  },
  {
    id: 10,
    projectId: 2,
    analysisId: 7,
    version: 1,
    cdmId: 1,
    startedBy: 1,
    steps: [
      at('2026-11-04', '03:00:00'),
      ['EXECUTING_PREPARING', at('2026-11-04', '03:00:05')],
      ['EXECUTING_DOCKER', at('2026-11-04', '03:01:00')],
      ['SAVING_RESULT_FILES', at('2026-11-04', '03:20:00')],
      ['FINISHED_SUCCESSFULLY', at('2026-11-04', '03:20:12')],
    ],
  },
];

/** A PDF's first bytes and little else: a file the viewer cannot show (4003). */
const STAND_IN_PDF = encoder.encode(
  '%PDF-1.4\n% CDMNet mock report\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n',
);

/**
 * The free-form files 한빛's admin released (their counts below 5 were masked before release), the
 * engine's settings and report, and the node's own log.
 */
export const FIXTURE_RESULT_FILES = {
  'persons.csv':
    'cohort_definition_id,cohort_name,persons,person_years\n1,메트포르민 시작군,1582,4120.5\n2,설포닐우레아 시작군,1098,2877.25\n',
  'gender.csv': 'gender,persons\n여성,1391\n남성,1289\n기타,<5\n',
  'age_groups.csv':
    'age_group,persons\n18-39,<5\n40-49,212\n50-59,688\n60-69,904\n70-79,702\n80 이상,171\n90 이상,<5\n',
  'stdout.txt':
    'CohortMethod 5.2.1\nTarget: 메트포르민 시작군 (1,582명)\nComparator: 설포닐우레아 시작군 (1,098명)\nHazard ratio (MACE): 0.78 [0.64-0.95]\n',
  'execution_settings.json':
    '{\n  "analysis": "mace_estimation",\n  "washoutPeriod": 365,\n  "riskWindowEnd": 1095,\n  "minCellCount": 5\n}\n',
} as const;

const SUMMARISED_HEADER =
  'result_id,cdm_name,group_name,group_level,strata_name,strata_level,variable_name,variable_level,estimate_name,estimate_type,estimate_value,additional_name,additional_level';

/** A characterization in summarised_result, as the node checked it: `<5` and `-` are its hidden estimates. */
export const summarisedCharacterization = (cdmName: string) =>
  [
    SUMMARISED_HEADER,
    ...[
      'overall,overall,number subjects,,count,integer,1582',
      'overall,overall,sex,Female,count,integer,812',
      'overall,overall,sex,Female,percentage,percentage,51.33',
      'overall,overall,sex,Male,count,integer,770',
      'overall,overall,sex,Male,percentage,percentage,48.67',
      'overall,overall,age,,mean,numeric,63.4',
      'overall,overall,age,,sd,numeric,11.2',
      'age_group,18 to 39,number subjects,,count,integer,<5',
      'age_group,18 to 39,sex,Female,count,integer,-',
      'age_group,40 to 64,number subjects,,count,integer,688',
      'age_group,65 or above,number subjects,,count,integer,890',
    ].map((row) => `1,${cdmName},cohort_name,metformin_new_users,${row},overall,overall`),
  ].join('\n') + '\n';

/** A free-form file the node kept at the hospital, and what it found in it. */
export const HELD_FILE_TEXT =
  'subject_group,index_date,events\nA,2021-03-04,3\nB,2021-03-09,1\nC,2021-04-11,2\nD,2021-05-20,14\n';
export const HELD_FILE_FINDINGS: DisclosureFinding[] = [
  {
    code: 'SMALL_COUNT',
    column: 'events',
    rows: 3,
    message:
      'events 열의 3개 행에 5보다 작은 수(1~4)가 있습니다. 환자를 알아볼 수 있으니 5 미만은 가리거나 묶어서 다시 실행해 주십시오.',
  },
  {
    code: 'EVENT_DATE',
    column: 'index_date',
    rows: 4,
    message:
      'index_date 열의 모든 행에 사건 날짜가 있습니다. 날짜는 연도나 월로 묶어 집계한 뒤 내보내 주십시오.',
  },
];

type FixtureName =
  keyof typeof FIXTURE_RESULT_FILES | 'report.pdf' | 'characterization.csv' | 'cohort_rows.csv';

const released = { status: 'RELEASED', format: 'OTHER' } as const;

/** What the node and the hospital made of each fixture file. */
const factsOf = (name: FixtureName): Parameters<typeof mockResultFile>[1] => {
  if (name === 'characterization.csv') return {};
  if (name === 'cohort_rows.csv') return { status: 'HELD', format: 'OTHER', findings: HELD_FILE_FINDINGS };
  // The node's own log leaves with every result, scrubbed of data values.
  if (name === 'stdout.txt') return { status: 'CHECKED', format: 'OTHER' };
  return released;
};

const filesOf = (executionId: number, cdmName: string, names: FixtureName[]) =>
  names.map((name) => ({
    executionId,
    name,
    text:
      name === 'report.pdf'
        ? STAND_IN_PDF
        : name === 'characterization.csv'
          ? summarisedCharacterization(cdmName)
          : name === 'cohort_rows.csv'
            ? HELD_FILE_TEXT
            : FIXTURE_RESULT_FILES[name],
  }));

// The files the checks brought are listed after the older ones, so the older ones keep their ids.
const files = [
  ...filesOf(1, 'HANBIT_CDM', [
    'age_groups.csv',
    'execution_settings.json',
    'gender.csv',
    'persons.csv',
    'report.pdf',
    'stdout.txt',
  ]),
  ...filesOf(4, 'HAEORUM_CDM', ['gender.csv', 'persons.csv', 'stdout.txt']),
  ...filesOf(10, 'HANBIT_CDM', ['age_groups.csv', 'stdout.txt']),
  ...filesOf(4, 'HAEORUM_CDM', ['characterization.csv', 'cohort_rows.csv']),
  ...filesOf(10, 'HANBIT_CDM', ['characterization.csv', 'cohort_rows.csv']),
].map((file, index) => mockResultFile({ id: index + 1, ...file }, factsOf(file.name)));

export function createExecutionsState(): ExecutionsState {
  return {
    executions: structuredClone(seeds.map(execution)),
    executionFiles: files.map((file) => ({ ...structuredClone(file), bytes: file.bytes.slice() })),
    executionListeners: new Set(),
  };
}
