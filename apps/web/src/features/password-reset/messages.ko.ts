export const passwordResetCopy = {
  toLogin: '로그인으로 돌아가기',
  forgot: {
    pageTitle: '비밀번호 찾기',
    heading: '비밀번호 찾기',
    description: '가입한 이메일을 입력하시면 비밀번호를 다시 설정할 수 있는 링크를 보내 드립니다.',
    submit: '재설정 링크 받기',
    sentHeading: '메일을 확인해 주십시오.',
    sentTo: (email: string) => `받는 이메일: ${email}`,
    notArrived: '메일이 오지 않았다면 스팸함을 확인하시거나 다시 보내 주십시오.',
    resend: '다시 보내기',
    otherEmail: '다른 이메일 입력',
  },
  reset: {
    pageTitle: '비밀번호 재설정',
    heading: '비밀번호 재설정',
    description: '새로 사용할 비밀번호를 두 번 입력해 주십시오.',
    password: '새 비밀번호',
    passwordConfirm: '새 비밀번호 확인',
    submit: '비밀번호 변경',
    invalidHeading: '링크를 사용할 수 없습니다.',
    requestAgain: '비밀번호 찾기 다시 요청',
  },
} as const;
