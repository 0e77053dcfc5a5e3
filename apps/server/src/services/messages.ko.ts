// What the server itself writes to people: mail and SMS texts.
export const outgoingMessages = {
  emailCodeSubject: '[CDMNet] 이메일 인증번호',
  emailCodeText: (code: string, minutes: number) =>
    `CDMNet 이메일 인증번호는 ${code} 입니다.\n${minutes}분 안에 입력해 주십시오.\n요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`,
  phoneCodeText: (code: string, minutes: number) => `[CDMNet] 인증번호 ${code} (${minutes}분 안에 입력)`,
} as const;
