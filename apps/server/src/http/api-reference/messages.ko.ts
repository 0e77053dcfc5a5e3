import type { ResultCode } from '@cdmnet/api/contract';

// The API reference's Korean copy (GET /api/docs/ and the descriptions in /api/v1/openapi.json): what a
// hospital's developer reads. The contract's summaries stay in English, as the contract writes them;
// the renderer's own buttons stay in English too (Swagger UI has no Korean).

export const referencePage = {
  title: 'CDMNet API 참조',
  noScript:
    '이 페이지는 JavaScript로 API 문서를 보여 줍니다. JavaScript 없이는 OpenAPI 문서 원본을 받아 보십시오:',
  documentLink: 'openapi.json',
} as const;

/** The document's introduction (OpenAPI `info.description`, Markdown). */
export const introduction = (codeRows: string) =>
  [
    '병원이 자체 시스템을 CDMNet 플랫폼과 연동할 때 쓰는 API입니다. 이 문서는 서버가 실제로 등록한 경로를',
    '계약(`@cdmnet/api`)의 선언에서 그대로 만든 것이며, 테스트가 서버의 경로 표와 한 건씩 맞춰 봅니다.',
    '',
    '## 응답 형식',
    '',
    '모든 응답은 성공이든 실패든 `{ result, code, message, content }` 봉투입니다. 실패하면 `result`가 `false`,',
    '`content`가 `null`이고 `message`는 사용자에게 그대로 보여 줄 수 있는 한국어 문장입니다. 파일을 돌려주는',
    '호출은 성공할 때만 파일 자체를 보내고, 실패하면 같은 봉투를 보냅니다.',
    '',
    '## 인증',
    '',
    '`POST /api/v1/account/login`으로 로그인하면 세션 쿠키(`cdmnet_session`)가 설정되고, 이후 호출은 그 쿠키로',
    '호출한 사람을 확인합니다. 세션이 없거나 만료되면 401과 코드 1004로 답합니다. 엔진의 콜백은 세션 대신',
    '실행마다 발급된 경로의 비밀번호로 확인합니다.',
    '',
    '## 누가 호출할 수 있나',
    '',
    '각 호출의 설명 첫머리에 호출할 수 있는 사람과 범위(기관·프로젝트)를 적었습니다. 같은 내용을 프로그램이 읽도록',
    '`x-access` 확장 필드에도 넣었습니다. 역할이나 범위 밖의 호출은 입력값을 보기 전에 403으로 거절합니다.',
    '',
    '## 오류',
    '',
    '각 호출의 응답 목록에는 그 호출이 받을 수 있는 오류를 HTTP 상태와 결과 코드, 예시 봉투와 함께 적었습니다.',
    '모든 호출에 공통인 오류(입력값, 세션, 권한, 없는 항목, 상태 충돌, 본문 크기, 요청 한도, 일시 중단)는',
    '계약의 선언(인증 방식, 역할, 경로 매개변수, 본문)에서 규칙으로 정해집니다. 외부 시스템(엔진, ATLAS, CDM)에',
    '묻는 호출은 요약에 적힌 대로 422(코드 1040, 1041)나 그 밖의 코드로도 답할 수 있습니다.',
    '',
    '## 결과 코드',
    '',
    '| 코드 | 뜻 |',
    '| --- | --- |',
    codeRows,
  ].join('\n');

/** What each result code means to a caller (spec §8 names 1004, 4003 and 7008/7012/7013/7016). */
export const resultCodeMeanings: Record<keyof typeof ResultCode, string> = {
  OK: '성공 (HTTP 200)',
  INVALID_INPUT:
    '입력값이 올바르지 않음: 메시지가 어느 항목인지 밝힙니다 (HTTP 400; 본문이 너무 크면 413, 본문 형식이 다르면 415)',
  INVALID_CREDENTIALS: '이메일 또는 비밀번호가 틀림: 어느 쪽인지는 일부러 밝히지 않습니다 (HTTP 401)',
  FORBIDDEN: '로그인은 했지만 이 호출을 할 수 있는 역할이나 범위가 아님 (HTTP 403)',
  SESSION_EXPIRED: '세션이 없거나 만료됨: 다시 로그인해야 합니다 (HTTP 401)',
  NOT_FOUND: '경로가 가리키는 항목이 없음 (HTTP 404)',
  CONFLICT: '요청은 올바르지만 지금 상태가 허락하지 않음: 이름 중복, 마지막 관리자 등 (HTTP 409)',
  TOO_MANY_REQUESTS: '요청 한도를 넘음: `Retry-After` 헤더의 초만큼 기다린 뒤 다시 시도합니다 (HTTP 429)',
  CONNECTION_CHECK_FAILED: '엔진·ATLAS·CDM 연결 확인 실패: 아무것도 저장하지 않았습니다 (HTTP 422)',
  PEER_FAILED: '엔진이나 ATLAS가 요청을 거절했거나 처리하지 못함 (HTTP 422, 응답이 없으면 503)',
  UNVIEWABLE_FILE: '파일은 있지만 뷰어로 볼 수 없는 형식 (HTTP 422)',
  WRONG_ACCESS: '잘못된 접근 (spec §8의 특수 코드)',
  ATLAS_PATH_NOT_FOUND: '존재하지 않는 ATLAS 경로 (spec §8의 특수 코드)',
  CDM_PATH_NOT_FOUND: '존재하지 않는 CDM 경로 (spec §8의 특수 코드)',
  FILE_NOT_READY: '파일이 아직 준비되지 않음 (spec §8의 특수 코드)',
  INTERNAL_ERROR: '서버 내부 오류: 서버 기록에 남습니다 (HTTP 500)',
  UNAVAILABLE:
    '데이터베이스에 닿을 수 없거나 서버가 종료 중: 저장된 것은 없으며 `Retry-After` 뒤 다시 시도합니다 (HTTP 503)',
};

/** Who may make a call, in words (the first lines of each operation's description). */
export const accessWords = {
  whoLabel: '호출할 수 있는 사람',
  scopeLabel: '범위',
  anyone: '누구나 (로그인 필요 없음)',
  signedIn: '로그인한 사용자 누구나',
  roles: (labels: readonly string[]) => `로그인한 사용자 중 ${labels.join(', ')}`,
  engine: '분석 엔진: 실행마다 발급한 경로의 비밀번호로 확인합니다 (로그인 필요 없음)',
  orgAdmin: (param: string) => `경로의 \`${param}\` 기관의 기관 관리자, 또는 플랫폼 관리자`,
  projectMember: (param: string) =>
    `경로의 \`${param}\` 프로젝트에 참여가 수락된 구성원 (플랫폼 관리자도 구성원이어야 합니다)`,
  projectManager: '그중 프로젝트 관리자',
  projectPermission: (label: string) => `그중 '${label}' 권한이 있는 구성원 (관리자는 모든 권한을 가집니다)`,
} as const;

/** Each error reply's description in an operation's responses. */
export const errorWords = {
  invalidInput:
    '입력값이 계약의 스키마에 맞지 않음 (메시지가 항목을 밝힘), 읽을 수 없는 JSON, NUL 문자가 든 값',
  sessionExpired: '로그인하지 않았거나 세션이 만료됨',
  engineRefused: '경로의 비밀번호가 이 실행의 것이 아님',
  forbiddenByRole: '이 호출을 할 수 있는 역할이나 범위가 아님 (입력값을 보기 전에 거절)',
  forbiddenRecord: '경로가 가리키는 항목을 다룰 권한이 없음',
  notFound: '경로가 가리키는 항목이 없음',
  conflict: '요청은 올바르지만 지금 상태가 허락하지 않음 (이름 중복, 이미 처리됨 등)',
  bodyTooLarge: (limit: string) => `요청 본문이 ${limit}를 넘음`,
  fileTooLarge: (limit: string | undefined) =>
    limit ? `파일 하나가 ${limit}를 넘음` : '파일 하나가 이 호출이 받는 크기를 넘음',
  unsupportedMediaType: '지원하지 않는 본문 형식',
  throttled: '요청 한도를 넘음: `Retry-After` 헤더의 초만큼 기다린 뒤 다시 시도',
  unavailable: '데이터베이스에 닿을 수 없거나 서버가 종료 중: 저장된 것은 없으며 `Retry-After` 뒤 다시 시도',
  internalError: '서버 내부 오류 (서버 기록에 남음)',
  /** The example message of a 409: each service says its own. */
  conflictExample: '이미 같은 이름이 있습니다.',
  /** The example message of a 429 (a minute's wait). */
  throttledSeconds: 60,
} as const;

/** The reply descriptions of the success examples. */
export const replyWords = {
  success: '성공',
  file: '파일 자체 (실패하면 JSON 봉투)',
  fileHeader: '파일 이름 (UTF-8)',
  sampleFileName: '결과표.csv',
} as const;

/** The groups of the reference, by the path's first segment under /api/v1. */
export const tagNames: Record<string, string> = {
  account: '계정',
  users: '내 정보',
  terms: '약관',
  announcements: '공지사항',
  dashboard: '대시보드',
  resources: '자료실',
  notifications: '알림',
  contact: '문의',
  files: '파일',
  network: '네트워크',
  master: '플랫폼 관리',
  orgs: '기관',
  projects: '프로젝트',
  atlas: 'ATLAS 개념 검색',
  cdms: 'CDM',
  conceptid: '개념 조회',
  localcode: '개념 조회',
  'atlas-supporter': 'ATLAS 지원',
  bookmark: '즐겨찾기',
  favorite: '즐겨찾기',
  'evix-ai': 'EVIX-AI',
  events: '실시간 이벤트',
  'engine-callbacks': '엔진 콜백',
  'openapi.json': 'API 문서',
  health: '서버 상태',
};

/**
 * Sample texts of the generated examples, by field name: Korean where a person writes the text, the
 * OMOP vocabulary's own words where it is a concept's. A field not named here gets `fallback`.
 */
export const sampleTexts: Record<string, string> = {
  name: '심부전 재입원 위험 예측',
  title: '심부전 재입원 위험 예측',
  projectName: '심부전 재입원 위험 예측',
  description: '심부전으로 입원한 환자의 30일 이내 재입원 위험을 예측합니다.',
  content: '연구에 필요한 내용을 적습니다.',
  message: '저장되었습니다.',
  summary: '분석 결과 요약입니다.',
  note: '검토 후 결정하겠습니다.',
  reason: 'IRB 승인 문서를 확인했습니다.',
  refusal: 'IRB 승인 문서가 필요합니다.',
  remedy: '기관 관리자에게 권한을 요청하십시오.',
  detail: '자세한 내용입니다.',
  purpose: '심부전 환자의 재입원 위험 요인을 분석합니다.',
  text: '위장관 출혈',
  keyword: '김민준',
  domains: 'hanbit.ac.kr',
  keepFileIds: '[1]',
  query: '위장관 출혈',
  koreanName: '위장관 출혈',
  conceptName: 'Gastrointestinal hemorrhage',
  label: '심부전 코호트',
  subject: '계정 문의',
  orgName: '한빛대학교병원',
  organization: '한빛대학교병원',
  orgEmployedName: '한빛대학교병원',
  institution: '한빛대학교병원',
  cdmName: '한빛대학교병원 CDM',
  atlasName: '한빛대학교병원 ATLAS',
  engineName: '한빛대학교병원 분석 엔진',
  analysisName: '심부전 환자 특성 분석',
  groupName: '심부전 코호트',
  resourceName: '연구 계획서 양식',
  documentName: 'IRB 승인서.pdf',
  fileName: '결과표.csv',
  packageFileName: 'study-package.zip',
  userName: '김민준',
  authorName: '김민준',
  creatorName: '김민준',
  actorName: '김민준',
  byName: '김민준',
  requestedByName: '김민준',
  decidedByName: '박지현',
  handledByName: '박지현',
  invitedByName: '김민준',
  startedByName: '김민준',
  uploadedByName: '김민준',
  updatedByName: '박지현',
  subjectName: '김민준',
  researcher: '김민준',
  partner: '이서연',
  email: 'researcher@demo.cdmnet.kr',
  primaryEmail: 'researcher@demo.cdmnet.kr',
  phoneNumber: '01012345678',
  password: 'Demo!2345',
  currentPassword: 'Demo!2345',
  newPassword: 'Demo!6789',
  irbNumber: 'HB-IRB-2025-0042',
  domainId: 'Condition',
  vocabularyId: 'SNOMED',
  conceptClassId: 'Clinical Finding',
  sourceCode: 'K92.2',
  vocabularyVersion: 'v5.0 22-JUN-22',
  cdmVersion: 'v5.4',
  version: '1.0.0',
  color: '#2563eb',
  host: '10.20.0.12',
  database: 'cdm',
  username: 'cdm_reader',
  schema: 'cdm',
  cdmSchema: 'cdm',
  vocabularySchema: 'vocab',
  resultSchema: 'results',
  mimeType: 'text/csv',
  stdout: '분석을 시작합니다.',
  error: '엔진이 응답하지 않습니다.',
  fetchError: '엔진이 응답하지 않습니다.',
  model: 'gpt-4o-mini',
  fallback: '예시',
};
