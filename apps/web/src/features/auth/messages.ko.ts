export const authMessages = {
  login: {
    pageTitle: '로그인',
    heading: '로그인',
    description: '등록된 이메일과 비밀번호로 로그인해 주십시오.',
    password: '비밀번호',
    submit: '로그인',
    failed: '로그인하지 못했습니다.',
    noAccount: '아직 계정이 없으신가요?',
    signup: '회원가입',
    forgotPassword: '비밀번호 찾기',
    sessionExpired: '세션이 만료되었습니다. 다시 로그인해 주십시오.',
  },
} as const;
