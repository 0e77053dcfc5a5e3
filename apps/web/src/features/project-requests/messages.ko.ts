import { irbMessages, irbStateLabels, type IrbState } from '@cdmnet/api';

// The project's 요청 tab (spec §2 item 6, tab 2; domain.md "IRB"). IRB states keep the contract's
// irbStateLabels and replies its irbMessages; this file holds the screen's own words, in ux.md's voice.

export const requestsCopy = {
  tab: {
    pageTitle: '요청',
    /** As the project's layout names its tabs: the tab, then the project. */
    pageTitleOf: (project: string) => `요청 · ${project}`,
    heading: '요청',
    description: '분석 대상 기관에 IRB 승인을 요청하고, 기관의 결정과 유효 기간을 봅니다.',
    request: 'IRB 승인 요청',
    /** A member without IRB_REQUEST: who gives it. */
    noPermission: 'IRB 승인 요청은 프로젝트 관리자와 IRB 요청 권한이 있는 멤버가 할 수 있습니다.',
    noPermissionHelp: '권한이 필요하면 프로젝트 관리자에게 IRB 요청 권한을 부탁해 주십시오.',
  },
  standing: {
    title: '기관별 IRB 현황',
    description:
      '이 프로젝트의 분석이 대상으로 하는 기관입니다. 필수 기관에서는 승인되고 기간이 남은 IRB가 있어야 분석을 실행할 수 있습니다.',
    listName: '분석 대상 기관',
    loading: '기관별 IRB 현황을 불러오는 중입니다.',
    loadFailed: '기관별 IRB 현황을 불러오지 못했습니다.',
    retry: '다시 시도',
    noTargets: '아직 분석 대상 기관이 없습니다.',
    noTargetsHelp:
      '분석을 만들고 대상 CDM을 고르면 그 CDM의 기관이 여기에 나타나고, 그 기관에 IRB 승인을 요청할 수 있습니다.',
    required: '필수',
    optional: '선택',
    until: (day: string) => `${day}까지`,
    /** Within the month the project is told ahead; past, until the daily job marks it 만료. */
    daysLeft: (days: number) => (days < 0 ? '기간 지남' : days === 0 ? '오늘까지' : `${days}일 남음`),
  },
  table: {
    title: 'IRB 요청 목록',
    search: '기관, IRB 번호, 승인 기관 검색',
    org: '기관',
    irbNumber: 'IRB 번호',
    institution: '승인 기관',
    period: '유효 기간',
    periodRange: (from: string, to: string) => `${from} ~ ${to}`,
    state: '상태',
    reason: (reason: string) => `사유: ${reason}`,
    requestedBy: '요청자',
    requestedAt: '요청일',
    unknownUser: '-',
    history: '이력',
    historyOf: (count: number) => `이력 ${count}건`,
    historyName: (irbNumber: string) => `${irbNumber} 이력`,
    document: '승인 문서',
    loadFailed: 'IRB 요청 목록을 불러오지 못했습니다.',
    empty: '보낸 IRB 승인 요청이 없습니다.',
    emptyCanRequest:
      '보낸 IRB 승인 요청이 없습니다. IRB 승인 요청 버튼으로 대상 기관에 승인을 요청해 주십시오.',
  },
  /** Each step of a request's history; asking is the first (the request is then 승인 대기). */
  eventLabels: {
    PENDING: '요청',
    APPROVED: irbStateLabels.APPROVED,
    REJECTED: irbStateLabels.REJECTED,
    EXPIRED: irbStateLabels.EXPIRED,
  } satisfies Record<IrbState, string>,
  /** Who took a step the daily job took (an expiry). */
  automatic: '자동',
  dialog: {
    title: 'IRB 승인 요청',
    description:
      '기관의 IRB 승인 내용을 적고 승인서를 첨부합니다. 기관 관리자가 확인한 뒤 승인하거나 거절합니다.',
    org: '기관',
    orgPlaceholder: '기관을 선택해 주십시오.',
    orgHelp: '분석 대상 기관 중에서 고릅니다.',
    /** An organisation with a request under review cannot be asked again until it is decided. */
    orgPending: (org: string) => `${org} (심사 중)`,
    irbNumber: 'IRB 번호',
    irbNumberHelp: (max: number) => `승인서에 적힌 번호입니다. ${max}자 이하로 입력해 주십시오.`,
    institution: '승인 기관',
    institutionHelp: (max: number) =>
      `IRB를 승인한 위원회나 기관의 이름입니다. ${max}자 이하로 입력해 주십시오.`,
    validFrom: '유효 기간 시작일',
    validUntil: '유효 기간 종료일',
    periodHelp: '승인서에 적힌 유효 기간입니다.',
    document: '승인 문서',
    /** Said after a required field's label to screen readers, where the `*` mark is not read. */
    required: ' (필수)',
    uploading: '승인 문서를 올리는 중',
    cancel: '취소',
    submit: '요청',
  },
  /** Replies said under their field; the rest in the dialog. */
  replies: irbMessages,
  results: {
    title: '결과 요청',
    search: '분석, 요청자 검색',
    kind: '요청 종류',
    state: '상태',
    execution: '실행',
    executionOf: (cdm: string, org: string) => `${cdm} (${org})`,
    executionLink: (analysis: string, cdm: string) => `${analysis} ${cdm} 실행 보기`,
    analysis: '분석',
    requestedBy: '요청자',
    requestedAt: '요청 일시',
    decidedAt: '결정 일시',
    reason: (reason: string) => `사유: ${reason}`,
    withDelivery: '반출 포함',
    noValue: '-',
    empty: '결과 요청이 없습니다. 실행 결과를 보거나 반출하려면 실행 화면에서 기관에 요청해 주십시오.',
    loadFailed: '결과 요청을 불러오지 못했습니다.',
  },
} as const;
