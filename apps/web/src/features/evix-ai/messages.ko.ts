// EVIX-AI's pages while its features are being prepared (ux.md navigation: 개념 찾기, AI 도우미). They say
// so plainly and point to what already answers the same need, instead of a not-found page.
export const evixAiMessages = {
  preparing: '준비 중',
  preparingMessage: (feature: string) => `${feature} 기능은 준비 중입니다.`,
  meanwhile: '지금은 ATLAS 개념 검색에서 병원별 어휘의 개념을 찾을 수 있습니다.',
  openSearch: '개념 검색으로 이동',
  conceptFinder: {
    title: '개념 찾기',
    description: '연구 질문을 문장으로 입력하면 AI가 알맞은 OMOP 개념을 찾아 제안합니다.',
  },
  aiAssistant: {
    title: 'AI 도우미',
    description: '연구 설계와 분석 결과 해석을 AI와 대화하며 도움받습니다.',
  },
} as const;

export type EvixAiFeature = 'conceptFinder' | 'aiAssistant';
