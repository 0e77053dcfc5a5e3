import type {
  InvitationState,
  OpenScope,
  ProjectPermission,
  ProjectPermissionGroup,
  ProjectRole,
  ResearchPurpose,
} from './enums.js';
import type { ProjectLogAction } from './projects.js';

// Labels and replies of the project calls (spec §2 items 5–6, §6, §7 "Projects"; domain.md). Success
// texts are ux.md's toasts.

export const openScopeLabels: Record<OpenScope, string> = {
  PRIVATE: '비공개',
  PUBLIC: '공개',
};

export const researchPurposeLabels: Record<ResearchPurpose, string> = {
  COMPARATIVE_EFFECTIVENESS: '비교 효과 연구',
  SAFETY_SURVEILLANCE: '안전성 감시 연구',
  OTHER: '기타 연구',
};

export const invitationStateLabels: Record<InvitationState, string> = {
  PENDING: '초대 대기',
  ACCEPTED: '참여 중',
  REJECTED: '거절함',
  NEVER: '초대 거부',
};

export const projectRoleLabels: Record<ProjectRole, string> = {
  MANAGER: '관리자',
  MEMBER: '멤버',
};

/** Spec §6's labels, as the permissions screen shows them. */
export const projectPermissionLabels: Record<ProjectPermission, string> = {
  IRB_REQUEST: 'IRB 요청',
  IRB_ACCEPT: 'IRB 요청 수락',
  IRB_REJECT: 'IRB 요청 거절',
  EXECUTION_CREATE: '실행 생성',
  EXECUTION_VIEW: '실행 결과 조회',
  VIEW_REQUEST_ACCEPT: '결과 조회 요청 수락',
  VIEW_REQUEST_REJECT: '결과 조회 요청 거절',
  DELIVERY_REQUEST_ACCEPT: '반출 요청 수락',
  DELIVERY_REQUEST_REJECT: '반출 요청 거절',
  DELIVERY_FNET: 'FNET 반출',
  DELIVERY_SHINY: 'Shiny 반출',
  EXECUTION_CANCEL: '실행 취소',
};

export const projectPermissionGroupLabels: Record<ProjectPermissionGroup, string> = {
  EXECUTION_CREATE: '실행 생성',
  EXECUTION_VIEW: '실행 조회',
  EXECUTION_DELIVER: '실행 반출',
  EXECUTION_CANCEL: '실행 취소',
  IRB: 'IRB',
};

export const projectLogActionLabels: Record<ProjectLogAction, string> = {
  PROJECT_CREATED: '프로젝트 생성',
  PROJECT_MODIFIED: '프로젝트 수정',
  MEMBER_INVITED: '멤버 초대',
  INVITATION_ACCEPTED: '초대 수락',
  INVITATION_DECLINED: '초대 거절',
  MEMBER_REMOVED: '멤버 제외',
  MEMBER_LEFT: '프로젝트 나가기',
  ROLE_CHANGED: '역할 변경',
  PERMISSIONS_CHANGED: '권한 변경',
  ANALYSIS_CREATED: '분석 생성',
  ANALYSIS_MODIFIED: '분석 수정',
  ANALYSIS_DELETED: '분석 삭제',
  PACKAGE_UPLOADED: '패키지 업로드',
  ADVANCED_SAVED: '고급 분석 상세 저장',
  IRB_REQUESTED: 'IRB 승인 요청',
  IRB_APPROVED: 'IRB 승인',
  IRB_REJECTED: 'IRB 거절',
  IRB_EXPIRED: 'IRB 만료',
  EXECUTION_STARTED: '실행 시작',
  EXECUTION_CANCELLED: '실행 취소',
  RESULT_REQUESTED: '결과 권한 요청',
  RESULT_APPROVED: '결과 권한 승인',
  RESULT_REJECTED: '결과 권한 거절',
  RESULT_RELEASED: '병원 보관 파일 반출 승인',
  RESULT_DELIVERED: '결과 반출',
};

export const projectMessages = {
  created: '등록되었습니다.',
  modified: '수정되었습니다.',
  deleted: '삭제되었습니다.',
  accepted: '수락되었습니다.',
  declined: '거절되었습니다.',
  invited: '초대했습니다.',
  changed: '변경되었습니다.',
  left: '프로젝트에서 나왔습니다.',
  openScopeInvalid: '공개 범위는 비공개 또는 공개 중 하나여야 합니다.',
  // Named as the form labels the field (spec: the project's type), not by the enum's name.
  purposeInvalid: '프로젝트 유형은 비교 효과 연구, 안전성 감시 연구, 기타 연구 중 하나여야 합니다.',
  colorInvalid: '라벨 색상은 제시된 여덟 가지 중 하나여야 합니다.',
  roleInvalid: '역할은 관리자 또는 멤버 중 하나여야 합니다.',
  permissionInvalid: '권한은 목록에 있는 항목 중에서 고를 수 있습니다.',
  neverInvalid: '다시 초대받지 않기는 true 또는 false여야 합니다.',
  logActionInvalid: '작업 종류가 목록에 없습니다.',
  /** Why the caller may not create a project (`validation/creator`). */
  creatorNeedsEmail: '이메일 인증을 마친 뒤 프로젝트를 만들 수 있습니다.',
  creatorNotAllowed: '이 계정은 프로젝트를 만들 수 없습니다.',
  nameTaken: '프로젝트 이름: 같은 이름의 프로젝트를 이미 만들었습니다.',
  hasExecutions: '실행 기록이 있는 프로젝트는 삭제할 수 없습니다. 실행 기록은 연구의 근거로 보관됩니다.',
  noInvitation: '이 프로젝트의 초대가 없거나 이미 응답했습니다.',
  alreadyMember: '이미 이 프로젝트의 멤버입니다.',
  alreadyInvited: '이미 초대했습니다. 초대받은 사용자의 응답을 기다리고 있습니다.',
  inviteeRefused: '이 사용자는 이 프로젝트의 초대를 받지 않기로 했습니다.',
  inviteeUnverified: '이메일 인증을 마치지 않은 사용자는 초대할 수 없습니다.',
  userNotFound: '사용자를 찾을 수 없습니다.',
  notMember: '이 프로젝트의 멤버가 아닙니다.',
  lastManager:
    '프로젝트의 마지막 관리자는 나가거나 내보낼 수 없고 역할을 바꿀 수도 없습니다. 다른 멤버를 먼저 관리자로 지정해 주십시오.',
  managerHoldsAll: '관리자는 모든 권한을 가집니다. 권한을 나누려면 역할을 멤버로 바꿔 주십시오.',
} as const;
