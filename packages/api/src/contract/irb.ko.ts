import type { IrbOrgState } from './irb.js';

// Labels and replies of the IRB calls (domain.md "IRB"). Success texts are ux.md's toasts.

export const irbStateLabels: Record<IrbOrgState, string> = {
  NONE: '요청 없음',
  PENDING: '승인 대기',
  APPROVED: '승인',
  REJECTED: '거절',
  EXPIRED: '만료',
};

export const irbMessages = {
  requested: '요청되었습니다.',
  approved: '승인되었습니다.',
  rejected: '거절되었습니다.',
  /** Said of orgId: the reply names the field (기관). */
  orgInvalid: '목록에 있는 기관을 선택해 주십시오.',
  orgNotTarget: '기관: 이 프로젝트의 분석 대상 기관만 IRB 승인을 요청할 수 있습니다.',
  /** Said of validUntil: the reply names the field (fieldLabels), the form shows it under it. */
  periodReversed: '시작일과 같거나 그 뒤여야 합니다.',
  periodOver: '유효 기간 종료일: 이미 지난 날짜입니다.',
  documentRequired: '승인 문서: PDF 파일을 하나 첨부해 주십시오.',
  documentType: '승인 문서: PDF 파일만 올릴 수 있습니다.',
  alreadyPending: '이 기관에 보낸 IRB 승인 요청이 아직 심사 중입니다. 결정된 뒤에 다시 요청해 주십시오.',
  notPending: '이미 결정된 요청입니다. 목록을 새로 고쳐 주십시오.',
  notFound: 'IRB 요청을 찾을 수 없습니다.',
  stateInvalid: '결과는 승인, 거절, 만료 중 하나여야 합니다.',
} as const;
