// ATLAS에서 가져오기 (spec §7 "Analysis": atlas list, detail, POST). Kind labels and the server's replies
// (가져왔습니다, a design gone, an ATLAS not targeted) are the contract's (atlasDesignKindLabels,
// atlasDesignMessages); this file holds the dialog's own words, in ux.md's voice. It loads with the
// dialog, not with the analysis page.

export const atlasImportCopy = {
  title: 'ATLAS에서 가져오기',
  description:
    '대상 기관의 ATLAS에 있는 코호트 정의와 분석 설계를 골라 이 분석의 새 패키지 버전으로 가져옵니다.',
  search: '설계 이름 검색',
  searchHelp: '이름에 들어 있는 낱말로 목록을 좁힙니다.',
  loading: '대상 기관의 ATLAS에 설계 목록을 묻고 있습니다. 기관이 많으면 시간이 걸릴 수 있습니다.',
  loadFailed: 'ATLAS 설계 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  unreachableTitle: '응답하지 않은 ATLAS',
  unreachableHelp: '아래 기관의 설계는 목록에 없습니다. 기관의 ATLAS가 다시 응답하면 다시 시도해 주십시오.',
  warning: '경고',
  unreachableOf: (orgName: string, atlasName: string) => `${orgName} (${atlasName})`,
  empty: '대상 기관의 ATLAS에 가져올 수 있는 설계가 없습니다.',
  emptyHelp: 'ATLAS에서 코호트 정의나 분석을 만든 뒤 다시 열어 주십시오.',
  noMatch: (keyword: string) => `‘${keyword}’이(가) 이름에 들어 있는 설계가 없습니다.`,
  designs: '설계 목록',
  modifiedAt: '수정일',
  noModifiedAt: '수정일 없음',
  noDescription: '설명이 없습니다.',
  choose: (name: string) => `${name} 보기`,
  back: '목록으로',
  detailLoading: 'ATLAS에서 설계를 불러오고 있습니다.',
  detailFailed: 'ATLAS에서 설계를 불러오지 못했습니다.',
  source: '가져올 곳',
  kind: '종류',
  document: '가져올 문서 (JSON)',
  rPackage:
    '이 설계는 R 연구 패키지입니다. 플랫폼의 분석 엔진은 R 패키지를 실행할 수 없습니다. 가져오면 기록으로 보관되며, 실행하려면 R 환경이 있는 분석 엔진이 필요합니다.',
  runsAsSql: '가져오면 플랫폼의 분석 엔진이 SQL로 실행할 수 있습니다.',
  importFailed: '가져오지 못했습니다.',
  cancel: '닫기',
  import: '가져오기',
} as const;
