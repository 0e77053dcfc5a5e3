// What the server itself writes to people: mail and SMS texts.
export const outgoingMessages = {
  emailCodeSubject: '[CDMNet] 이메일 인증번호',
  emailCodeText: (code: string, minutes: number) =>
    `CDMNet 이메일 인증번호는 ${code} 입니다.\n${minutes}분 안에 입력해 주십시오.\n요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`,
  phoneCodeText: (code: string, minutes: number) => `[CDMNet] 인증번호 ${code} (${minutes}분 안에 입력)`,
  passwordResetSubject: '[CDMNet] 비밀번호 재설정 안내',
  passwordResetText: (name: string, link: string, minutes: number) =>
    `${name} 님, 비밀번호 재설정을 요청하셨습니다.\n아래 링크에서 ${minutes}분 안에 새 비밀번호를 설정해 주십시오.\n${link}\n요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`,
} as const;
