// Every Korean text the data node writes: the execution logs and errors the platform shows its users,
// the HTTP errors it answers, and the lines it prints while starting. Nothing Korean lives elsewhere
// (the stored designs' names and descriptions are data, in webapi/designs/).

export const configMessages = {
  badInteger: (name: string, raw: string, min: number) =>
    `환경 변수 ${name}의 값 "${raw}"이(가) 올바르지 않습니다: ${min} 이상의 정수여야 합니다.`,
  badSchema: (name: string, value: string) =>
    `환경 변수 ${name}의 스키마 이름 "${value}"이(가) 올바르지 않습니다: 영문 소문자, 숫자, 밑줄만 쓸 수 있습니다.`,
  badRounding: (raw: string) =>
    `환경 변수 DATA_NODE_ROUNDING의 값 "${raw}"이(가) 올바르지 않습니다: 비워 두거나 5여야 합니다.`,
  badFlag: (name: string, raw: string) =>
    `환경 변수 ${name}의 값 "${raw}"이(가) 올바르지 않습니다: 1(허용) 또는 0(불허)이어야 합니다.`,
  noDatabaseName:
    'DATA_NODE_DATABASE_URL에 데이터베이스 이름이 없습니다. DATA_NODE_DATABASE_NAME으로 이름을 정해 주십시오.',
  sampleSourceName: 'GiBleed 표본 CDM',
};

export const loadMessages = {
  buildingTemplate: 'CDM 템플릿을 만드는 중입니다(처음 한 번, PGlite initdb와 용어 테이블 적재)…',
  templateBuilt: (seconds: string) => `CDM 템플릿을 만들었습니다 (${seconds}초).`,
  siteLoaded: (database: string, seconds: string) => `${database}: 표본 CDM을 적재했습니다 (${seconds}초).`,
  siteOpened: (database: string, seconds: string) =>
    `${database}: 이전에 적재한 CDM을 열었습니다 (${seconds}초).`,
  reopenFailed: (database: string, error: string) =>
    `${database}: 실행을 멈춘 뒤 데이터베이스를 다시 열지 못했습니다: ${error}`,
  postgresUnreachable: (database: string, error: string) =>
    `${database}: PostgreSQL(DATA_NODE_DATABASE_URL)에 연결하지 못했습니다: ${error}`,
  postgresConnected: (database: string) => `${database}: PostgreSQL에 연결했습니다.`,
};

export const nodeMessages = {
  starting: (sites: number, dataDir: string) =>
    `데이터 노드를 시작합니다: 사이트 ${sites}곳, 데이터 폴더 ${dataDir}`,
  ready: (seconds: string) => `데이터 노드가 준비되었습니다 (${seconds}초).`,
  site: (database: string, engine: string, webapi: string, postgres: string | null) =>
    `  ${database}: 분석 엔진 ${engine}, WebAPI ${webapi}${postgres ? `, PostgreSQL ${postgres}` : ''}`,
  stopping: '데이터 노드를 종료합니다…',
  countsPrecomputed: (database: string, seconds: string, concepts: number) =>
    `${database}: 개념 ${concepts}개의 기록 수를 미리 세었습니다 (${seconds}초).`,
  countsFailed: (database: string, error: string) =>
    `${database}: 개념별 기록 수를 미리 세지 못했습니다 (묻는 개념마다 셉니다): ${error}`,
  startFailed: (error: string) => `데이터 노드를 시작하지 못했습니다: ${error}`,
};

/** HTTP errors of the engine API (400/404/409 bodies). */
export const engineHttpMessages = {
  notMultipart: '요청은 multipart/form-data여야 합니다 (analysisRequest 파트와 패키지 file 파트).',
  noRequestPart: 'analysisRequest 파트가 없습니다.',
  badRequestJson: 'analysisRequest 파트가 올바른 JSON이 아닙니다.',
  invalidRequest: (details: string) => `analysisRequest가 올바르지 않습니다: ${details}`,
  noFiles: '패키지 파일(file 파트)이 없습니다.',
  badZip: '압축된 패키지(arachne-compressed: true)를 zip으로 풀 수 없습니다.',
  oneZip: '압축된 패키지(arachne-compressed: true)는 zip 파일 하나로 보내야 합니다.',
  unsafePath: (name: string) =>
    `패키지 파일 경로 "${name}"을(를) 받을 수 없습니다 (절대 경로이거나 ..을 포함합니다).`,
  tooLarge: '패키지가 너무 큽니다.',
  stillRunning: (id: number) => `실행 ${id}이(가) 아직 진행 중입니다. 같은 id로 다시 보낼 수 없습니다.`,
  unknownSubmission: (id: string) => `실행 ${id}을(를) 알지 못합니다.`,
  badId: (id: string) => `실행 id "${id}"이(가) 올바르지 않습니다.`,
};

/** Lines of an execution's log (stdout) and its errors, as the platform shows them. */
export const runMessages = {
  received: (id: number, type: string, files: number, site: string) =>
    `실행 ${id} 요청을 받았습니다: ${type} 패키지, 파일 ${files}개, 대상 CDM ${site}.`,
  credentialsUnused:
    '요청의 접속 정보(계정, 비밀번호, 주소)는 쓰지 않습니다. 이 노드에 설정된 연결로 CDM을 조회합니다.',
  rRefused:
    '이 데이터 노드는 SQL 패키지만 실행합니다. R 연구 패키지(ATLAS 추정·예측 등)는 R 실행 이미지를 갖춘 Arachne Execution Engine에서 실행해야 합니다.',
  badConnectionString: (value: string) =>
    `데이터 소스의 connectionString "${value}"에서 데이터베이스 이름을 읽을 수 없습니다 (jdbc:postgresql://호스트:포트/데이터베이스 형식이어야 합니다).`,
  wrongDatabase: (requested: string, ours: string) =>
    `요청한 데이터베이스 "${requested}"는 이 사이트의 데이터베이스("${ours}")가 아닙니다. 실행하지 않습니다.`,
  missingSchema: (what: string, schema: string, database: string) =>
    `${what} 스키마 "${schema}"가 데이터베이스 "${database}"에 없습니다. 실행하지 않습니다.`,
  cdmSchema: 'CDM',
  vocabularySchema: '용어(vocabulary)',
  waiting: '같은 CDM에서 다른 실행이 진행 중입니다. 끝나면 시작합니다.',
  executing: (files: number, timeoutMs: number) =>
    `SQL 파일 ${files}개를 읽기 전용 트랜잭션에서 실행합니다 (문장 제한 시간 ${timeoutMs / 1000}초).`,
  rules: (minCellCount: number, rounding: number | null, releaseUnchecked: boolean) =>
    `반출 규칙: 최소 셀 크기 ${minCellCount}, ${rounding ? `보이는 수는 ${rounding} 단위로 반올림` : '반올림 없음'}, 검사하지 않은 파일의 반출 ${releaseUnchecked ? '관리자 승인 시 허용' : '불허'}. summarised_result 형식의 파일만 검사를 거쳐 바로 나가고, 다른 파일은 병원에 보관됩니다.`,
  noSqlFiles: '패키지에 SQL 파일(.sql)이 없습니다. 이 데이터 노드는 SQL 패키지만 실행합니다.',
  fileStarted: (file: string) => `[${file}] 실행을 시작합니다.`,
  unknownParameter: (file: string, names: string[]) =>
    `[${file}] 값이 없는 매개변수가 남아 있습니다: ${names.join(', ')}. 요청의 parameters에 값을 넣어 주십시오.`,
  refusedStatement: (file: string, keyword: string) =>
    `[${file}] ${keyword} 문은 실행할 수 없습니다 (패키지는 읽기 전용 트랜잭션 안에서만 실행됩니다).`,
  noStatements: (file: string) => `[${file}] 실행할 SQL 문이 없습니다.`,
  notSelectLast: (file: string) =>
    `[${file}] 마지막 문장이 행을 돌려주지 않습니다. 각 파일은 결과가 될 SELECT 문 하나로 끝나야 합니다.`,
  stillRunning: (file: string, seconds: number) => `[${file}] 실행 중입니다 (${seconds}초 경과).`,
  fileFailed: (file: string, error: string) => `[${file}] 실행 중 오류가 났습니다: ${error}`,
  raisedError:
    '패키지가 직접 일으킨 오류입니다(RAISE 또는 DO 블록). 데이터 값이 담겼을 수 있어 오류 내용은 보여 주지 않습니다: 패키지의 RAISE와 DO 블록을 확인해 주십시오.',
  timedOut: (file: string, timeoutMs: number) =>
    `[${file}] 문장 제한 시간(${timeoutMs / 1000}초)을 넘어 실행을 멈췄습니다.`,
  fileDone: (file: string, rows: number, result: string) => `[${file}] 완료: ${rows}행 → ${result}`,
  findingItem: (label: string, column: string | null, rows: number) =>
    `${label}(${column === null ? '' : `열 ${column}, `}${rows}행)`,
  fileChecked: (result: string, cells: number, minCellCount: number, rounding: number | null) =>
    `[${result}] summarised_result 형식: 검사를 통과해 보냅니다. 가리거나 반올림한 칸 ${cells}개 (최소 셀 크기 ${minCellCount}${rounding ? `, ${rounding} 단위 반올림` : ''}).`,
  summarisedHeld: (result: string, cells: number, findings: string[]) =>
    `[${result}] summarised_result 형식이지만 검사에서 발견 사항이 있어 병원에 보관합니다 (가린 칸 ${cells}개). 기관 관리자가 확인하고 반출을 승인해야 나갑니다. 발견 사항: ${findings.join(', ')}.`,
  fileHeld: (result: string, findings: string[]) =>
    `[${result}] summarised_result 형식이 아니어서 병원에 보관합니다. 기관 관리자가 내용을 확인하고 반출을 승인해야 나갑니다. ${findings.length > 0 ? `발견 사항: ${findings.join(', ')}.` : '발견 사항은 없습니다.'}`,
  fileRefused: (result: string, reason: string) => `[${result}] 반출 거부: ${reason}`,
  heldNotKept: '데이터 노드가 이 파일을 보관하지 못해 반출할 수 없습니다. 다시 실행해 주십시오.',
  heldNotKeptFile: (file: string) =>
    `[${file}] 병원 보관 파일을 저장하지 못해 반출 거부로 바꿨습니다. 다시 실행해 주십시오.`,
  disclosureSummary: (checked: number, held: number, refused: number, queryMs: number, checkMs: number) =>
    `결과 파일: 검사 통과 ${checked}개, 병원 보관 ${held}개, 반출 거부 ${refused}개 (쿼리 ${(queryMs / 1000).toFixed(3)}초, 반출 검사 ${(checkMs / 1000).toFixed(3)}초).`,
  completed: (files: number) => `실행을 마쳤습니다. 검사를 통과한 결과 파일 ${files}개를 보냅니다.`,
  completedWithError: (error: string) => `실행이 오류로 끝났습니다: ${error}`,
  abortRequested: '중단 요청을 받았습니다.',
  aborted: '실행을 중단했습니다.',
  abortedMessage: '사용자 요청으로 실행을 중단했습니다.',
  shuttingDown: '데이터 노드가 종료되어 실행을 멈췄습니다.',
  internalError: (error: string) => `데이터 노드 내부 오류: ${error}`,
};

/**
 * Disclosure findings (cdm/findings.ts, cdm/summarised-result.ts): each says what the node found in
 * which column, and what the researcher can do instead. They travel with the result to the admin's
 * review and the researcher's screen; they never quote a value.
 */
export const findingMessages = {
  personId: (column: string, rows: number) =>
    `열 "${column}"의 값 ${rows}개가 이 CDM의 환자 번호(person_id)와 같습니다. 환자 번호는 병원 밖으로 나갈 수 없습니다: 환자 번호 없이 집단별 인원 수로 집계해 주십시오.`,
  identifier: (column: string, rows: number) =>
    `열 "${column}"의 값이 ${rows}행 모두 서로 다른 식별자 형태(계산하거나 바꾼 번호, 해시)입니다. 환자나 기록을 가리키는 번호로 보입니다: 이 열을 빼고 집계해 주십시오.`,
  sourceValue: (column: string, rows: number) =>
    `열 "${column}"의 값 ${rows}개가 이 CDM의 원천 값(환자 원천 번호, 진단·약물·처치·검사·관찰 원천 코드)과 같습니다. 원천 값 대신 표준 개념(concept_id)으로 집계해 주십시오.`,
  smallCount: (column: string, rows: number, min: number) =>
    `열 "${column}"에 1부터 ${min - 1}까지의 정수가 ${rows}행 있습니다. 작은 수는 환자를 알아보게 합니다: summarised_result 형식으로 내면 데이터 노드가 가리고, 아니면 ${min} 미만을 직접 가려 주십시오.`,
  eventDate: (column: string, rows: number, distinct: number) =>
    `열 "${column}"에 행마다 날짜가 있습니다(${rows}행, 서로 다른 날짜 ${distinct}개). 환자 한 명의 생년월일이나 사건 날짜일 수 있습니다: 연도나 월 단위로 묶어 인원 수로 집계해 주십시오.`,
  birthYear: (column: string, rows: number) =>
    `열 "${column}"의 값이 ${rows}행 모두 연도(1900년~올해)입니다. 행마다 출생 연도라면 환자를 알아볼 수 있습니다: 연령대로 묶어 인원 수로 집계해 주십시오.`,
  oneRowPerPerson: (column: string, rows: number) =>
    `열 "${column}"의 값마다 한 행씩(${rows}행) 있어 각 행이 환자 한 명을 나타내는 것으로 보입니다. 환자 단위 행은 병원 밖으로 나갈 수 없습니다: 집단별 인원 수로 모아 주십시오.`,
  freeText: (column: string, rows: number) =>
    `열 "${column}"에 여러 단어로 된 긴 글이 ${rows}행 있습니다. 자유 텍스트는 규칙으로 검사할 수 없어 관리자가 직접 읽어야 합니다: 필요하지 않으면 빼 주십시오.`,
  // The group is not named: the sentence reaches the researcher before any release, and a label the
  // package wrote may carry a value of the CDM. The admin reads the labels in the file itself.
  missingGroupSize: (rows: number) =>
    `summarised_result의 한 집단에 인원 수 행(variable_name "number subjects", estimate_name "count")이 없어 집단 크기를 확인할 수 없습니다(${rows}행). 각 집단에 number subjects 행을 넣어 주십시오.`,
  checkFailed:
    '데이터 노드가 이 파일을 검사하지 못했습니다(CDM 조회 실패). 검사하지 않은 파일은 보관하지도 보내지도 않습니다: 다시 실행해 주십시오.',
  refusedPersonIds: (column: string, rows: number) =>
    `환자 단위 행 파일입니다: 열 "${column}"의 값이 이 CDM의 환자 번호이고 환자마다 한 행씩(${rows}행) 있습니다. 이 파일은 보관하지도 보내지도 않습니다. 환자 번호 없이 집단별 인원 수로 집계해 주십시오.`,
  refusedIdentified: (column: string, quasi: string[], rows: number) =>
    `환자 단위 행 파일입니다: 행마다 다른 식별자(열 "${column}")와 출생 연도나 날짜(열 ${quasi.map((q) => `"${q}"`).join(', ')})가 함께 있습니다(${rows}행). 이 파일은 보관하지도 보내지도 않습니다. 식별자를 빼고 연령대·기간별 인원 수로 집계해 주십시오.`,
};

/** The node's own console lines about deliveries (not part of an execution's log). */
export const deliveryMessages = {
  delivered: (database: string, id: number, stage: string) =>
    `${database}: 실행 ${id}의 결과(${stage})를 전달했습니다.`,
  retrying: (database: string, id: number, why: string, seconds: number) =>
    `${database}: 실행 ${id}의 결과를 전달하지 못했습니다 (${why}). ${seconds}초 뒤 다시 보냅니다.`,
  gaveUp: (database: string, id: number) =>
    `${database}: 실행 ${id}의 결과를 끝내 전달하지 못해 보관을 끝냅니다.`,
  statusFailed: (database: string, id: number, why: string) =>
    `${database}: 실행 ${id}의 상태를 알리지 못했습니다 (${why}).`,
  heldNotKept: (database: string, id: number, error: string) =>
    `${database}: 실행 ${id}의 보관 파일을 저장하지 못했습니다: ${error}`,
  heldSweepFailed: (database: string, error: string) =>
    `${database}: 보관 기간이 지난 파일을 지우지 못했습니다: ${error}`,
  heldFetched: (database: string, id: string, file: string, status: number) =>
    `${database}: 실행 ${id}의 보관 파일 ${file} 요청 → ${status}`,
};

/** Short names of the finding codes, for the log's lists (the platform has its own labels). */
export const findingLabels = {
  PERSON_ID: '환자 번호',
  IDENTIFIER: '식별자 형태의 값',
  SOURCE_VALUE: '원천 값',
  SMALL_COUNT: '작은 수',
  EVENT_DATE: '행별 날짜',
  BIRTH_YEAR: '출생 연도',
  ONE_ROW_PER_PERSON: '환자 한 명당 한 행',
  FREE_TEXT: '자유 텍스트',
} as const;

/** Answers of the held-file route (`GET /api/v1/results/:executionId/files/:name`). */
export const heldFileMessages = {
  unauthorized:
    '보관 파일을 가져오려면 이 실행의 반출 토큰(Authorization: Bearer …)이 필요합니다. 토큰이 없거나 맞지 않습니다.',
  unknownExecution: (id: string) => `실행 ${id}의 보관 파일이 이 데이터 노드에 없습니다.`,
  unknownFile: (id: string, name: string) =>
    `실행 ${id}에 보관 파일 "${name}"이(가) 없습니다 (반출 거부된 파일은 보관하지 않습니다).`,
  forbidden:
    '이 병원은 검사하지 않은 파일의 반출을 허용하지 않습니다 (데이터 노드 설정 DATA_NODE_RELEASE_UNCHECKED=0 또는 기관 설정). 파일은 병원 밖으로 나갈 수 없습니다.',
  expired: (days: number) => `보관 기간(${days}일)이 지나 파일을 지웠습니다. 다시 실행해 주십시오.`,
};

/** What the PostgreSQL wire port tells its clients (ErrorResponse messages). */
export const wireMessages = {
  noDatabase: (database: string) => `데이터베이스 "${database}"는 이 포트에 없습니다.`,
  refused: '이 데모 CDM 포트는 읽기 전용입니다: 세션의 읽기 전용 설정을 바꾸는 문장은 받지 않습니다.',
  sessionGone: '사이트의 데이터베이스가 다시 열려 이 연결의 세션이 끝났습니다. 다시 연결해 주십시오.',
  unsupportedProtocol: 'PostgreSQL 프로토콜 3.0만 지원합니다.',
};

/** WebAPI errors (bodies of 404s, as WebAPI's NotFoundException). */
export const webapiMessages = {
  unknownSource: (key: string) => `There is no source with sourceKey = ${key}.`,
  unknownCohort: (id: string) => `There is no cohort definition with id = ${id}.`,
  unknownCharacterization: (id: string) => `There is no cohort characterization with id = ${id}.`,
  unknownIncidenceRate: (id: string) => `There is no incidence rate analysis with id = ${id}.`,
  unknownEstimation: (id: string) => `There is no estimation analysis with id = ${id}.`,
  unknownPrediction: (id: string) => `There is no prediction analysis with id = ${id}.`,
  notFound: 'HTTP 404 Not Found',
  idList: (what: string) => `요청 본문은 ${what} 개념 id(정수)의 배열이어야 합니다.`,
  codeList: '요청 본문은 원천 코드(문자열)의 배열이어야 합니다.',
  conceptPage: (max: number) => `after는 개념 id(정수), limit는 1~${max} 사이의 정수여야 합니다.`,
  badSearch: (field: string) => `검색 조건의 ${field} 값이 올바르지 않습니다.`,
  badDesign: (kind: string, field: string) => `${kind}의 ${field} 값을 받을 수 없습니다.`,
  unknownIrCohort: (id: number) =>
    `발생률 분석이 가리키는 코호트 정의 ${id}이(가) 없습니다 (expression.targetIds·outcomeIds).`,
};
