import { formatNumber } from '@cdmnet/ui';

// The combined view of an analysis's results across hospitals (domain.md "What leaves a hospital").
// The server's replies and the hospitals' state labels are the contract's (combined-results.ko.ts);
// this file holds the page's own words, in ux.md's voice.

export const combinedResultsCopy = {
  pageTitle: '병원별 결과 합산',
  /** The browser tab: the page, its analysis, then the project. */
  pageTitleOf: (analysis: string | undefined, project: string | undefined) =>
    ['병원별 결과 합산', analysis, project].filter(Boolean).join(' · '),
  description:
    '한 패키지 버전을 실행한 병원들의 결과 파일을 같은 행끼리 더합니다. 병원이 가린 값은 가린 그대로 두고, 그런 칸이 들어간 합계는 하한으로 표시합니다.',
  back: '분석으로 돌아가기',
  backNav: '결과 합산 위치',
  facts: '합산 정보',
  analysis: '분석',
  hospitalCount: '합산한 병원',
  hospitalsOf: (added: number, all: number) => `${formatNumber(all)}곳 중 ${formatNumber(added)}곳`,
  loading: '결과를 불러오는 중입니다.',
  loadFailed: '결과를 불러오지 못했습니다.',
  retry: '다시 시도',
  firstFile: '첫 결과 파일 보기',
  notFound: '분석을 찾을 수 없습니다.',
  notFoundHelp: '삭제된 분석이거나 다른 프로젝트의 분석입니다. 분석 목록에서 다시 골라 주십시오.',

  // ── The version and the file ────────────────────────────────────────────────────────────────────
  version: '패키지 버전',
  versionHelp: '병원마다 같은 버전의 결과만 더합니다. 다른 버전을 실행한 병원은 아래 목록에 따로 적습니다.',
  versionOption: (version: number, added: number) =>
    added > 0
      ? `버전 ${version} (합산할 수 있는 병원 ${formatNumber(added)}곳)`
      : `버전 ${version} (합산할 결과 없음)`,
  file: '결과 파일',
  fileHelp: '이 버전에서 볼 수 있는 CSV 결과 파일 중 하나를 고릅니다.',

  // ── The hospitals ───────────────────────────────────────────────────────────────────────────────
  hospitals: '대상 병원',
  hospitalsHelp: '분석 대상 병원마다 이 버전의 결과가 합계에 들어갔는지 적었습니다.',
  runOf: (id: number) => `실행 #${id}`,
  runLinkOf: (org: string, id: number) => `${org} 실행 #${id} 보기`,
  fileMissing: '이 실행의 결과에는 고른 파일이 없습니다.',
  fileHeld: '이 파일은 병원이 보관하고 있습니다. 병원 관리자가 반출하면 더해집니다.',
  endedWithError: '오류로 끝난 실행이지만 검사를 통과한 파일은 받았습니다.',
  notViewableHelp: '결과가 있지만 볼 권한이 없습니다. 실행 화면에서 결과 조회를 요청해 주십시오.',
  failedHelp: '이 버전의 실행이 오류로 끝났습니다.',
  runningHelp: '이 버전의 실행이 아직 끝나지 않았습니다.',
  noRunHelp: '이 분석을 실행한 적이 없습니다.',
  otherVersionHelp: (versions: readonly number[]) => `버전 ${versions.join(', ')}만 실행했습니다.`,
  showVersion: (version: number) => `버전 ${version} 보기`,

  // ── The tables ──────────────────────────────────────────────────────────────────────────────────
  tableTitle: (file: string) => `${file} 합산`,
  tableDescription: (count: number) =>
    `${formatNumber(count)}개 병원의 결과를 행별로 더했습니다. 표가 넓으면 옆으로 밀어 봅니다.`,
  region: (file: string) => `${file} 병원별 합산 표`,
  caption: (file: string) => `${file}: 병원별 값과 합계`,
  rows: (count: number) => `${formatNumber(count)}행`,
  row: '행',
  total: '합계',
  /** The summarised_result columns. */
  group: '그룹',
  strata: '층',
  variable: '변수',
  estimate: '추정치',
  additional: '추가 구분',
  overall: '전체',
  /** How a cell reads aloud, beside what it shows. */
  hiddenSaid: (shown: string) =>
    shown.trim() === '-' ? '병원이 가린 값' : `${shown.trim().slice(1)} 미만, 병원이 가린 값`,
  absent: '–',
  absentSaid: '값 없음',
  notAdded: '–',
  notAddedSaid: '더하지 않음',
  atLeast: (value: string) => `≥ ${value}`,
  atLeastSaid: (value: string) => `${value} 이상`,
  recomputed: (value: string) => `${value} †`,
  recomputedSaid: (value: string) => `${value}, 합한 수로 다시 계산한 값`,
  legend: '표 읽는 법',
  legendHidden: '병원이 가린 값입니다(<5는 5 미만, -는 그 밖의 이유로 가림). 짐작해 채우지 않습니다.',
  legendAtLeast: '가린 값이 들어간 합계입니다. 알려진 값만 더한 하한입니다.',
  legendRecomputed: '병원별 비율을 더하지 않고, 합한 수와 합한 대상자 수로 다시 계산한 비율입니다.',
  legendAbsent: '그 병원의 결과에 이 행이 없습니다.',
  notAddedTerm: '합계 –',
  legendNotAdded: '평균, 중앙값, 비율처럼 더할 수 없는 값입니다. 병원별로만 봅니다.',
  noRows: '이 파일에는 행이 없습니다.',
  noSummed: '이 파일에는 더할 수 있는 정수 열이 없습니다. 병원별 값만 보여 줍니다.',

  // ── Nothing to add ──────────────────────────────────────────────────────────────────────────────
  emptyNoVersion: '아직 패키지가 없습니다.',
  emptyNoVersionHelp: '분석 화면에서 패키지를 올리고 실행하면 병원별 결과를 여기에서 더해 봅니다.',
  emptyNothing: '이 버전에는 더할 수 있는 결과가 없습니다.',
  emptyNothingHelp:
    '아래 목록에서 병원마다 왜 빠졌는지 확인해 주십시오. 다른 버전을 고르거나, 실행이 끝나거나 결과 조회가 승인되면 여기에서 더해 봅니다.',
} as const;
