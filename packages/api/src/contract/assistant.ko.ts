// Texts of EVIX-AI's assistant (issue 30) that the server and the MSW mocks both answer with.

export const assistantMessages = {
  contentRequired: '질문을 입력해 주십시오.',
  contentTooLong: (max: number) => `질문은 ${max}자까지 입력할 수 있습니다.`,
  titleTooLong: (max: number) => `대화 제목은 ${max}자까지 입력할 수 있습니다.`,
  noConversation: '대화를 찾을 수 없습니다.',
  noModel:
    'AI 모델이 설정되어 있지 않습니다. 마스터가 기관 서비스 설정의 AI 모델에서 설정하면 AI 도우미를 쓸 수 있습니다.',
  busy: '이 대화의 앞 질문에 아직 답하는 중입니다. 답이 끝난 뒤 다시 물어 주십시오.',
  modelFailed: 'AI 모델이 답하지 못했습니다. 잠시 뒤 다시 물어 주십시오.',
  newConversation: '새 대화',
};
