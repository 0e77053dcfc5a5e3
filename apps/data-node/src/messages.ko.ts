// Every Korean text the data node writes: the execution logs and errors the platform shows its users,
// the HTTP errors it answers, and the lines it prints while starting. Nothing Korean lives elsewhere
// (the stored designs' names and descriptions are data, in webapi/designs/).

export const configMessages = {
  badInteger: (name: string, raw: string, min: number) =>
    `환경 변수 ${name}의 값 "${raw}"이(가) 올바르지 않습니다: ${min} 이상의 정수여야 합니다.`,
  badSchema: (name: string, value: string) =>
    `환경 변수 ${name}의 스키마 이름 "${value}"이(가) 올바르지 않습니다: 영문 소문자, 숫자, 밑줄만 쓸 수 있습니다.`,
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
  site: (database: string, engine: string, webapi: string) =>
    `  ${database}: 분석 엔진 ${engine}, WebAPI ${webapi}`,
  stopping: '데이터 노드를 종료합니다…',
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
  executing: (files: number, minCellCount: number, timeoutMs: number) =>
    `SQL 파일 ${files}개를 읽기 전용 트랜잭션에서 실행합니다 (최소 셀 크기 ${minCellCount}, 문장 제한 시간 ${timeoutMs / 1000}초).`,
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
  timedOut: (file: string, timeoutMs: number) =>
    `[${file}] 문장 제한 시간(${timeoutMs / 1000}초)을 넘어 실행을 멈췄습니다.`,
  fileDone: (file: string, rows: number, result: string) => `[${file}] 완료: ${rows}행 → ${result}`,
  masked: (result: string, cells: number, minCellCount: number) =>
    `[${result}] 작은 수 가림: ${cells}칸을 <${minCellCount}(으)로 바꿨습니다 (최소 셀 크기 ${minCellCount}).`,
  nothingMasked: (result: string) => `[${result}] 가린 칸 없음.`,
  personLevel: (file: string, columns: string[]) =>
    `[${file}] 개인 수준 열(${columns.join(', ')})이 있어 결과 파일을 내보내지 않습니다.`,
  refusedFiles: (files: string[]) =>
    `개인 수준 열 때문에 결과 파일 ${files.length}개를 내보내지 않았습니다: ${files.join(', ')}`,
  completed: (files: number) => `실행을 마쳤습니다. 결과 파일 ${files}개를 보냅니다.`,
  completedWithError: (error: string) => `실행이 오류로 끝났습니다: ${error}`,
  abortRequested: '중단 요청을 받았습니다.',
  aborted: '실행을 중단했습니다.',
  abortedMessage: '사용자 요청으로 실행을 중단했습니다.',
  shuttingDown: '데이터 노드가 종료되어 실행을 멈췄습니다.',
  internalError: (error: string) => `데이터 노드 내부 오류: ${error}`,
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
};
