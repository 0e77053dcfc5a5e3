// The words of the fields that the public pages and the profile forms share.
export const fieldMessages = {
  name: '이름',
  email: '이메일',
  emailPlaceholder: 'name@hospital.kr',
  expertArea: '전문 분야',
  expertDivision: '세부 전공',
  passwordHelp: '8~20글자, 영문, 숫자, 특수문자(# ? ! @ $ % ^ & * -)를 모두 포함해 주십시오.',
} as const;
