// Replies and rule messages of the platform admin's calls (/master). Success texts are ux.md's toasts.
const masterRestartTargets = { atlas: 'ATLAS', dqd: '데이터 품질 대시보드' } as const;

export const masterMessages = {
  privChanged: '사용자 권한이 변경되었습니다.',
  rolesChanged: '사용자 연구 실행 권한이 변경되었습니다.',
  registered: '등록되었습니다.',
  modified: '수정되었습니다.',
  deleted: '삭제되었습니다.',
  lastMaster: '마지막 플랫폼 관리자의 권한은 변경할 수 없습니다. 다른 플랫폼 관리자를 먼저 지정해 주십시오.',
  userPrivInvalid: '권한은 공개, 일반, 기관 관리자, 플랫폼 관리자 중 하나여야 합니다.',
  researchRoleInvalid: '연구 실행 권한은 ML, FL, ATLAS_SUPPORTER, ADVANCED_ANALYSIS 중에서 고를 수 있습니다.',
  rfzLevelInvalid: 'RFZ 등급은 E, EV, EVD 중 하나이거나 비워 두어야 합니다.',
  domainInvalid: '이메일 도메인 형식이 아닙니다. 예: hospital.ac.kr',
  tooManyDomains: (max: number) => `이메일 도메인은 ${max}개까지 등록할 수 있습니다.`,
  autoRegistrationNeedsDomain: '자동 등록을 사용하려면 이메일 도메인을 하나 이상 등록해 주십시오.',
  nameTaken: '기관 이름: 같은 이름의 기관이 이미 있습니다.',
  dialectUnsupported: '지원하는 CDM 데이터베이스는 PostgreSQL입니다.',
  schemaNameInvalid: '스키마 이름은 영문, 숫자, 밑줄(_)로 쓰고 영문이나 밑줄로 시작해야 합니다.',
  portInvalid: '포트는 1부터 65535까지의 숫자여야 합니다.',
  passwordRequired: '비밀번호: 필수 입력 항목입니다.',
  passwordUnreadable:
    '비밀번호: 저장된 비밀번호를 읽을 수 없습니다. 서버의 암호화 키가 바뀌었을 수 있습니다. 비밀번호를 다시 입력해 주십시오.',
  engineNotInOrganization: '분석 엔진: 이 기관의 분석 엔진을 선택해 주십시오.',
  engineInUse: (names: string) =>
    `이 분석 엔진을 사용하는 ATLAS 또는 CDM이 있어 삭제할 수 없습니다: ${names}. 먼저 그 항목의 엔진을 바꾸거나 삭제해 주십시오.`,
  organizationHasMembers:
    '기관에 연구원이 있어 삭제할 수 없습니다. 연구원을 먼저 내보내거나 다른 기관으로 옮겨 주십시오.',
  organizationHasActiveExecutions: (n: number) =>
    `이 기관의 CDM에서 대기 중이거나 실행 중인 분석이 ${n}건 있어 삭제할 수 없습니다. 실행이 끝나거나 취소된 뒤 다시 시도해 주십시오.`,
  searchTooShort: (min: number) => `검색어를 ${min}글자 이상 입력해 주십시오.`,
  privilegeInvalid: '기관 권한은 기관 연구원, 파트너 연구원, 기관 관리자 중 하나여야 합니다.',
  alreadyMember: '이미 이 기관의 연구원입니다.',
  notMember: '이 기관의 연구원이 아닙니다.',
  lastOrgAdmin:
    '기관의 마지막 관리자는 내보내거나 권한을 낮출 수 없습니다. 다른 관리자를 먼저 지정해 주십시오.',
  engineOnline: (busy: number | null) =>
    busy === null ? '분석 엔진이 응답했습니다.' : `분석 엔진이 응답했습니다. 실행 중인 분석 ${busy}건.`,
  atlasVersion: (version: string) => `ATLAS WebAPI ${version}이(가) 응답했습니다.`,
  cdmFigures: (patients: number, version: string) =>
    `CDM ${version}에 연결했습니다. 환자 ${patients.toLocaleString('ko-KR')}명.`,
  /** A check failed and nothing was saved: the admin may save anyway. */
  checkFailed: (what: string) =>
    `${what} 저장하지 않았습니다. 확인 후 다시 시도하거나 '그래도 저장'을 선택해 주십시오.`,
  restartTarget: (target: 'atlas' | 'dqd') => masterRestartTargets[target],
  restartRequested: (target: 'atlas' | 'dqd') => `${masterRestartTargets[target]} 재시작을 요청했습니다.`,
  restartUnsupported: (target: 'atlas' | 'dqd') =>
    `이 분석 엔진은 ${masterRestartTargets[target]} 재시작을 지원하지 않습니다.`,
  noEngine: '이 기관에 등록된 분석 엔진이 없습니다. 분석 엔진을 먼저 등록해 주십시오.',
} as const;
