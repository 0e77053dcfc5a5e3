import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX, type ProjectColor } from '@cdmnet/api';
import { formatNumber } from '@cdmnet/ui';

// A project's pages (/project/{id}), its form and its entries in the side menu (spec §2 items 5–6,
// domain.md "Projects and invitations"). Scope, type, role and state labels are the contract's
// (projects.ko.ts), the same on every screen.

/** The eight label colours by name: each swatch's accessible name, and the chosen one said in words. */
export const projectColorNames: Record<ProjectColor, string> = {
  '#2563EB': '파랑',
  '#0F766E': '청록',
  '#15803D': '초록',
  '#A16207': '황토',
  '#C2410C': '주황',
  '#B91C1C': '빨강',
  '#BE185D': '분홍',
  '#7E22CE': '보라',
};

/** The tabs of spec §2 item 6, by their route. */
export const projectTabLabels = {
  analysis: '분석',
  members: '멤버',
  request: '요청',
  log: '로그',
} as const;

export const projectCopy = {
  layout: {
    pageTitle: '프로젝트',
    loading: '프로젝트 정보를 불러오는 중입니다.',
    loadFailed: '프로젝트 정보를 불러오지 못했습니다.',
    retry: '다시 시도',
    // The server answers 403 alike for a project the user may not see and for none at all (it does
    // not tell which ids exist): said so that a typo reads as one, not as a missing permission.
    forbidden: '프로젝트를 찾을 수 없습니다.',
    forbiddenHelp:
      '없거나 볼 수 없는 프로젝트입니다. 주소를 확인해 주십시오. 참여하려는 프로젝트라면 프로젝트 관리자에게 초대를 요청해 주십시오.',
    notFound: '프로젝트를 찾을 수 없습니다.',
    notFoundHelp: '주소가 올바른지 확인해 주십시오.',
    home: '처음 화면으로',
    tabs: '프로젝트 메뉴',
  },
  header: {
    openScope: '공개 범위',
    purpose: '프로젝트 유형',
    role: '내 역할',
    members: '멤버',
    memberCount: (count: string) => `${count}명`,
    noDescription: '프로젝트 설명이 없습니다.',
    modify: '수정',
    remove: '삭제',
    confirmRemove: (name: string) =>
      `정말 '${name}' 프로젝트를 삭제하시겠습니까? 삭제한 프로젝트는 되돌릴 수 없습니다.`,
  },
  invitation: {
    pageTitle: '프로젝트 초대',
    description: '초대를 수락하면 프로젝트의 멤버가 되어 연구에 참여할 수 있습니다.',
    loading: '초대 정보를 불러오는 중입니다.',
    loadFailed: '초대 정보를 불러오지 못했습니다.',
    retry: '다시 시도',
    invitedBy: (name: string) => `${name} 님이 프로젝트에 초대했습니다.`,
    details: '초대받은 프로젝트',
    name: '프로젝트 이름',
    openScope: '공개 범위',
    projectType: '프로젝트 유형',
    createdAt: '생성일',
    never: '다시 초대받지 않기',
    neverHelp: '선택하고 거절하면 이 프로젝트에서 다시 초대할 수 없습니다.',
    decline: '거절',
    accept: '수락',
  },
  form: {
    createTitle: '새 프로젝트',
    createDescription: '프로젝트를 만들면 관리자가 되어 연구자를 초대할 수 있습니다.',
    modifyTitle: '프로젝트 수정',
    modifyDescription: '프로젝트의 이름, 설명, 공개 범위, 유형과 라벨 색상을 바꿉니다.',
    name: '프로젝트 이름',
    nameHelp: `${PROJECT_NAME_MAX}자 이하로 입력해 주십시오.`,
    description: '설명',
    descriptionHelp: `연구의 목적과 대상을 ${formatNumber(PROJECT_DESCRIPTION_MAX)}자 이하로 적어 주십시오.`,
    openScope: '공개 범위',
    openScopeHelp: '비공개 프로젝트는 멤버만, 공개 프로젝트는 로그인한 모든 사용자가 찾을 수 있습니다.',
    purpose: '프로젝트 유형',
    purposePlaceholder: '프로젝트 유형을 선택해 주십시오.',
    purposeHelp: '연구 목적에 맞는 유형을 고릅니다.',
    color: '라벨 색상',
    colorHelp: (name: string) => `선택한 색상: ${name}. 메뉴와 대시보드에서 프로젝트 이름 옆에 표시됩니다.`,
    cancel: '취소',
    create: '등록',
    modify: '수정',
  },
  sideMenu: {
    invited: '초대',
    newProject: '새 프로젝트',
    loading: '내 연구를 불러오는 중입니다.',
    loadFailed: '내 연구를 불러오지 못했습니다.',
    retry: '다시 시도',
  },
} as const;
