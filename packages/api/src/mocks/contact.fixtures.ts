import type { ContactMessage } from '../contract/contact.js';

/** The mock db's contact-form messages: created afresh for each story or test. */
export interface ContactState {
  /** Newest first, as the inbox lists them. */
  contactMessages: ContactMessage[];
  /** When each contact request arrived, for the mock's copy of the server's hourly limit per address. */
  contactSentAt: number[];
}

/** Korean inquiries as visitors write them: two waiting, one already handled by the demo master. */
export const fixtureContactMessages: ContactMessage[] = [
  {
    id: 3,
    name: '정하늘',
    email: 'haneul.jung@mudeung.or.kr',
    organization: '광주무등의료원',
    subject: '기관 가입 절차 문의',
    message:
      '안녕하세요. 저희 의료원도 CDM 변환을 마쳤습니다.\n플랫폼에 기관으로 참여하려면 어떤 절차가 필요한지 알려 주십시오.',
    createdAt: '2025-03-14T05:20:00.000Z',
    handledAt: null,
    handledByName: null,
  },
  {
    id: 2,
    name: '오세훈',
    email: 'sehoon.oh@example.com',
    organization: '',
    subject: '연구 데이터 열람 범위 질문',
    message: '외부 연구자도 집계 결과를 볼 수 있는지 궁금합니다. <b>태그</b>는 글자 그대로 보여야 합니다.',
    createdAt: '2025-03-12T01:05:00.000Z',
    handledAt: null,
    handledByName: null,
  },
  {
    id: 1,
    name: '한지우',
    email: 'jiwoo.han@halla-hospital.kr',
    organization: '제주한라병원',
    subject: '비밀번호 재설정 메일 미수신',
    message: '비밀번호 찾기를 눌렀는데 메일이 오지 않습니다. 스팸함도 확인했습니다.',
    createdAt: '2025-03-10T08:45:00.000Z',
    handledAt: '2025-03-10T09:30:00.000Z',
    handledByName: '최고관리',
  },
];

export function createContactState(): ContactState {
  return { contactMessages: structuredClone(fixtureContactMessages), contactSentAt: [] };
}
