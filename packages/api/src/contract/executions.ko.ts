import type { ExecutionStatus } from './executions.js';

// Labels and replies of the execution calls (spec §4 "Analysis execution statuses", §7 "Execution").

export const executionStatusLabels: Record<ExecutionStatus, string> = {
  WAITING: '대기',
  EXECUTING_PREPARING: '실행 준비 중',
  EXECUTING_DOCKER: '실행 중',
  SAVING_RESULT_FILES: '결과 저장 중',
  FINISHED_SUCCESSFULLY: '완료',
  FINISHED_WITH_ERROR: '오류로 종료',
  CANCELLING: '취소 중',
  CANCELED: '취소됨',
};

export const executionMessages = {
  created: '실행을 시작했습니다.',
  cancelRequested: '취소를 요청했습니다.',
  notFound: '실행을 찾을 수 없습니다.',
  versionMissing: '버전: 이 분석에 없는 패키지 버전입니다.',
  noPackage: '아직 올린 패키지가 없어 실행할 수 없습니다. 패키지를 먼저 올려 주십시오.',
  cdmNotTarget: '대상 CDM: 이 분석의 대상이 아닌 CDM입니다.',
  cdmsRequired: '하나 이상 선택해 주십시오.',
  cdmsTooMany: '50개까지 선택할 수 있습니다.',
  cdmInvalid: '목록에 있는 CDM을 선택해 주십시오.',
  executionIdsRequired: '하나 이상 선택해 주십시오.',
  executionInvalid: '목록에 있는 실행을 선택해 주십시오.',
  fileIdsRequired: '하나 이상 선택해 주십시오.',
  fileInvalid: '목록에 있는 파일을 선택해 주십시오.',
  afterInvalid: '0 이상의 정수여야 합니다.',
  /**
   * Why an execution on a CDM is refused (issue 12, issue 27); each names the organisation or the CDM
   * and says what to do. A stranger to the organisation must join it first: its admin gives levels to
   * members only.
   */
  refusedNotMember: (org: string, employedThere: boolean) =>
    `${org}: 이 기관의 회원이 아니어서 이 기관의 CDM에서 분석을 실행할 수 없습니다. 네트워크의 기관 목록에서 ${employedThere ? '소속 연구자' : '협력 연구자'}로 가입을 신청해 주십시오.`,
  refusedMembershipPending: (org: string) =>
    `${org}: 가입 신청을 기관 관리자가 검토하고 있습니다. 승인되면 이 기관의 CDM에서 분석을 실행할 수 있습니다.`,
  refusedLevel: (org: string) =>
    `${org}: 이 기관의 CDM에서 분석을 실행할 권한(E 이상)이 없습니다. 기관 관리자에게 데이터 접근 수준을 요청해 주십시오.`,
  refusedIrb: (org: string) =>
    `${org}: 이 기관은 실행 전에 IRB 승인이 필요합니다. 요청 탭에서 유효한 IRB 승인을 받아 주십시오.`,
  refusedBlocked: (org: string) => `${org}: 기관이 DB 접근을 차단하여 새 실행을 시작할 수 없습니다.`,
  refusedNoEngine: (cdm: string) => `${cdm}: 이 CDM을 실행할 분석 엔진이 등록되어 있지 않습니다.`,
  refusedEngineOffline: (cdm: string) =>
    `${cdm}: 분석 엔진이 응답하지 않습니다(오프라인). 잠시 후 다시 시도하거나 기관에 문의해 주십시오.`,
  refusedType: '연합학습(FL) 분석은 이 플랫폼에서 아직 실행할 수 없습니다.',
  /** A run on several CDMs starts where it may; these say how it went. */
  startedSome: (started: number, refused: number) =>
    `${started}개 CDM에서 실행을 시작했습니다. ${refused}개 CDM은 시작하지 못했습니다.`,
  noneStarted: (reasons: readonly string[]) =>
    reasons.length === 1
      ? reasons[0]!
      : `선택한 CDM 어디에서도 실행을 시작하지 못했습니다. ${reasons.join(' ')}`,
  /** A move the state machine does not allow (domain.md "Executions"). */
  illegalMove: (from: string, to: string) => `'${from}' 상태의 실행은 '${to}' 상태로 바뀔 수 없습니다.`,
  notCancellable: (status: string) => `'${status}' 상태의 실행은 취소할 수 없습니다.`,
  resultsHidden:
    '이 실행의 결과를 볼 권한이 없습니다. 결과 조회를 요청해 기관 관리자의 승인을 받아 주십시오.',
  fileNotFound: '파일을 찾을 수 없습니다.',
  unviewable: '조회가 불가능한 파일형식입니다.',
  noShiny: '이 실행에는 Shiny 결과가 없습니다.',
} as const;
