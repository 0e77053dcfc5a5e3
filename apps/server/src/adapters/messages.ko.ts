import { masterMessages } from '@cdmnet/api/contract';
// Every Korean text of the connection checks (connection-checks.ts), so wording changes never touch
// the check logic. Each text is a whole sentence (or two) that says WHAT failed; the routes wrap it in
// masterMessages.checkFailed. Names the admin typed (schemas, tables, hosts) are listed after a colon
// or followed by a particle that does not depend on the last sound (에, 의), so no 이(가) guessing.

/** The peers a check talks to. */
export type PeerKind = 'engine' | 'atlas' | 'cdm';

// `subject` carries its particle; `protocol` is what a server on the right port would be.
const peers: Record<PeerKind, { name: string; subject: string; protocol: string }> = {
  engine: { name: '분석 엔진', subject: '분석 엔진이', protocol: '분석 엔진이' },
  atlas: { name: 'ATLAS WebAPI', subject: 'ATLAS WebAPI가', protocol: 'ATLAS WebAPI가' },
  cdm: { name: 'CDM 데이터베이스', subject: 'CDM 데이터베이스가', protocol: 'PostgreSQL 서버가' },
};

/** Why a peer could not be reached, as far as the network layer tells. */
export type UnreachableCause = 'refused' | 'dns' | 'timeout' | 'network';

/** Milliseconds as seconds the way a person reads them: 5000 → "5", 300 → "0.3". */
const seconds = (ms: number) => (ms / 1000).toLocaleString('ko-KR', { maximumFractionDigits: 1 });

type RestartTarget = 'atlas' | 'dqd';

export const checkMessages = {
  invalidAddress: (kind: PeerKind) =>
    `${peers[kind].name} 주소 형식이 올바르지 않습니다. 예: http://10.0.0.5:8080`,
  invalidHost: '호스트 형식이 올바르지 않습니다. 예: 10.0.0.5 또는 cdm.hospital.ac.kr',
  invalidPort: '포트는 1부터 65535까지의 숫자여야 합니다.',
  /** fetch refuses the WHATWG "bad ports" (e.g. 6000, 6667) whatever the server, as browsers do. */
  blockedPort: (kind: PeerKind, port: string) =>
    `${peers[kind].name} 주소의 포트 ${port}에는 HTTP로 연결할 수 없습니다. 다른 포트를 사용해 주십시오.`,

  unreachable: (kind: PeerKind, hostPort: string, cause: UnreachableCause, timeoutMs: number) => {
    const detail = {
      refused: '연결이 거부되었습니다. 주소와 포트가 맞는지, 서버가 실행 중인지 확인해 주십시오.',
      dns: '호스트 이름을 찾을 수 없습니다. 주소를 확인해 주십시오.',
      timeout: `${seconds(timeoutMs)}초 안에 응답이 없었습니다. 주소와 방화벽 설정을 확인해 주십시오.`,
      network: '네트워크 연결을 확인해 주십시오.',
    }[cause];
    return `${peers[kind].name} ${hostPort}에 연결할 수 없습니다. ${detail}`;
  },
  /** Something answered on the port, but not in the peer's protocol (e.g. an HTTP check on a database port). */
  wrongProtocol: (kind: PeerKind, hostPort: string) =>
    `${hostPort}의 서버는 ${peers[kind].protocol} 아닙니다. 주소와 포트를 확인해 주십시오.`,
  httpStatus: (kind: PeerKind, status: number) =>
    `${peers[kind].subject} HTTP ${status} 오류로 응답했습니다.`,
  /** ATLAS's /info was not found: the usual cause is a missing /WebAPI path. */
  atlasNotFound: (infoUrl: string) =>
    `ATLAS WebAPI가 HTTP 404 오류로 응답했습니다. ${infoUrl} 주소가 없습니다. 주소에 /WebAPI 경로가 필요한지 확인해 주십시오.`,
  notAtlas: (infoUrl: string) => `ATLAS WebAPI가 아닙니다. ${infoUrl} 응답에 버전 정보가 없습니다.`,

  unsupportedDialect: (dialect: string) =>
    `지원하지 않는 데이터베이스 종류입니다: ${dialect}. CDM 데이터베이스는 PostgreSQL만 지원합니다.`,
  /** SQLSTATE 28P01, or a password the client could not send. */
  wrongPassword: (username: string) =>
    `CDM 데이터베이스가 로그인을 거부했습니다. 사용자 이름(${username}) 또는 비밀번호를 확인해 주십시오.`,
  /** SQLSTATE 28000: the role does not exist under trust/peer rules, or pg_hba.conf has no line for us. */
  loginNotAllowed: (username: string) =>
    `CDM 데이터베이스가 사용자 ${username}의 접속을 허용하지 않습니다. 사용자 이름과 서버의 접속 허용 설정(pg_hba.conf)을 확인해 주십시오.`,
  usernameRequired: 'CDM 데이터베이스의 사용자 이름을 입력해 주십시오.',
  databaseMissing: (hostPort: string, database: string) =>
    `CDM 데이터베이스 서버 ${hostPort}에 다음 데이터베이스가 없습니다: ${database}.`,
  schemaMissing: (schemas: readonly string[]) =>
    `스키마를 찾을 수 없습니다: ${schemas.join(', ')}. 스키마 이름과 사용자의 사용 권한을 확인해 주십시오.`,
  notCdm: (schema: string, tables: readonly string[]) =>
    `CDM이 아닙니다. ${schema} 스키마에 다음 테이블이 없습니다: ${tables.join(', ')}. 테이블과 사용자의 읽기 권한을 확인해 주십시오.`,
  cdmSourceEmpty: (schema: string) =>
    `CDM 버전을 읽을 수 없습니다. ${schema}.cdm_source 테이블이 비어 있습니다.`,
  cdmQueryTimeout: (timeoutMs: number) =>
    `CDM 데이터베이스가 ${seconds(timeoutMs)}초 안에 CDM 정보를 돌려주지 않았습니다. 서버 상태를 확인해 주십시오.`,
  /** The server is up but does not take connections now (too many clients, starting up, shutting down). */
  cdmUnavailable: (hostPort: string, sqlState: string) =>
    `CDM 데이터베이스 ${hostPort}에 연결할 수 없습니다. 서버가 지금 접속을 받지 않습니다(PostgreSQL 오류 코드 ${sqlState}).`,
  cdmReadFailed: (sqlState: string) =>
    `CDM 데이터베이스에서 CDM 정보를 읽지 못했습니다(PostgreSQL 오류 코드 ${sqlState}).`,

  restartUnsupported: masterMessages.restartUnsupported,
  restartHttpStatus: (target: RestartTarget, status: number) =>
    `분석 엔진이 ${masterMessages.restartTarget(target)} 재시작 요청에 HTTP ${status} 오류로 응답했습니다.`,
} as const;

/** What the execution calls to an engine say when they fail (adapters/engine.ts). */
export const engineMessages = {
  refusedRequest: (status: number, detail: string) =>
    `분석 엔진이 실행 요청을 거부했습니다(HTTP ${status})${detail ? `: ${detail}` : '.'}`,
  badReply:
    '분석 엔진의 응답을 해석할 수 없습니다. 엔진이 Arachne Execution Engine 프로토콜을 따르는지 확인해 주십시오.',
  unknownSubmission:
    '분석 엔진이 이 실행을 알지 못합니다. 엔진이 다시 시작되어 실행이 중단되었을 수 있습니다. 다시 실행해 주십시오.',
  lostEngine: (hostPort: string) =>
    `분석 엔진 ${hostPort}에 연결할 수 없어 실행 결과를 받지 못했습니다. 엔진이 다시 실행되면 분석을 다시 실행해 주십시오.`,
  dispatchFailed: (reason: string) => `분석 엔진에 실행을 보내지 못했습니다. ${reason}`,
  /**
   * An engine that is not our data node sent its result without the node's checks: its log and error
   * text may quote values of the CDM, so members read these instead (the log stays held for the admin).
   */
  uncheckedLog:
    '이 분석 엔진은 데이터 노드의 검사를 거치지 않아 실행 로그를 플랫폼에 보여 주지 않습니다. 로그 파일(stdout.txt)은 병원에 보관된 결과 파일처럼 기관 관리자가 확인한 뒤 반출할 수 있습니다.\n',
  uncheckedError:
    '분석 엔진이 오류로 실행을 마쳤습니다. 이 엔진은 데이터 노드의 검사를 거치지 않아 오류 내용을 보여 주지 않습니다. 로그 파일(stdout.txt)의 반출을 요청해 기관 관리자의 확인을 받아 주십시오.',
  abortedByEngine: '분석 엔진이 실행을 중단했습니다. 엔진이 종료되었거나 엔진 관리자가 중단했을 수 있습니다.',
  nothingRunning: '분석 엔진에서 실행 중인 작업이 없어 바로 취소했습니다.',
  cdmOrEngineGone: 'CDM 또는 분석 엔진이 삭제되었습니다.',
  engineGone: '분석 엔진이 삭제되었습니다.',
  packageGone: '패키지 파일이 없습니다.',
  unreadableZip: '패키지 zip 파일을 열 수 없습니다. 패키지를 다시 올려 주십시오.',
  emptyPackage: '패키지에 실행할 파일(.sql 또는 .R)이 없습니다.',
  unreadableDesign: 'ATLAS 설계(JSON)를 읽을 수 없습니다.',
  badStatusReport: 'stage: 상태 보고 형식이 올바르지 않습니다.',
  badResultReport: 'analysisResult: 결과 보고 형식이 올바르지 않습니다.',
  badDisclosure: 'analysisResult.disclosure: 데이터 노드의 검사 목록 형식이 올바르지 않습니다.',
  /** A checked file's bytes are not what the node's list says (cut off or changed on the way). */
  fileNotAsListed: (name: string) =>
    `결과 파일 ${name}: 크기 또는 SHA-256이 데이터 노드의 검사 목록과 다릅니다. 데이터 노드가 결과를 다시 보내야 합니다.`,
  fileNotListed: (name: string) =>
    `결과 파일 ${name}: 데이터 노드의 검사 목록에 검사 통과로 올라 있지 않은 파일은 받을 수 없습니다.`,
  checkedFileMissing: (name: string) =>
    `결과 파일 ${name}: 검사 목록에는 있지만 파일이 오지 않았습니다. 데이터 노드가 결과를 다시 보내야 합니다.`,
};

/**
 * Why a held file could not be fetched from the hospital's node (adapters/held-files.ts): shown in the
 * admin's review beside the file, and as the refusal of a release.
 */
export const heldFileMessages = {
  tokenRefused: (name: string) =>
    `데이터 노드가 ${name} 파일의 반출 토큰을 받아들이지 않았습니다. 이 실행의 결과를 보낸 데이터 노드가 맞는지 엔진 주소를 확인해 주십시오.`,
  releaseForbidden: (name: string) =>
    `병원의 데이터 노드가 검사하지 않은 파일의 반출을 허용하지 않아 ${name} 파일을 가져올 수 없습니다. 데이터 노드의 설정을 확인해 주십시오.`,
  missing: (name: string) =>
    `데이터 노드에 ${name} 파일이 없습니다. 노드가 다시 시작되었거나 파일이 지워졌을 수 있습니다. 분석을 다시 실행해 주십시오.`,
  expired: (name: string) =>
    `데이터 노드의 보관 기간이 지나 ${name} 파일이 지워졌습니다. 분석을 다시 실행해 주십시오.`,
  httpStatus: (name: string, status: number) =>
    `데이터 노드가 ${name} 파일 요청에 HTTP ${status} 오류로 응답했습니다.`,
  checksum: (name: string) =>
    `데이터 노드가 보낸 ${name} 파일의 SHA-256이 결과와 함께 알린 값과 다릅니다. 알린 내용과 다른 파일은 검토하거나 반출할 수 없습니다.`,
  noToken: (name: string) =>
    `이 실행의 결과에는 데이터 노드의 반출 토큰이 없어 ${name} 파일을 가져올 수 없습니다. 분석을 다시 실행해 주십시오.`,
  noEngine: (name: string) => `이 실행을 돌린 분석 엔진이 삭제되어 ${name} 파일을 가져올 수 없습니다.`,
} as const;

/** What the ATLAS design calls say when an ATLAS fails (adapters/atlas.ts). */
export const atlasMessages = {
  notJson: (what: string) => `ATLAS WebAPI가 ${what}에 JSON이 아닌 응답을 보냈습니다.`,
};

/**
 * What a call to an organisation's OpenAI-compatible model says when it fails (adapters/
 * openai-compatible.ts), and what the master's 연결 확인 reports. Users of EVIX-AI read these too, so
 * they name no address, key or server text: only what failed, the HTTP status, and what to check.
 */
export const modelCallMessages = {
  timeout: (timeoutMs: number) =>
    `AI 모델이 ${seconds(timeoutMs)}초 안에 응답하지 않았습니다. 모델 서버의 상태와 부하를 확인해 주십시오.`,
  /** The stream started, then went quiet for longer than the call allows between pieces. */
  stalled: (timeoutMs: number) =>
    `AI 모델의 응답이 ${seconds(timeoutMs)}초 넘게 멈춰 중단했습니다. 모델 서버의 상태를 확인해 주십시오.`,
  unreachable: 'AI 모델 서버에 연결할 수 없습니다. 모델 주소와 서버가 실행 중인지 확인해 주십시오.',
  cutOff: 'AI 모델의 응답이 도중에 끊겼습니다. 모델 서버의 상태를 확인해 주십시오.',
  httpStatus: (status: number) => {
    const hint =
      status === 401 || status === 403
        ? ' API 키를 확인해 주십시오.'
        : status === 404
          ? ' 모델 주소와 모델 이름을 확인해 주십시오.'
          : status === 429
            ? ' 모델 서버가 요청이 많다고 답했습니다. 잠시 후 다시 시도해 주십시오.'
            : '';
    return `AI 모델 서버가 HTTP ${status} 오류로 응답했습니다.${hint}`;
  },
  invalid: 'AI 모델의 응답을 해석할 수 없습니다. OpenAI 호환 API(/v1/chat/completions)인지 확인해 주십시오.',
  aborted: 'AI 모델 요청이 취소되었습니다.',
  /** The sealed key cannot be opened any more (the server's SECRET_KEY changed since it was saved). */
  keyUnreadable:
    '저장된 API 키를 읽을 수 없습니다. 서버의 비밀 키가 바뀌었을 수 있으니 키를 다시 입력해 주십시오.',
  checkAnswered: (ms: number) => `AI 모델이 응답했습니다. 응답 시간: ${seconds(ms)}초.`,
} as const;
