import { orgUserPrivilegeLabels, type OrgUserPrivilege } from '@cdmnet/api';

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
    researcherHelp: '소속 기관이므로 기관 연구원으로 신청합니다.',
    partnerHelp: '소속 기관이 아니므로 파트너 연구원으로 신청합니다.',
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
    description: '네트워크에서 활동하는 연구자를 소속 기관과 전문 분야로 찾아봅니다.',
    tableTitle: '연구자 목록',
    search: '이름, 기관, 분야 검색',
    name: '이름',
    organization: '소속 기관',
    expertArea: '전문 분야',
    expertDivision: '세부 전공',
    noOrganization: '소속 없음',
    empty: '등록된 연구자가 없습니다.',
    loadFailed: '연구자 목록을 불러오지 못했습니다.',
  },
} as const;
