// Texts of an organisation's AI model settings (issue 30). The server and the MSW mocks both answer
// with these words.

export const aiModelMessages = {
  urlInvalid: '모델 주소는 http:// 또는 https://로 시작하는 주소여야 합니다.',
  urlTooLong: (max: number) => `모델 주소는 ${max}자까지 입력할 수 있습니다.`,
  modelRequired: '모델 이름을 입력해 주십시오.',
  modelTooLong: (max: number) => `모델 이름은 ${max}자까지 입력할 수 있습니다.`,
  keyTooLong: (max: number) => `API 키는 ${max}자까지 입력할 수 있습니다.`,
  notConfigured: '이 기관에는 AI 모델이 설정되어 있지 않습니다.',
};
