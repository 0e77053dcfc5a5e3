// The ATLAS supporter page's copy (ux.md voice: 합니다체, verbs on buttons). The copy states' own
// labels are the contract's (atlas-supporter.ko.ts), shared with the server's messages.

export const supporterCopy = {
  pageTitle: 'ATLAS 지원',
  heading: 'ATLAS 지원',
  description:
    '한 병원의 ATLAS에 있는 코호트 정의, 특성 분석, 발생률 설계를 다른 병원의 ATLAS로 한 번에 복사합니다.',
  /** The page refused (AreaRefusal): no ATLAS_SUPPORTER role, or the profile could not be read. */
  refusal: {
    pageTitle: 'ATLAS 지원',
    forbidden: '접근 권한이 없습니다.',
    forbiddenHelp:
      'ATLAS 지원은 연구 실행 권한 ATLAS Supporter(ATLAS_SUPPORTER)가 있는 사용자만 쓸 수 있습니다. 권한은 플랫폼 관리자가 부여합니다: 플랫폼 관리자에게 요청해 주십시오.',
    notFound: '페이지를 찾을 수 없습니다.',
    notFoundHelp: '',
    failed: '내 정보를 불러오지 못했습니다.',
    retry: '다시 시도',
    home: '처음 화면으로',
  },
  loading: 'ATLAS 지원 화면을 불러오는 중입니다.',
  retry: '다시 시도',
  tree: {
    title: '접근 가능한 CDM',
    description: '분석 엔진마다 ATLAS와 CDM이 있습니다. 설계를 가져올 ATLAS를 고르십시오.',
    label: '분석 엔진별 ATLAS와 CDM',
    atlases: 'ATLAS',
    cdms: 'CDM',
    noAtlas: '등록된 ATLAS가 없습니다.',
    noCdm: '등록된 CDM이 없습니다.',
    version: (version: string) => `버전 ${version}`,
    empty: '접근할 수 있는 ATLAS가 없습니다.',
    emptyHelp: '기관에 연구원으로 가입하면 그 기관의 ATLAS와 CDM이 여기에 나옵니다.',
    loadFailed: '접근 가능한 CDM 목록을 불러오지 못했습니다.',
  },
  copy: {
    title: '설계 복사',
    noSource: '왼쪽 목록에서 설계를 가져올 ATLAS를 고르십시오.',
    /** A bookmark named an ATLAS that is not in the user's tree (membership ended, ATLAS removed). */
    unreachable: '즐겨찾기한 설계가 있는 ATLAS에 접근할 수 없습니다.',
    unreachableHelp:
      '그 ATLAS의 기관에서 더 이상 연구할 수 없거나 ATLAS가 삭제되었습니다. 왼쪽 목록에서 다른 ATLAS를 고르십시오.',
    /** A bookmark named a design its ATLAS no longer lists. */
    designMissing: '즐겨찾기한 설계가 이 ATLAS에 없습니다. ATLAS에서 삭제되었을 수 있습니다.',
    source: (atlas: string) => `출발 ATLAS: ${atlas}`,
    designs: '복사할 설계',
    designsLabel: (kind: string) => `${kind} 목록`,
    pick: (name: string) => `${name} 선택`,
    noDesigns: (kind: string) => `이 ATLAS에 ${kind} 설계가 없습니다.`,
    designsFailed: '설계 목록을 불러오지 못했습니다.',
    selected: (count: number) => `${count}개 선택`,
    targets: '복사할 ATLAS',
    targetsHelp: '출발 ATLAS를 뺀, 접근할 수 있는 ATLAS입니다.',
    noTargets: '복사할 다른 ATLAS가 없습니다.',
    groupName: '그룹 이름',
    groupNameHelp: '복사 기록에서 이 작업을 알아볼 이름입니다.',
    start: '복사 시작',
    confirm: (designs: number, source: string, targets: readonly string[]) =>
      `${source}의 설계 ${designs}개를 ${targets.join(', ')}(으)로 복사하시겠습니까?`,
    confirmAccept: '복사',
    summary: (designs: number, targets: number) =>
      `설계 ${designs}개 × ATLAS ${targets}곳 = 복사 ${designs * targets}건`,
  },
  groups: {
    title: '복사 기록',
    description: '복사 그룹마다 설계와 대상 ATLAS별 진행 상태입니다. 상태는 실시간으로 바뀝니다.',
    empty: '복사한 기록이 없습니다.',
    emptyHelp: '위에서 설계와 대상 ATLAS를 고르고 복사 시작을 누르면 여기에 나옵니다.',
    loadFailed: '복사 기록을 불러오지 못했습니다.',
    meta: (source: string, by: string, at: string) => `${source} · ${by} · ${at}`,
    counts: '상태별 항목 수',
    countOf: (count: number) => `${count}건`,
    itemsLabel: (group: string) => `${group} 항목`,
    cancelGroup: '그룹 취소',
    cancelGroupConfirm: (group: string) =>
      `정말 ‘${group}’ 그룹의 남은 복사를 취소하시겠습니까? 복사 중인 설계는 되돌린 뒤 취소됩니다.`,
    cancelItem: '취소',
    cancelItemLabel: (resource: string, target: string) => `${resource} → ${target} 복사 취소`,
    cancelItemConfirm: (resource: string, target: string) =>
      `정말 ‘${resource}’의 ${target} 복사를 취소하시겠습니까?`,
    cancelAccept: '복사 취소',
    keep: '닫기',
    downloadLabel: (file: string, group: string) => `${group}의 ${file} 내려받기`,
  },
} as const;
