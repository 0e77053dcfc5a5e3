import type { DeliveryChannel, ResultRequestKind, ResultRequestState } from './result-requests.js';

// Labels and replies of the result permission calls (domain.md "Result permissions").

export const resultRequestKindLabels: Record<ResultRequestKind, string> = {
  VIEW: '결과 조회',
  DELIVERY: '결과 반출',
};

export const resultRequestStateLabels: Record<ResultRequestState, string> = {
  PENDING: '대기',
  APPROVED: '승인',
  REJECTED: '거절',
};

export const deliveryChannelLabels: Record<DeliveryChannel, string> = {
  FNET: 'FNET(연합 네트워크)',
  SHINY: 'Shiny 앱',
};

export const resultRequestMessages = {
  requested: '요청했습니다.',
  updated: '변경되었습니다.',
  approved: '승인되었습니다.',
  rejected: '거절되었습니다.',
  typeInvalid: '결과 조회(VIEW) 또는 결과 반출(DELIVERY) 중 하나여야 합니다.',
  channelInvalid: 'FNET 또는 SHINY 중 하나여야 합니다.',
  executionInvalid: '목록에 있는 실행을 선택해 주십시오.',
  executionsRequired: '하나 이상 선택해 주십시오.',
  withDeliveryInvalid: 'true 또는 false여야 합니다.',
  stateInvalid: '승인(APPROVED) 또는 거절(REJECTED) 중 하나여야 합니다.',
  notFound: '요청을 찾을 수 없습니다.',
  notFinished:
    '실행이 끝나 결과가 있어야 요청할 수 있습니다. 오류로 끝난 실행은 결과 파일이 남은 경우에만 요청할 수 있습니다.',
  alreadyAllowed: (kind: string) => `이미 ${kind} 권한이 있어 요청할 필요가 없습니다.`,
  alreadyPending: (kind: string) => `이 실행의 ${kind} 요청이 이미 대기 중입니다.`,
  notPending: '대기 중인 요청만 바꾸거나 결정할 수 있습니다.',
  notRequester: '요청한 사람만 요청을 바꿀 수 있습니다.',
  noShiny: '이 실행에는 Shiny 결과가 없어 Shiny로 반출할 수 없습니다.',
  deliveryHidden:
    '이 실행의 결과를 반출할 권한이 없습니다. 결과 반출을 요청해 기관 관리자의 승인을 받아 주십시오.',
  channelNeedsPermission: (channel: string) =>
    `프로젝트에서 ${channel} 반출 권한을 받은 멤버만 반출할 수 있습니다.`,
  fileMissing: (file: string) => `결과 파일: ${file} 파일이 있는 실행이 없습니다.`,
} as const;
