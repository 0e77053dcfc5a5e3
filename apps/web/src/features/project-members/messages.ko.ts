import { projectMessages, type InvitationState } from '@cdmnet/api';

// The project's 멤버 tab (spec §2 item 6; domain.md "Projects and invitations"). States, roles and
// permissions keep the contract's labels (invitationStateLabels, projectRoleLabels,
// projectPermissionLabels); this file holds the screen's own words, in ux.md's voice.

export const membersCopy = {
  tab: {
    pageTitle: '멤버',
    /** As the project's layout names its tabs: the tab, then the project. */
    pageTitleOf: (project: string) => `멤버 · ${project}`,
    heading: '멤버',
    description: '프로젝트에 참여한 멤버와 초대한 사용자를 봅니다.',
    managerDescription:
      '프로젝트에 참여한 멤버와 초대한 사용자를 봅니다. 연구자를 초대하고, 역할과 권한을 정하거나 멤버를 내보냅니다.',
    tableTitle: '멤버 목록',
    search: '이름, 이메일, 소속 검색',
    name: '이름',
    me: '나',
    email: '이메일',
    organization: '소속',
    noOrganization: '소속 없음',
    role: '역할',
    state: '상태',
    invitedBy: '초대한 사람',
    noInviter: '-',
    invitedAt: '초대일',
    actions: '관리',
    loadFailed: '멤버 목록을 불러오지 못했습니다.',
    // The manager is always there; a list with nobody in it means the project is gone.
    empty: '멤버가 없습니다.',
    invite: '초대',
  },
  role: {
    of: (name: string) => `${name} 님 역할`,
    onlyManager: '유일한 관리자의 역할은 바꿀 수 없습니다. 다른 멤버를 먼저 관리자로 지정해 주십시오.',
  },
  actions: {
    permissions: '권한',
    permissionsOf: (name: string) => `${name} 님 권한`,
    remove: '내보내기',
    removeOf: (name: string) => `${name} 님 내보내기`,
    confirmRemove: (name: string) => `정말 ${name} 님을 이 프로젝트에서 내보내시겠습니까?`,
    withdraw: '초대 취소',
    withdrawOf: (name: string) => `${name} 님 초대 취소`,
    confirmWithdraw: (name: string) => `정말 ${name} 님에게 보낸 초대를 취소하시겠습니까?`,
    reinvite: '다시 초대',
    reinviteOf: (name: string) => `${name} 님 다시 초대`,
    neverAgain: '본인이 초대를 거부해 다시 초대할 수 없습니다.',
  },
  leave: {
    button: '프로젝트 나가기',
    title: '프로젝트 나가기',
    confirm: (project: string) => `정말 ${project} 프로젝트에서 나가시겠습니까?`,
    confirmUnnamed: '정말 이 프로젝트에서 나가시겠습니까?',
    help: '나간 뒤에는 프로젝트를 볼 수 없고, 다시 참여하려면 관리자의 초대를 받아야 합니다.',
    accept: '나가기',
    /** Beside the inactive button of the project's only manager (the server would refuse the leave). */
    lastManager: '프로젝트의 마지막 관리자는 나갈 수 없습니다. 다른 멤버를 먼저 관리자로 지정해 주십시오.',
  },
  invite: {
    title: '멤버 초대',
    description: '이름이나 이메일로 연구자를 찾아 이 프로젝트에 초대합니다.',
    descriptionOf: (project: string) => `이름이나 이메일로 연구자를 찾아 ${project} 프로젝트에 초대합니다.`,
    search: '이름 또는 이메일',
    searchHelp: (min: number) => `${min}글자 이상 입력하면 찾습니다.`,
    searching: '찾는 중입니다.',
    searchFailed: '사용자를 찾지 못했습니다.',
    retry: '다시 시도',
    results: '검색 결과',
    noResults: (keyword: string) => `‘${keyword}’ 검색 결과가 없습니다. 이름이나 이메일을 확인해 주십시오.`,
    noOrganization: '소속 없음',
    invite: '초대',
    inviteOf: (name: string) => `${name} 님 초대`,
    reinvite: '다시 초대',
    reinviteOf: (name: string) => `${name} 님 다시 초대`,
    /** Why a found user cannot be invited, beside their state. */
    notInvitable: {
      ACCEPTED: '이미 멤버입니다.',
      PENDING: '초대에 대한 응답을 기다리고 있습니다.',
      NEVER: '이 프로젝트의 초대를 받지 않기로 했습니다.',
    } satisfies Record<Exclude<InvitationState, 'REJECTED'>, string>,
    close: '닫기',
  },
  permissions: {
    title: (name: string) => `${name} 님의 권한`,
    description: '멤버가 이 프로젝트에서 할 수 있는 일입니다.',
    editDescription: '멤버가 이 프로젝트에서 할 수 있는 일을 고릅니다. 저장하면 바로 적용됩니다.',
    managerHoldsAll: projectMessages.managerHoldsAll,
    readOnly: '권한은 프로젝트 관리자가 정합니다.',
    save: '저장',
    cancel: '취소',
    close: '닫기',
  },
} as const;
