// Korean texts of the concept finder's server side (issue 30).

export const finderMessages = {
  noConceptPages: (atlas: string) =>
    `${atlas}: 이 ATLAS의 WebAPI는 개념 목록을 내주지 않아(CDMNet 확장 없음) 개념 찾기 색인에 넣지 못했습니다. 다른 병원과 같은 개념은 그 병원의 어휘로 찾아집니다.`,
  modelSlow: (seconds: number) =>
    `AI 모델이 ${seconds}초 안에 답하지 않아 사전·규칙 기반 순위로 보여 드립니다.`,
  modelDown: 'AI 모델에 연결하지 못해 사전·규칙 기반 순위로 보여 드립니다.',
  modelFailed: 'AI 모델의 답을 쓸 수 없어 사전·규칙 기반 순위로 보여 드립니다.',
};
