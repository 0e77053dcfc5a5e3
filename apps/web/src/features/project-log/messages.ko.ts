// The project's 로그 tab (spec §2 item 6, tab 3): its slice of the audit table. Action names are the
// contract's projectLogActionLabels; roles, permissions, scopes and purposes keep their contract labels.
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
    empty: '프로젝트 로그가 없습니다. 멤버를 초대하거나 프로젝트를 수정하면 여기에 기록됩니다.',
    emptyFiltered: '조회 조건에 맞는 기록이 없습니다. 작업이나 기간을 바꿔 다시 조회해 보십시오.',
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
  },
} as const;
