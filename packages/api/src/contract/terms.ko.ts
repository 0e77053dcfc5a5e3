import type { TermsKey } from './enums.js';

/** The terms texts, in Korean. The server serves them; the MSW handlers serve the same. */
export const termsTexts: Record<TermsKey, { title: string; content: string }> = {
  'platform-service': {
    title: '서비스 이용약관',
    content:
      '제1조 (목적)\n이 약관은 CDMNet(이하 "플랫폼")이 제공하는 연구 데이터 서비스의 이용 조건과 절차, 이용자와 플랫폼의 권리와 의무를 정합니다.\n\n제2조 (서비스)\n플랫폼은 공통데이터모델(CDM)로 변환된 가명처리 의료 데이터에 대한 연구 설계, 분석 실행, 결과 조회 기능을 제공합니다. 원자료는 각 기관 밖으로 반출되지 않습니다.\n\n제3조 (이용자의 의무)\n이용자는 승인받은 연구 목적 안에서만 서비스를 이용하며, 재식별을 시도하지 않습니다.',
  },
  'personal-policy': {
    title: '개인정보 처리방침',
    content:
      '플랫폼은 회원 가입과 본인 확인, 연구 권한 관리를 위해 이름, 이메일, 휴대폰 번호, 소속 기관, 전문 분야를 처리합니다.\n\n개인정보는 회원 탈퇴 시 지체 없이 파기하며, 관계 법령에 따라 보존이 필요한 기록은 해당 기간 동안 보관합니다.',
  },
  'personal-collection': {
    title: '개인정보 수집 및 이용 동의',
    content:
      '수집 항목: 이름, 이메일, 휴대폰 번호, 소속 기관, 전문 분야와 세부 전공\n수집 목적: 회원 관리, 연구 권한 부여, 공지와 승인 결과 안내\n보유 기간: 회원 탈퇴 시까지',
  },
  'security-pledge': {
    title: '보안 서약',
    content:
      '본인은 플랫폼에서 접근하는 데이터와 분석 결과를 승인된 연구 목적 외로 사용하거나 제3자에게 제공하지 않으며, 소속 기관과 플랫폼의 보안 지침을 준수할 것을 서약합니다.',
  },
  third: {
    title: '개인정보 제3자 제공 동의',
    content:
      '연구 참여 기관의 관리자가 연구 권한을 검토할 수 있도록 이름, 이메일, 소속 기관을 해당 기관에 제공합니다. 동의하지 않아도 가입할 수 있으나 일부 기관의 연구 참여가 제한될 수 있습니다.',
  },
  marketing: {
    title: '마케팅 정보 수신 동의',
    content: '플랫폼의 새 기능, 교육과 행사 소식을 이메일로 받습니다. 언제든 내 정보에서 철회할 수 있습니다.',
  },
};
