// Words of the app's shared components that only some pages show. Kept out of app/messages.ko.ts,
// which every page's first script carries.
export const componentCopy = {
  /** irb-document-button.tsx: the IRB pages' approval PDF. */
  irbDocument: {
    download: '내려받기',
    downloadOf: (name: string) => `${name} 내려받기`,
  },
  /** result-request-dialog.tsx: asking an organisation to see or take out execution results. */
  resultRequest: {
    /** `결과 조회 요청`, `결과 반출 요청`: the kind's label and 요청. */
    title: (kind: string) => `${kind} 요청`,
    /** The same dialog on a request still waiting: `결과 조회 요청 수정`. */
    editTitle: (kind: string) => `${kind} 요청 수정`,
    editDescription: '기관 관리자가 결정하기 전까지 요청 사유와 반출 방법을 고칠 수 있습니다.',
    descriptionView:
      '이 기관의 데이터로 나온 결과를 보려면 기관 관리자의 승인이 필요합니다. 승인되면 결과 파일을 보고 합산 결과에 포함할 수 있습니다.',
    descriptionDelivery:
      '결과를 기관 밖으로 가져가려면 기관 관리자의 승인이 필요합니다. 관리자는 나갈 파일을 그대로 확인한 뒤 결정합니다.',
    /** What is asked about: one execution, or several. */
    subject: '요청 대상',
    channel: '반출 방법',
    channelHelp:
      'FNET은 가려진 결과 파일과 재현 정보를 묶은 패키지를 내려받습니다. Shiny는 분석 엔진이 만든 Shiny 앱 주소를 받습니다.',
    note: '요청 사유',
    noteHelp: '결과를 어디에 쓰려는지 적으면 기관 관리자가 빨리 판단할 수 있습니다.',
    notePlaceholder: '예: 병원별 위장관 출혈 환자 수를 합쳐 학회 초록에 쓰려 합니다.',
    refused: '요청하지 못했습니다.',
    editRefused: '요청을 수정하지 못했습니다.',
    nothingAsked:
      '새로 요청한 실행이 없습니다. 고른 실행은 이미 결과를 볼 수 있거나, 같은 요청이 기관 검토를 기다리고 있습니다.',
    cancel: '닫기',
    submit: '요청',
    save: '저장',
  },
  /** add-member-dialog.tsx: the master's 기관 연구원 등록 and the organisation admin's 회원 추가. */
  addMember: {
    search: '이름 또는 이메일',
    searchHelp: '2글자 이상 입력하면 찾습니다.',
    candidates: '검색 결과',
    searching: '찾는 중입니다.',
    noCandidates: '검색 결과가 없습니다. 이미 이 기관의 연구원이거나 가입하지 않은 사용자입니다.',
    searchFailed: '사용자를 찾지 못했습니다.',
    noOrganization: '소속 없음',
    privilege: '기관 권한',
    chooseUser: '등록할 사용자를 선택해 주십시오.',
    submit: '등록',
    cancel: '취소',
  },
};
