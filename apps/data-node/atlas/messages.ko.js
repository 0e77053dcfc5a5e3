// Every Korean text the node's ATLAS page writes (app.js). Plain strings and functions returning
// strings: app.js inserts them as text, never as HTML.

export const atlasMessages = {
  title: (sourceName) => `${sourceName} · 읽기 전용 ATLAS`,
  titleWithoutSource: '데이터 노드 · 읽기 전용 ATLAS',
  scope: (sourceName) =>
    `데이터 노드가 ${sourceName}의 어휘를 보여 주는 읽기 전용 화면입니다. 전체 ATLAS가 아니라 개념 보기와 검색만 됩니다.`,
  scopeWithoutSource: '데이터 노드의 읽기 전용 화면입니다. 전체 ATLAS가 아니라 개념 보기와 검색만 됩니다.',

  queryLabel: '개념 검색 (이름, 한국어 이름, 코드, 개념 ID)',
  searchButton: '검색',

  home: '찾을 개념의 이름이나 코드, 개념 ID를 입력하세요.',
  loading: '불러오는 중…',
  sourceFailed: '데이터 노드의 소스 정보를 읽지 못했습니다. 잠시 뒤 새로 고쳐 주세요.',
  requestFailed: (status) =>
    status
      ? `데이터 노드가 요청에 답하지 못했습니다 (HTTP ${status}).`
      : '데이터 노드에 연결하지 못했습니다.',
  unknownAddress: '알 수 없는 주소입니다. 개념 검색으로 찾아 주세요.',

  conceptNotFound: '개념을 찾을 수 없습니다',
  conceptNotFoundDetail: (id) => `이 데이터 노드의 어휘에 개념 ID ${id}인 개념이 없습니다.`,
  badConceptId: (raw) => `‘${raw}’는 개념 ID가 아닙니다. 개념 ID는 숫자입니다.`,

  fields: {
    id: '개념 ID',
    koreanName: '한국어 이름',
    domain: '도메인',
    vocabulary: '어휘',
    conceptClass: '개념 분류',
    code: '코드',
    standard: '표준 여부',
    validity: '유효 기간',
    invalidReason: '유효 상태',
  },
  noKoreanName: '없음',
  standard: { S: '표준 (Standard)', C: '분류 (Classification)' },
  nonStandard: '비표준 (Non-standard)',
  invalidReason: { V: '유효', D: '삭제됨 (D)', U: '대체됨 (U)' },
  validity: (start, end) => `${start} ~ ${end}`,
  unknownDate: '알 수 없음',

  synonyms: (n) => `동의어 ${n}개`,
  related: (n) => `관련 개념 ${n}개`,
  noRelated: '관련 개념이 없습니다.',
  relationship: (name, distance) => (distance > 0 ? `${name} (${distance}단계)` : name),
  conceptLine: (id, domain, vocabulary, code) => `${id} · ${domain} · ${vocabulary} · ${code}`,

  searchHeading: (query) => `‘${query}’ 검색 결과`,
  searchCount: (n) => `${n}건`,
  searchCapped: (shown) => `처음 ${shown}건만 보입니다. 검색어를 더 구체적으로 입력하세요.`,
  searchEmpty: '맞는 개념이 없습니다.',
};
