import { formatNumber } from '@cdmnet/ui';

// The combined view of an analysis's results across hospitals (issue 12 "Results across hospitals").
// The server's replies are the contract's; this file holds the page's own words, in ux.md's voice.

export const combinedResultsCopy = {
  pageTitle: '병원별 결과 합산',
  /** The browser tab: the page, its analysis, then the project. */
  pageTitleOf: (analysis: string | undefined, project: string | undefined) =>
    ['병원별 결과 합산', analysis, project].filter(Boolean).join(' · '),
  description:
    '분석을 실행한 병원마다 가장 최근에 성공한 실행의 결과 파일을 골라 같은 행끼리 수를 더합니다. 병원이 가린 값은 가린 그대로 둡니다.',
  back: '분석으로 돌아가기',
  backNav: '결과 합산 위치',
  facts: '합산 정보',
  analysis: '분석',
  hospitalCount: '합산한 병원',
  hospitalsOf: (count: number) => `${formatNumber(count)}곳`,
  loading: '결과를 불러오는 중입니다.',
  loadFailed: '결과를 불러오지 못했습니다.',
  retry: '다시 시도',
  notFound: '분석을 찾을 수 없습니다.',
  notFoundHelp: '삭제된 분석이거나 다른 프로젝트의 분석입니다. 분석 목록에서 다시 골라 주십시오.',
  file: '결과 파일',
  fileHelp: '병원들이 보낸 CSV 결과 파일 중 하나를 고릅니다.',
  /** The table's card and its scrolling region. */
  tableTitle: (file: string) => `${file} 합산`,
  tableDescription: (count: number) =>
    `${formatNumber(count)}개 병원의 결과를 행별로 더했습니다. 표가 넓으면 옆으로 밀어 봅니다.`,
  region: (file: string) => `${file} 병원별 합산 표`,
  caption: (file: string) => `${file}: 병원별 값과 합계`,
  rows: (count: number) => `${formatNumber(count)}행`,
  row: '행',
  total: '합계',
  /** How a cell reads aloud, beside what it shows. */
  maskedSaid: '5 미만, 병원이 가린 값',
  absent: '–',
  absentSaid: '값 없음',
  atLeast: (value: string) => `≥ ${value}`,
  atLeastSaid: (value: string) => `${value} 이상`,
  legend: '표 읽는 법',
  legendMasked: '5 미만이라 병원이 가린 값입니다. 짐작해 채우지 않습니다.',
  legendAtLeast: '가린 값이 있는 행의 합계입니다. 알려진 값만 더한 하한입니다.',
  legendAbsent: '그 병원의 결과에 이 행이 없습니다.',
  noRows: '이 파일에는 행이 없습니다.',
  noCounts:
    '이 파일에는 더할 수 있는 수 열(persons, count, *_count 등)이 없습니다. 다른 결과 파일을 골라 주십시오.',
  sources: '합산한 실행',
  sourceOf: (org: string, cdm: string, id: number) => `${org} · ${cdm} · 실행 #${id}`,
  finishedOn: (date: string) => `${date} 완료`,
  hiddenTitle: '결과를 볼 수 없는 병원',
  hiddenHelp:
    '아래 병원의 결과는 합계에 들어 있지 않습니다. 실행 화면에서 그 병원에 결과 조회를 요청할 수 있습니다.',
  hiddenOf: (org: string, cdm: string, id: number) => `${org} · ${cdm} · 실행 #${id}`,
  emptyNone: '아직 성공한 실행이 없습니다.',
  emptyNoneHelp: '분석 화면에서 실행하고, 실행이 성공으로 끝나면 병원별 결과를 여기에서 더해 봅니다.',
  emptyHidden: '볼 수 있는 결과가 없습니다.',
  emptyHiddenHelp: '결과가 있는 병원마다 결과 조회 승인이 필요합니다. 아래 실행 화면에서 요청해 주십시오.',
  emptyNoCsv: '더할 수 있는 CSV 결과 파일이 없습니다.',
  emptyNoCsvHelp: '볼 수 있는 실행의 결과에 CSV 파일이 없습니다. 결과 파일은 실행 화면에서 봅니다.',
} as const;
