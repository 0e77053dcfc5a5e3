import type { ExpertArea, OrgUserPrivilege, ResearchRole, UserPriv } from './enums.js';

export const userPrivLabels: Record<UserPriv, string> = {
  PUBLIC: '공개',
  USER_WITHOUT_EMAIL: '일반 (이메일 인증 필요)',
  NORMAL: '일반',
  ORG_ADMIN: '기관 관리자',
  MASTER: '플랫폼 관리자',
};

export const orgUserPrivilegeLabels: Record<OrgUserPrivilege, string> = {
  REJECTED: '거절됨',
  PENDING: '승인 대기',
  ORG_PARTNER: '파트너 연구원',
  ORG_RESEARCHER: '기관 연구원',
  ORG_ADMIN: '기관 관리자',
};

export const researchRoleLabels: Record<ResearchRole, string> = {
  ML: 'ML',
  FL: 'FL',
  ATLAS_SUPPORTER: 'ATLAS Supporter',
  ADVANCED_ANALYSIS: '고급 분석',
};

export const expertAreaLabels: Record<ExpertArea, string> = {
  MEDICAL_DOCTOR: '의사',
  MEDICAL_RESEARCHER: '의학 연구자',
  MEDICAL_DATA_STAFF: '의료 데이터 담당자',
  MEDICAL_ETC: '기타 의료인',
  INDUSTRY: '산업계',
  EDUCATION: '교육계',
  PUBLIC: '공공기관',
  UNSPECIFIED: '기타',
};

/** A wait as people say it: `30초`, `5분` (whole minutes, rounded up, from two minutes on). */
export const waitText = (seconds: number): string =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)}분` : `${Math.max(1, Math.ceil(seconds))}초`;

export const replyMessages = {
  invalidCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인해 주십시오.',
  forbidden: '접근 권한이 없습니다.',
  notFound: '요청한 항목을 찾을 수 없습니다.',
  invalidInput: '입력값이 올바르지 않습니다.',
  /** A record number that is not 1–2147483647 in decimal digits. */
  invalidId: '1부터 2147483647까지의 숫자여야 합니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주십시오.',
  internalError: 'Internal server error',
  /** 503: the database is unreachable or the instance is stopping; nothing was saved. */
  unavailable: '서버가 잠시 요청을 처리할 수 없습니다. 저장된 내용은 없으니 잠시 후 다시 시도해 주십시오.',
  notReady: '이 서버는 아직 요청을 받을 준비가 되지 않았습니다.',
  loggedOut: '로그아웃되었습니다.',
  /** A JSON body that does not parse. */
  malformedJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  /** A text field holding the NUL character (U+0000), which no text of ours may contain. */
  nulCharacter: '사용할 수 없는 문자(NUL)가 들어 있습니다.',
  bodyTooLarge: '요청 본문이 너무 큽니다. 내용을 줄여 다시 보내 주십시오.',
  unsupportedMediaType:
    '지원하지 않는 요청 형식입니다. JSON이나 파일 첨부(multipart) 형식으로 보내 주십시오.',
  headersTooLarge: '요청 주소나 헤더가 너무 깁니다.',
  badRequest: '요청을 읽을 수 없습니다.',
  methodNotAllowed: '이 주소에서 지원하지 않는 요청 방식입니다.',
  /** A 429 that says when, from the reply's own Retry-After. */
  retryAfter: (seconds: number) => `요청이 너무 많습니다. ${waitText(seconds)} 후에 다시 시도해 주십시오.`,
} as const;

/** Replies of email and phone verification (sign-up, profile). */
export const verificationMessages = {
  emailCodeSent: '인증번호가 이메일로 발송되었습니다.',
  phoneCodeSent: '인증번호가 문자 메시지로 발송되었습니다.',
  emailVerified: '이메일 인증이 완료되었습니다.',
  phoneVerified: '휴대폰 인증이 완료되었습니다.',
  wrongCode: '인증번호가 일치하지 않습니다.',
  expiredCode: '인증번호가 만료되었습니다. 인증번호를 다시 요청해 주십시오.',
  tooManyAttempts: '인증번호를 여러 번 잘못 입력했습니다. 인증번호를 다시 요청해 주십시오.',
  resendTooSoon: (seconds: number) =>
    `인증번호를 방금 보냈습니다. ${waitText(seconds)} 후에 다시 요청해 주십시오.`,
  tooManyRequests: (seconds: number) =>
    `인증번호 요청이 너무 많습니다. ${waitText(seconds)} 후에 다시 시도해 주십시오.`,
} as const;

export const signupMessages = {
  done: '회원가입이 완료되었습니다.',
  emailTaken: '이미 가입된 이메일입니다. 로그인하시거나 비밀번호 찾기를 이용해 주십시오.',
  requiredTerms: '약관 동의: 필수 약관에 모두 동의해 주십시오.',
  emailNotVerified: '이메일 인증: 인증이 만료되었거나 완료되지 않았습니다. 이메일을 다시 인증해 주십시오.',
  phoneNotVerified:
    '휴대폰 인증: 인증이 만료되었거나 완료되지 않았습니다. 휴대폰 번호를 다시 인증해 주십시오.',
  orgNotFound: '재직 기관: 선택한 기관을 찾을 수 없습니다.',
} as const;

/** Replies about uploaded files (attachments, photos). */
export const fileMessages = {
  tooLarge: (name: string, maxMb: number) => `파일: ${name}의 크기가 ${maxMb}MB를 넘습니다.`,
  tooMany: (max: number) => `첨부 파일: 한 번에 ${max}개까지 올릴 수 있습니다.`,
  notMultipart: '파일: 파일을 첨부하는 요청이 아닙니다.',
  /** Multipart whose boundary or parts cannot be read. */
  malformedMultipart: '파일: 첨부 요청의 형식이 올바르지 않습니다. 다시 시도해 주십시오.',
} as const;

export const passwordResetMessages = {
  /** The same whether or not the address has an account, so the reply reveals nothing. */
  mailSent: '이메일이 발송되었습니다. 메일의 링크로 비밀번호를 다시 설정해 주십시오.',
  changed: '비밀번호가 변경되었습니다.',
  invalidLink: '비밀번호 재설정 링크가 만료되었거나 올바르지 않습니다. 비밀번호 찾기를 다시 요청해 주십시오.',
} as const;
