import { formatNumber } from '@cdmnet/ui';

// The project's 로그 tab (spec §2 item 6, tab 3): its slice of the audit table. Action names are the
// contract's projectLogActionLabels; roles, permissions, scopes, purposes, analysis types and FL package
// kinds keep their contract labels.
// This file holds the sentences that say what each entry did.

export const logCopy = {
  tab: {
    pageTitle: '로그',
    /** As the project's layout names its tabs: the tab, then the project. */
    pageTitleOf: (project: string) => `로그 · ${project}`,
    heading: '로그',
    description: '프로젝트에서 누가 언제 무엇을 했는지 최근 것부터 봅니다.',
    filters: '로그 조회 조건',
    action: '작업',
    allActions: '전체',
    tableTitle: '프로젝트 로그',
    at: '일시',
    actor: '처리자',
    kind: '작업',
    what: '내용',
    unknownActor: '-',
    loadFailed: '로그를 불러오지 못했습니다.',
    empty:
      '프로젝트 로그가 없습니다. 멤버를 초대하거나 분석을 만들거나 IRB 승인을 요청하면 여기에 기록됩니다.',
    emptyFiltered: '조회 조건에 맞는 기록이 없습니다. 작업이나 기간을 바꿔 다시 조회해 보십시오.',
  },
  /** The member's own notices about the project (GET /projects/{id}/notifications), under the trail. */
  notifications: {
    title: '내 알림',
    description: '이 프로젝트에 관해 받은 알림입니다. 읽음 표시와 삭제는 알림 페이지에서 합니다.',
    loading: '알림을 불러오는 중입니다.',
    loadFailed: '알림을 불러오지 못했습니다.',
    retry: '다시 시도',
    empty: '이 프로젝트에 관한 알림이 없습니다. IRB나 결과 요청이 결정되거나 실행이 끝나면 여기에 보입니다.',
    unread: '읽지 않음',
    done: '처리됨',
    all: '모든 알림 보기',
  },
  /** Whom an entry was about when the user is gone. */
  unknownUser: '알 수 없는 사용자',
  fields: {
    name: '이름',
    description: '설명',
    openScope: '공개 범위',
    purpose: '연구 목적',
    color: '라벨 색상',
  },
  sentences: {
    created: (name: string) => `‘${name}’ 프로젝트를 만들었습니다.`,
    createdUnnamed: '프로젝트를 만들었습니다.',
    createdWith: (facts: string) => `(${facts})`,
    modified: (changes: string) => `프로젝트를 수정했습니다: ${changes}.`,
    modifiedUnknown: '프로젝트를 수정했습니다.',
    change: (field: string, from: string, to: string) => `${field} ${from} → ${to}`,
    quoted: (text: string) => `‘${text}’`,
    invited: (who: string) => `${who} 님을 초대했습니다.`,
    invitedAgain: (who: string) => `${who} 님을 다시 초대했습니다.`,
    accepted: (who: string) => `${who} 님이 초대를 수락했습니다.`,
    declined: (who: string) => `${who} 님이 초대를 거절했습니다.`,
    declinedForGood: (who: string) =>
      `${who} 님이 초대를 거절하고 이 프로젝트의 초대를 다시 받지 않기로 했습니다.`,
    removed: (who: string) => `${who} 님을 프로젝트에서 내보냈습니다.`,
    withdrawn: (who: string) => `${who} 님에게 보낸 초대를 취소했습니다.`,
    cleared: (who: string) => `${who} 님의 거절한 초대를 목록에서 지웠습니다.`,
    left: (who: string) => `${who} 님이 프로젝트에서 나갔습니다.`,
    roleChanged: (who: string, from: string, to: string) => `${who} 님의 역할을 바꿨습니다: ${from} → ${to}.`,
    roleChangedPlain: (who: string) => `${who} 님의 역할을 바꿨습니다.`,
    roleSet: (who: string, to: string) => `${who} 님의 역할을 바꿨습니다: ${to}.`,
    permissionsChanged: (who: string) => `${who} 님의 권한을 바꿨습니다.`,
    granted: (labels: string) => `부여: ${labels}.`,
    revoked: (labels: string) => `회수: ${labels}.`,
    permissionsNone: '남은 권한이 없습니다.',
    listSeparator: ', ',
    /** Facts after a sentence: `(환자 수준 예측)`. */
    facts: (facts: string) => `(${facts})`,
    analysis: {
      named: (name: string) => `‘${name}’ 분석`,
      unnamed: '분석',
      created: (analysis: string) => `${analysis}을 만들었습니다.`,
      modified: (analysis: string) => `${analysis}을 수정했습니다.`,
      deleted: (analysis: string) => `${analysis}을 삭제했습니다.`,
      uploaded: (analysis: string) => `${analysis}에 패키지를 올렸습니다.`,
      uploadedFile: (analysis: string, fileName: string) => `${analysis}에 패키지를 올렸습니다: ${fileName}`,
      version: (version: number) => `버전 ${version}`,
      advancedSaved: (analysis: string) => `${analysis}의 그림과 상세 설명을 저장했습니다.`,
      images: (count: number) => `그림 ${formatNumber(count)}개`,
      noImages: '그림 없음',
    },
    irb: {
      number: (irbNumber: string) => `IRB 번호 ${irbNumber}`,
      until: (day: string) => `${day}까지`,
      requested: (org: string) => `${org}에 IRB 승인을 요청했습니다.`,
      requestedPlain: 'IRB 승인을 요청했습니다.',
      approved: (org: string) => `${org}에서 IRB를 승인했습니다.`,
      approvedPlain: 'IRB가 승인되었습니다.',
      rejected: (org: string) => `${org}에서 IRB 승인 요청을 거절했습니다.`,
      rejectedPlain: 'IRB 승인 요청이 거절되었습니다.',
      reason: (reason: string) => `사유: ${reason}`,
      expired: (org: string) => `${org}의 IRB 승인이 만료되었습니다.`,
      expiredPlain: 'IRB 승인이 만료되었습니다.',
    },
    execution: {
      started: (a: string) => `${a}을 실행했습니다.`,
      cancelled: (a: string) => `${a}의 실행을 취소했습니다.`,
      on: (cdm: string) => `${cdm}에서`,
    },
    result: {
      /** `서울대학교병원 SNUH CDM의 실행 #12`. */
      execution: (id: number, where: string) => (where ? `${where}의 실행 #${id}` : `실행 #${id}`),
      anExecution: '실행',
      someKind: '결과 권한',
      requested: (execution: string, kind: string) => `${execution} ${kind} 요청을 보냈습니다.`,
      approved: (execution: string, kind: string) => `${execution} ${kind} 요청을 승인했습니다.`,
      rejected: (execution: string, kind: string) => `${execution} ${kind} 요청을 거절했습니다.`,
      delivered: (execution: string) => `${execution} 결과를 반출했습니다.`,
      released: (execution: string) => `${execution}의 병원 보관 파일 반출을 승인했습니다.`,
      files: (names: string) => `파일 ${names}`,
      through: (channel: string) => `반출 방법 ${channel}`,
      withDelivery: '반출 함께 허용',
    },
  },
} as const;
