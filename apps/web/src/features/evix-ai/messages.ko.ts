import { formatNumber } from '@cdmnet/ui';
import type { ConceptCountState, FinderReasonKind } from '@cdmnet/api';

// EVIX-AI's words: the concept finder's page, and the AI assistant's page while it is being prepared
// (ux.md navigation: 개념 찾기, AI 도우미).

/** Each reason a result matched, as a chip reads it; TEXT (as typed) needs no chip. */
const reasonLabels: Record<Exclude<FinderReasonKind, 'TEXT'>, string> = {
  SPACING: '띄어쓰기 무시',
  ABBREVIATION: '약어',
  EVERYDAY: '일상어',
  TRANSLATION: '번역',
  KEYBOARD: '영문 자판',
  CORRECTION: '오타 교정',
  PHRASE: '구절',
  MODEL: 'AI 모델',
};

const countStates: Record<Exclude<ConceptCountState, 'OK'>, string> = {
  NOT_ALLOWED: '조회 불가',
  UNREACHABLE: '연결할 수 없음',
  FAILED: '오류',
  NO_ATLAS: 'ATLAS 없음',
};

export const evixAiMessages = {
  preparing: '준비 중',
  preparingMessage: (feature: string) => `${feature} 기능은 준비 중입니다.`,
  meanwhile: '지금은 ATLAS 개념 검색에서 병원별 어휘의 개념을 찾을 수 있습니다.',
  openSearch: '개념 검색으로 이동',
  aiAssistant: {
    title: 'AI 도우미',
    description: '연구 설계와 분석 결과 해석을 AI와 대화하며 도움받습니다.',
  },
  conceptFinder: {
    title: '개념 찾기',
    description:
      '찾는 개념을 한국어·영어·섞어서 입력하십시오. 띄어쓰기·오타·약어도 알아듣고 알맞은 OMOP 표준 개념을 찾습니다.',
    retry: '다시 시도',

    form: '개념 찾기',
    query: '찾을 말',
    queryPlaceholder: '예: 위장관 출혈이 있는 환자, type 2 당뇨, HbA1c',
    submit: '찾기',
    examples: '이렇게 찾아 보십시오',
    exampleQueries: ['위장관 출혈이 있는 환자', 'type 2 당뇨', 'HbA1c', '셀레콕시브', 'MI'],
    firstTitle: '찾을 개념을 말하듯 입력하십시오.',
    firstHelp: '질환, 약(성분명·상품명), 검사, 시술, 방문을 찾습니다. 위의 예를 눌러 시작할 수 있습니다.',

    lexical: '사전·규칙 기반 순위',
    model: 'AI 모델 보조 순위',
    rankedBy: '순위 방식',
    indexReady: (hospitals: number, concepts: number) =>
      `병원 ${formatNumber(hospitals)}곳의 어휘, 개념 ${formatNumber(concepts)}개`,
    synced: (at: string) => ` (갱신 ${at})`,
    hospitalsFailed: (count: number) =>
      `병원 ${formatNumber(count)}곳의 어휘를 읽지 못해 그 병원에만 있는 개념은 빠져 있을 수 있습니다.`,
    building: '병원 어휘로 찾기 색인을 만들고 있습니다.',
    buildingHelp: '잠시 뒤 다시 찾아 주십시오.',
    searchAgain: '다시 찾기',
    empty: '어휘를 보내 온 병원이 없습니다.',
    emptyHelp:
      '마스터가 기관 서비스 설정에서 병원의 ATLAS WebAPI를 등록하면 그 병원의 어휘로 개념을 찾을 수 있습니다.',
    failed: '개념을 찾지 못했습니다.',
    noResults: (query: string) => `'${query}'에 맞는 개념을 찾지 못했습니다.`,
    noResultsHints: [
      '다른 표현으로 찾아 보십시오 (예: 심장마비 대신 심정지).',
      '영어 이름으로 찾아 보십시오 (예: hemorrhage).',
      '띄어쓰기를 바꾸거나 줄여 보십시오.',
    ],
    noResultsInDomains: '고른 도메인을 해제하면 더 찾을 수 있습니다.',

    domains: '도메인',
    domainChip: (domain: string, count: number) => `${domain} ${formatNumber(count)}`,
    clearDomains: '선택 해제',

    results: '찾은 개념',
    resultsCount: (count: number) => `${formatNumber(count)}개`,
    select: (name: string) => `${name} 개념 집합에 담기`,
    selectColumn: '담기',
    name: '개념',
    conceptId: 'Concept ID',
    domain: '도메인',
    vocabulary: '어휘',
    conceptClass: '분류',
    score: '일치도',
    scoreValue: (percent: number) => `${percent}%`,
    evidence: '일치 근거',
    korean: '한국어',
    english: '영어',
    otherLanguage: '기타',
    reasonLabels,
    reason: (label: string, from: string, to: string) => `${label} ${from} → ${to}`,
    hospitals: '병원',
    moreHospitals: (count: number) => `+${formatNumber(count)}`,
    noHospital: '-',
    actions: '작업',
    openConcept: '개념 보기',
    openConceptOf: (name: string) => `${name} 개념 보기`,

    counts: '병원별 환자 수',
    countsTitle: '병원별 환자 수',
    countsLoading: '병원별 환자 수를 불러오는 중',
    countsFailed: '병원별 환자 수를 불러오지 못했습니다.',
    countsColumn: '환자 수',
    countsNotAsked: '-',
    personsIn: (cdm: string, persons: number) => `${cdm} ${formatNumber(persons)}명`,
    hiddenIn: (cdm: string, min: number) => `${cdm} ${formatNumber(min)}명 미만(숨김)`,
    countStates,
    countsElsewhere: '환자 수를 볼 수 없는 병원',
    noCountable: '환자 수를 볼 수 있는 병원이 없습니다.',

    set: '개념 집합',
    setTitle: (count: number) => `개념 집합 ${formatNumber(count)}개`,
    setEmpty: '결과의 담기 상자를 고르면 여기에 모입니다.',
    remove: '빼기',
    removeFromSet: (name: string) => `${name} 빼기`,
    download: 'ATLAS용 JSON 내려받기',
    copyIds: 'Concept ID 복사',
    copied: 'Concept ID가 복사되었습니다.',
    copyFailed: 'Concept ID를 복사하지 못했습니다. 브라우저의 클립보드 권한을 확인하십시오.',
    clearSet: '모두 비우기',
    confirmClear: '정말 개념 집합을 모두 비우시겠습니까?',
    clear: '비우기',
    fileName: (day: string) => `concept-set-${day}.json`,
    setHelp: 'ATLAS 개념 집합의 가져오기(Import)에서 JSON 또는 Concept Identifiers로 넣을 수 있습니다.',
  },
} as const;

export type EvixAiFeature = 'aiAssistant';
