import { waitText } from './messages.ko.js';

/** Replies and rule messages of the contact form (/contactus) and the master's inbox. */
export const contactMessages = {
  received: '문의가 접수되었습니다. 확인 후 입력하신 이메일로 답변드리겠습니다.',
  handled: '처리 완료로 변경되었습니다.',
  /** The form's own limit per sender, said in place of the generic 429 text, with the reply's Retry-After. */
  tooMany: (seconds: number) =>
    `문의를 너무 자주 보내셨습니다. ${waitText(seconds)} 후에 다시 시도해 주십시오.`,
  consentRequired: '개인정보 수집 및 이용에 동의해 주십시오.',
} as const;
