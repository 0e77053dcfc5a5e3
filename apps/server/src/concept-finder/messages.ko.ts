// Korean texts of the concept finder's server side (issue 30).

export const finderMessages = {
  noConceptPages: (atlas: string) =>
    `${atlas}: 이 ATLAS의 WebAPI는 개념 목록을 내주지 않아(CDMNet 확장 없음) 개념 찾기 색인에 넣지 못했습니다. 다른 병원과 같은 개념은 그 병원의 어휘로 찾아집니다.`,
  indexBuilding: '개념 찾기 색인을 만드는 중입니다. 잠시 후 다시 검색해 주세요.',
  noIndex: '개념 찾기 색인이 비어 있습니다. 등록된 ATLAS WebAPI가 응답하지 않았습니다.',
};
