import type { VocabularySourceState } from './atlas-search.js';

// Replies and labels of the vocabulary search and the concept viewer. The server and the MSW mocks
// both answer with these words.

export const atlasSearchMessages = {
  atlasInvalid: '목록에 있는 ATLAS를 선택해 주십시오.',
  tooManyAtlases: (max: number) => `ATLAS는 한 번에 ${max}개까지 검색할 수 있습니다.`,
  tooManyValues: (max: number) => `필터 값은 ${max}개까지 고를 수 있습니다.`,
  standardInvalid: 'Standard, Classification, Non-standard 중 하나여야 합니다.',
  validityInvalid: '유효 또는 무효 중 하나여야 합니다.',
  pageInvalid: '0 이상의 정수여야 합니다.',
  sizeInvalid: '20, 50, 100 중 하나여야 합니다.',
  sortInvalid: '목록에 있는 열과 방향으로 정렬해 주십시오.',
  conceptIdInvalid: 'Concept ID는 1 이상의 정수여야 합니다.',
  conceptIdsRequired: 'Concept ID를 하나 이상 입력해 주십시오.',
  tooManyIds: (max: number) => `Concept ID는 한 번에 ${max}개까지 조회할 수 있습니다.`,
  sourceCodesRequired: '소스 코드를 하나 이상 입력해 주십시오.',
  tooManyCodes: (max: number) => `소스 코드는 한 번에 ${max}개까지 조회할 수 있습니다.`,
  /** Spec §7's words for an ATLAS path the caller cannot use. */
  noSuchAtlas: '존재하지 않는 Atlas 경로 입니다.',
  /** Spec §7's words (sic: CMD) for a CDM name the caller cannot use. */
  noSuchCdm: '존재하지 않는 CMD 경로 입니다.',
  noAtlasToSearch: '검색할 수 있는 ATLAS가 없습니다. 기관에 가입하면 그 기관의 ATLAS를 검색할 수 있습니다.',
  conceptIdSwitchOff: (org: string) =>
    `${org}: 플랫폼 관리자가 이 기관의 Concept ID 기능을 켜지 않아 Concept 조회를 할 수 없습니다.`,
  conceptLookupOff: (org: string) => `${org}: 기관 관리자가 Concept 조회를 허용하지 않았습니다.`,
  notMember: (org: string) => `${org}: 이 기관의 연구원만 환자 수를 볼 수 있습니다.`,
  noAtlasForCdm: (cdm: string) => `${cdm}: 이 CDM을 읽는 ATLAS가 등록되어 있지 않습니다.`,
  noCdmSource: (cdm: string) => `${cdm}: ATLAS WebAPI에 이 CDM의 소스가 없습니다.`,
  countsUnreadable: 'ATLAS WebAPI가 보낸 환자 수를 해석할 수 없습니다.',
} as const;

/** Why one hospital's WebAPI gave no answer to use, as the page says it beside the hospital. */
export const vocabularySourceMessages = {
  unreachable: (atlas: string) => `${atlas}: ATLAS WebAPI에 연결할 수 없습니다.`,
  timeout: (atlas: string, seconds: number) =>
    `${atlas}: ATLAS WebAPI가 ${seconds}초 안에 답하지 않았습니다.`,
  failed: (atlas: string, detail: string) => `${atlas}: ATLAS WebAPI가 검색에 실패했습니다 (${detail}).`,
  uncertain: (atlas: string) =>
    `${atlas}: 결과가 없다고 답했지만 어휘 정보를 읽지 못해 오류를 숨긴 것일 수 있습니다.`,
  noVocabularySource: (atlas: string) => `${atlas}: ATLAS WebAPI에 Vocabulary 소스가 없습니다.`,
} as const;

export const vocabularySourceStateLabels: Record<VocabularySourceState, string> = {
  OK: '응답',
  UNREACHABLE: '연결 안 됨',
  TIMEOUT: '시간 초과',
  FAILED: '실패',
  UNCERTAIN: '확인 불가',
};
