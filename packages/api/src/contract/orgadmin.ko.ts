// Replies and rule messages of an organisation admin's calls (/orgs/{id}/…).
export const orgAdminMessages = {
  approved: '수락되었습니다.',
  rejected: '거절되었습니다.',
  changed: '변경되었습니다.',
  deleted: '삭제되었습니다.',
  modified: '수정되었습니다.',
  decisionInvalid: '결정은 수락(APPROVE) 또는 거절(REJECT)이어야 합니다.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  memberInvalid: '연구원 번호가 올바르지 않습니다.',
  notPending: '대기 중인 신청이 아닙니다. 목록을 새로 고쳐 확인해 주십시오.',
  notMember: '이 기관의 연구원이 아닙니다.',
  lastOrgAdmin:
    '기관의 마지막 관리자는 내보내거나 권한을 낮출 수 없습니다. 다른 관리자를 먼저 지정해 주십시오.',
  requestSent: '가입 신청이 접수되었습니다. 기관 관리자의 승인을 기다려 주십시오.',
  admitted: '기관에 등록되었습니다.',
  alreadyRequested: '이미 가입을 신청했습니다. 기관 관리자의 결정을 기다려 주십시오.',
  alreadyMember: '이미 이 기관의 연구원입니다.',
  registered: '등록되었습니다.',
  onOffRequired: '사용 여부를 true 또는 false로 보내 주십시오.',
} as const;

/** The data access levels as an admin reads them (domain.md). */
export const dataAccessLevelLabels = {
  NONE: '없음',
  E: 'E (실행)',
  EV: 'EV (실행·조회)',
  EVD: 'EVD (실행·조회·반출)',
} as const;
