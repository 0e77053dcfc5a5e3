import { formatNumber } from '@cdmnet/ui';

/** `<5` → 5; any other hidden value (`-`) → null. */
const lessThan = (text: string): string | null => /^<\s*(\d+(?:\.\d+)?)$/.exec(text.trim())?.[1] ?? null;

/** What a hidden value means, in a sentence. */
const hiddenMeaning = (text: string) => {
  const below = lessThan(text);
  return below === null
    ? '가린 수를 다른 칸에서 되짚을 수 없도록 함께 가린 값입니다.'
    : `${below} 미만이라 가린 값입니다.`;
};

// An execution's page (spec §2 item 6 tab 0, §3 "Execution", §4, §7 "Execution"). Status labels and the
// server's replies are the contract's (executionStatusLabels, executionMessages); this file holds the
// page's own words, in ux.md's voice.

export const executionCopy = {
  pageTitle: '실행',
  /** The browser tab: the execution, its analysis, then the project. */
  pageTitleOf: (id: number, analysis: string, project: string | undefined) =>
    project ? `실행 #${id} · ${analysis} · ${project}` : `실행 #${id} · ${analysis}`,
  title: (id: number) => `실행 #${id}`,
  back: '분석으로 돌아가기',
  backNav: '실행 위치',
  loading: '실행을 불러오는 중입니다.',
  loadFailed: '실행을 불러오지 못했습니다.',
  retry: '다시 시도',
  notFoundHelp: '삭제된 분석의 실행이거나 다른 분석의 실행입니다. 분석 화면에서 다시 골라 주십시오.',
  facts: '실행 정보',
  analysis: '분석',
  organization: '기관',
  cdm: 'CDM',
  version: '패키지 버전',
  versionOf: (version: number) => `v${version}`,
  startedBy: '실행한 사람',
  unknownUser: '알 수 없음',
  startedAt: '시작',
  finishedAt: '종료',
  notFinished: '진행 중',
  status: '상태',
  errorTitle: '오류 내용',
  cancel: '실행 취소',
  confirmCancel: (id: number, cdm: string) =>
    `정말 실행 #${id}(${cdm})을 취소하시겠습니까? 실행 중이면 분석 엔진이 멈춘 뒤 취소됩니다.`,
  confirmClose: '닫기',
  cancelNotAllowed: '이 실행을 취소할 권한이 없습니다. 프로젝트 관리자에게 실행 취소 권한을 요청해 주십시오.',
  history: {
    title: '상태 기록',
    description: '상태가 바뀔 때마다 그 시각을 남깁니다.',
    list: '상태 기록',
  },
  record: {
    title: '재현 정보',
    description: '이 실행이 무엇으로 어디에서 돌았는지 기록합니다. 같은 결과를 다시 얻을 때 씁니다.',
    engine: '분석 엔진',
    engineAddress: '엔진 주소',
    cdm: 'CDM',
    cdmVersion: 'CDM 버전',
    vocabularyVersion: '어휘(Vocabulary) 버전',
    packageVersion: '패키지 버전',
    packageFile: '패키지 파일',
    checksum: 'SHA-256 체크섬',
    startedBy: '실행한 사람',
    startedAt: '시작 시각',
    rules: '반출 기준',
    /** The rules the hospital's node applied, as the reproducibility record names them. */
    rulesOf: (rules: {
      version: string;
      minCellCount: number;
      rounding: number | null;
      releaseUnchecked: boolean;
    }) =>
      [
        `최소 셀 크기 ${rules.minCellCount}`,
        rules.rounding === null ? '반올림 없음' : `${rules.rounding} 단위 반올림`,
        rules.releaseUnchecked ? '검사하지 않은 파일 반출 허용' : '검사하지 않은 파일 반출 금지',
        rules.version,
      ].join(' · '),
  },
  log: {
    title: '실행 로그',
    description: '분석 엔진이 남긴 기록입니다.',
    region: '실행 로그 내용',
    loading: '로그를 불러오는 중입니다.',
    loadFailed: '로그를 불러오지 못했습니다.',
    empty: '아직 남은 로그가 없습니다.',
    live: '실행 중입니다. 새 로그가 생기면 이어서 표시합니다.',
    ended: (status: string) => `실행이 끝났습니다(${status}). 로그가 더 늘지 않습니다.`,
  },
  files: {
    title: '결과 파일',
    description:
      '병원의 데이터 노드가 검사한 결과입니다. 요약 통계는 작은 수를 가려 내보내고, 그 밖의 파일은 기관 관리자가 내용을 확인해 반출할 때까지 병원에 남습니다.',
    table: '결과 파일 목록',
    select: '선택',
    selectOf: (name: string) => `${name} 선택`,
    name: '파일 이름',
    status: '상태',
    shape: '크기(행×열)',
    shapeOf: (rows: number | null, columns: number) =>
      rows === null ? `${formatNumber(columns)}열` : `${formatNumber(rows)}행 × ${formatNumber(columns)}열`,
    noShape: '-',
    size: '용량',
    actions: '동작',
    view: '보기',
    viewOf: (name: string) => `${name} 보기`,
    download: '내려받기',
    downloadOf: (name: string) => `${name} 내려받기`,
    downloadSelected: (count: number) => `선택한 ${count}개 내려받기`,
    zipName: (id: number) => `execution-${id}.zip`,
    loadFailed: '결과 파일 목록을 불러오지 못했습니다.',
    empty: '결과 파일이 없습니다.',
    notYet: '실행이 끝나면 결과 파일이 여기에 표시됩니다.',
    hiddenCount: (count: number) => `이 실행에는 결과 파일 ${count}개가 있습니다.`,
    shiny: 'Shiny 앱 열기',
    shinyHelp: '분석 엔진이 만든 Shiny 앱에서 결과를 봅니다. 새 탭에서 열립니다.',
    /** VIEW is seeing, DELIVERY is taking (domain.md). */
    viewOnly:
      '이 결과는 플랫폼 안에서 볼 수만 있습니다. 조회 권한은 보는 권한이고, 파일로 내려받거나 FNET 패키지로 가져가려면 반출 권한이 필요합니다. 결과 반출을 요청해 기관 관리자의 승인을 받아 주십시오.',
    kept: '병원에 남은 파일',
    keptHelp: '아래 파일은 병원 밖으로 나오지 않았습니다. 데이터 노드가 내용에서 찾은 항목과 할 일입니다.',
    heldWhat:
      '병원의 데이터 노드에 보관된 파일입니다. 결과 반출을 요청하면 기관 관리자가 아래 항목과 파일 내용을 확인한 뒤 반출 여부를 정합니다. 반출이 승인되면 이 목록에서 볼 수 있습니다.',
    refusedWhat:
      '환자 한 명 단위의 자료여서 병원 밖으로 나갈 수 없고, 병원에도 보관하지 않습니다. 집계한 결과만 남기도록 패키지를 고쳐 다시 실행해 주십시오.',
    findings: (name: string) => `${name}에서 찾은 항목`,
    findingWhere: (column: string | null, rows: string) => (column ? `${column} 열, ${rows}행` : `${rows}행`),
    noFindings: '데이터 노드가 찾은 항목은 없습니다.',
    suppressed: (count: number) => `데이터 노드가 가린 값 ${formatNumber(count)}개`,
  },
  /** Asking for results, and taking them out (domain.md "Result permissions"). */
  access: {
    region: '결과 권한',
    /** `결과 조회 요청`: the button that opens the dialog. */
    ask: (kind: string) => `${kind} 요청`,
    askViewHelp: '결과를 보려면 이 기관 관리자의 승인이 필요합니다. 요청하면 관리자에게 알림이 갑니다.',
    /** Beside the request when files are held at the hospital: rights cover the checked files only. */
    askReleaseHelp:
      '병원에 보관된 파일은 조회·반출 권한이 있어도 기관 관리자가 내용을 확인하고 반출을 승인해야 볼 수 있습니다. 요청하면 관리자가 파일과 발견 항목을 검토합니다.',
    askDeliveryHelp:
      '결과를 볼 수는 있지만 기관 밖으로 가져가려면 승인이 필요합니다. 관리자는 나갈 파일을 확인한 뒤 결정합니다.',
    afterFinish: '실행이 끝나 결과 파일이 있어야 요청할 수 있습니다. 실행이 끝나면 여기에서 요청합니다.',
    noViewPermission:
      '결과를 보려면 프로젝트에서 실행 결과 조회 권한이 필요합니다. 프로젝트 관리자에게 요청해 주십시오.',
    pending: (kind: string, org: string) =>
      `${kind} 요청을 보냈습니다. ${org} 관리자의 검토를 기다리는 중입니다.`,
    requestedAt: (when: string) => `요청 일시 ${when}`,
    note: (note: string) => `요청 사유: ${note}`,
    rejected: (kind: string) => `${kind} 요청이 거절되었습니다.`,
    reason: (reason: string) => `사유: ${reason}`,
    askAgain: '다시 요청',
    /** Opens the dialog on the waiting request, to change its reason (or a delivery's channel). */
    edit: '요청 수정',
    loadFailed: '요청 상태를 불러오지 못했습니다.',
    retry: '다시 시도',
    subject: (org: string, cdm: string, id: number) => `${org} · ${cdm} · 실행 #${id}`,
    fnet: 'FNET 패키지 내려받기',
    fnetHelp:
      '기관이 내보내도록 허락한 결과 파일(작은 수는 가려진 그대로)과 재현 정보를 한 ZIP 파일로 받습니다.',
    fnetName: (id: number) => `fnet-execution-${id}.zip`,
  },
  viewer: {
    title: (name: string) => `${name} 보기`,
    close: '닫기',
    closeOf: (name: string) => `${name} 보기 닫기`,
    loading: '파일을 불러오는 중입니다.',
    loadFailed: '파일을 불러오지 못했습니다.',
    table: (name: string) => `${name} 내용`,
    chart: (name: string) => `${name} 막대그래프`,
    /** Under a chart with hidden bars: what each hidden text means. */
    hiddenNote: (texts: readonly string[]) =>
      `${texts.map((text) => `${text}: ${hiddenMeaning(text)}`).join(' ')} 가린 값은 막대로 그리지 않습니다.`,
    /** Read after a hidden value by a screen reader. */
    hiddenShort: (text: string) => {
      const below = lessThan(text);
      return below === null ? '가림' : `${below} 미만(가림)`;
    },
    emptyFile: '내용이 없는 파일입니다.',
    text: (name: string) => `${name} 내용`,
    rows: (count: number) => `${formatNumber(count)}행`,
  },
  /** A summarised_result file (DARWIN EU) as a tidy table. */
  tidy: {
    table: (name: string) => `${name} 요약 통계`,
    format: '요약 통계 형식(summarised_result)입니다. 한 행이 추정치 하나입니다.',
    group: '그룹',
    strata: '층',
    variable: '변수',
    level: '수준',
    estimate: '추정치',
    value: '값',
    overall: '전체',
    /** A variable without levels: an empty cell, never `-` (which is a hidden value). */
    none: '',
    rows: (count: number) => `추정치 ${formatNumber(count)}개`,
    hidden: (count: number) => `가린 값 ${formatNumber(count)}개`,
    hiddenHelp: (others: boolean) =>
      `<5처럼 표시된 값은 병원이 1 이상 최소 셀 크기 미만이라 가린 수입니다.${
        others ? ' -는 가린 수를 다른 칸에서 되짚을 수 없도록 함께 가린 값입니다.' : ''
      } 가린 값이 들어간 합계는 실제보다 작을 수 있습니다(하한).`,
    chartPick: '막대그래프로 볼 변수',
    chartOption: (variable: string, group: string | null, strata: string | null) =>
      [variable, group, strata].filter((part) => part !== null).join(' · '),
    chartTitle: (variable: string, group: string | null, strata: string | null) => {
      const where = [group, strata].filter((part) => part !== null).join(' · ');
      return where ? `${variable} 수준별 수 (${where})` : `${variable} 수준별 수`;
    },
  },
} as const;
