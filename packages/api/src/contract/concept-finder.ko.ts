// Replies and labels of EVIX-AI's concept finder (issue 30). The server and the MSW mocks both answer
// with these words.

export const conceptFinderMessages = {
  queryRequired: '찾을 말을 입력해 주십시오.',
  queryTooLong: (max: number) => `찾을 말은 ${max}자까지 입력할 수 있습니다.`,
  tooManyDomains: (max: number) => `도메인은 ${max}개까지 고를 수 있습니다.`,
  limitInvalid: (max: number) => `결과 수는 1~${max} 사이의 정수여야 합니다.`,
  conceptIdsRequired: 'Concept ID를 하나 이상 보내 주십시오.',
  tooManyConceptIds: (max: number) => `Concept ID는 한 번에 ${max}개까지 보낼 수 있습니다.`,
  conceptIdInvalid: 'Concept ID는 1 이상의 정수여야 합니다.',
};
