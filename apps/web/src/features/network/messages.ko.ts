import { orgUserPrivilegeLabels, type InvitationState, type OrgUserPrivilege } from '@cdmnet/api';

type Membership = Exclude<OrgUserPrivilege, 'PENDING' | 'REJECTED'>;

// The network pages' copy (ux.md voice: 합니다체, verbs on buttons).
export const networkCopy = {
  noInfo: '정보 없음',
  forbidden: '접근 권한이 없습니다.',
  forbiddenHelp: '이메일 인증을 마친 회원만 볼 수 있습니다. 내 정보에서 인증 상태를 확인해 주십시오.',
  organizations: {
    pageTitle: '기관',
    heading: '기관',
    description:
      '네트워크에 참여한 병원의 CDM과 규모를 살펴보고, 연구할 기관에 연구원으로 가입을 신청합니다.',
    tableTitle: '네트워크 기관 목록',
    search: '기관명 검색',
    logo: '로고',
    rfz: 'RFZ 등급',
    name: '기관명',
    cdm: 'CDM',
    patients: '환자 수',
    period: '기간',
    request: '가입 신청',
    cdmLabel: (org: string) => `${org} CDM`,
    patientUnit: '명',
    periodRange: (start: string, end: string) => `${start} ~ ${end}`,
    empty: '등록된 기관이 없습니다.',
    loadFailed: '기관 목록을 불러오지 못했습니다.',
  },
  membership: {
    apply: '신청',
    applyLabel: (org: string) => `${org} 가입 신청`,
    pending: '승인 대기',
    pendingLabel: (org: string) => `${org} 가입 상태: 승인 대기`,
    member: (privilege: Membership) => orgUserPrivilegeLabels[privilege],
    // The visible label last, as whole words: the accessible name contains what is seen.
    memberLabel: (org: string, privilege: Membership) =>
      `${org} 가입 상태: ${orgUserPrivilegeLabels[privilege]}`,
  },
  request: {
    title: '기관/파트너 연구원 신청',
    description: (org: string) => `${org}에 연구원으로 가입을 신청합니다.`,
    organization: '기관',
    role: '신청 구분',
    researcher: '기관 연구원',
    partner: '파트너 연구원',
    researcherHelp: '재직 기관이므로 기관 연구원으로 신청합니다.',
    partnerHelp: '재직 기관이 아니므로 파트너 연구원으로 신청합니다.',
    autoRegistration:
      '이 기관은 자동 등록을 사용합니다. 인증한 이메일이 기관의 소속 이메일 도메인이면 바로 등록됩니다.',
    approval: '기관 관리자가 신청을 검토한 뒤 승인하면 등록됩니다.',
    note: '관리자에게 남길 말',
    noteHelp: '선택 입력입니다. 연구 목적이나 소속을 적어 주시면 검토에 도움이 됩니다.',
    cancel: '취소',
    submit: '신청',
  },
  members: {
    pageTitle: '연구자',
    heading: '연구자',
    description: '네트워크에서 활동하는 연구자를 재직 기관과 전문 분야로 찾아봅니다.',
    tableTitle: '연구자 목록',
    search: '이름, 기관, 분야 검색',
    name: '이름',
    organization: '재직 기관',
    expertArea: '전문 분야',
    expertDivision: '세부 전공',
    noOrganization: '소속 없음',
    invite: '프로젝트 초대',
    inviteButton: '초대',
    inviteLabel: (name: string) => `${name} 님을 프로젝트에 초대`,
    empty: '등록된 연구자가 없습니다.',
    loadFailed: '연구자 목록을 불러오지 못했습니다.',
  },
  /** 프로젝트 초대 (spec §2 item 4): one researcher, into one of the projects the user manages. */
  projectInvite: {
    title: '프로젝트 초대',
    description: (name: string) => `${name} 님을 초대할 프로젝트를 고릅니다.`,
    userId: '사용자 ID',
    name: '이름',
    organization: '재직 기관',
    noOrganization: '소속 없음',
    loading: '관리하는 프로젝트를 불러오는 중입니다.',
    loadFailed: '관리하는 프로젝트를 불러오지 못했습니다.',
    retry: '다시 시도',
    projects: '초대할 프로젝트',
    projectsHelp: '관리자로 있는 프로젝트에만 초대할 수 있습니다.',
    noProjects: '초대할 수 있는 프로젝트가 없습니다.',
    noProjectsHelp:
      '연구자는 프로젝트 관리자만 초대할 수 있습니다. 프로젝트를 만들면 그 프로젝트의 관리자가 되어 연구자를 초대할 수 있습니다.',
    noneInvitable: (name: string) =>
      `${name} 님은 관리하는 모든 프로젝트에 이미 참여했거나, 초대에 응답하지 않았거나, 초대를 거부했습니다.`,
    /** Why a project cannot be chosen, or what choosing it means, by the invitee's state in it. */
    stateNotes: {
      ACCEPTED: '이미 참여하고 있습니다.',
      PENDING: '초대에 대한 응답을 기다리고 있습니다.',
      REJECTED: '초대를 거절한 적이 있습니다. 다시 초대할 수 있습니다.',
      NEVER: '이 프로젝트의 초대를 받지 않기로 해 초대할 수 없습니다.',
    } satisfies Record<InvitationState, string>,
    chooseProject: '초대할 프로젝트를 선택해 주십시오.',
    cancel: '취소',
    close: '닫기',
    submit: '초대',
  },
  /** The star column and the 즐겨찾기만 filter of both network tables. */
  favorites: {
    column: '즐겨찾기',
    onlyStarred: '즐겨찾기만',
    noStarredOrganizations: '즐겨찾기한 기관이 없습니다. 기관 행의 별을 눌러 추가합니다.',
    noStarredMembers: '즐겨찾기한 연구자가 없습니다. 연구자 행의 별을 눌러 추가합니다.',
  },
} as const;
