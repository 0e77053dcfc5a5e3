// Every Korean text of the assistant's server side: the system prompt, what each tool says it did, why a
// tool refused, and the labels of the screens an answer cites. The texts the client also shows (the
// stream's errors, the 4xx envelopes) are the contract's (assistant.ko.ts).

export const assistantPrompt = (userName: string, today: string) =>
  [
    `당신은 CDMNet의 EVIX-AI 도우미입니다. 지금 대화하는 사용자는 ${userName}님이고, 오늘은 ${today}입니다.`,
    '사용자의 프로젝트, 분석, 실행과 그 상태, 사용자가 볼 수 있는 결과, 표준 개념, 네트워크의 병원과 CDM 현황에 대한 질문에 답합니다.',
    '규칙:',
    '1. 언제나 한국어로 답합니다.',
    '2. 사실은 도구가 돌려준 결과에서만 가져옵니다. 도구 결과에 없는 수치, 이름, 상태를 짐작하거나 지어내지 않습니다.',
    '3. 도구는 사용자의 권한으로 실행됩니다. 도구가 refused: true로 거절하면 사용자에게 그 이유를 그대로 분명히 말하고, 그 대상의 데이터 없이 답합니다.',
    '4. 결과에서 "숨김"인 값은 최소 셀 수 미만이라 가려진 값입니다. 추정하거나 계산해 내지 말고 숨김이라고 말합니다.',
    '5. 병원의 반출 승인을 기다리는 파일의 내용은 알 수 없다고 말합니다.',
    '6. 답의 근거가 된 화면(프로젝트, 분석, 실행, 개념, 네트워크)을 이름으로 밝힙니다. 링크는 화면이 따로 붙입니다.',
    '7. 도구로 알 수 없는 질문(의학적 조언, 플랫폼 밖의 정보)에는 이 도우미가 답할 수 있는 범위를 짧게 안내합니다.',
  ].join('\n');

export const toolDescriptions = {
  listProjects:
    '사용자가 참여했거나 초대받은 프로젝트 목록: 이름, 참여 상태(ACCEPTED 참여, PENDING 초대 대기), 사용자의 역할.',
  listAnalyses: '사용자가 참여한 프로젝트의 분석 목록: 이름, 종류, 대상 병원(CDM), 최신 패키지 버전.',
  listExecutions:
    '사용자가 참여한 프로젝트의 실행 목록(분석을 주면 그 분석의 것만): 병원별 상태, 시작·종료 시각, 결과를 볼 수 있는지.',
  getResults:
    '실행 하나의 결과 중 사용자가 볼 수 있는 것: 병원이 확인했거나 반출한 집계 결과(summarised_result)의 값. 최소 셀 수 미만 값은 "숨김", 반출 승인 대기 파일은 내용 없이 상태만.',
  findConcepts:
    '표준 OMOP 개념 검색(한국어·영어·약어·오타 모두): 상위 10개의 개념 ID, 영문명, 한국어명, 도메인, 어휘.',
  listHospitals: '네트워크의 기관(병원) 목록과 각 CDM의 환자 수, 데이터 기간: 네트워크 화면에 보이는 그대로.',
  projectId: '프로젝트 ID (list_projects의 id)',
  analysisId: '분석 ID (list_analyses의 id)',
  executionId: '실행 ID (list_executions의 id)',
  query: '찾을 개념: 사용자가 쓴 말 그대로',
};

export const toolSummaries = {
  projects: (n: number) => (n === 0 ? '참여한 프로젝트가 없습니다.' : `프로젝트 ${n}개를 확인했습니다.`),
  analyses: (project: string, n: number) => `${project}의 분석 ${n}개를 확인했습니다.`,
  executions: (project: string, n: number) => `${project}의 실행 ${n}건을 확인했습니다.`,
  results: (files: number, readable: number) =>
    `실행 결과 파일 ${files}개 중 볼 수 있는 ${readable}개를 확인했습니다.`,
  concepts: (query: string, n: number) => `'${query}'로 개념 ${n}개를 찾았습니다.`,
  hospitals: (n: number) => `네트워크의 기관 ${n}곳을 확인했습니다.`,
  refused: (tool: string) => `${tool}: 권한이 없어 확인하지 못했습니다.`,
  invalid: (tool: string) => `${tool}: 요청 형식이 맞지 않아 실행하지 않았습니다.`,
};

/** Tool names as the reader sees them in 'tool' events. */
export const toolLabels: Record<string, string> = {
  list_projects: '프로젝트 목록',
  list_analyses: '분석 목록',
  list_executions: '실행 목록',
  get_results: '실행 결과',
  find_concepts: '개념 검색',
  list_hospitals: '기관 목록',
};

export const refusals = {
  notMember: '이 프로젝트에 참여하고 있지 않아 볼 수 없습니다.',
  noAnalysis: '이 프로젝트에 그런 분석이 없습니다.',
  noExecution: '볼 수 있는 실행 중에 그런 실행이 없습니다.',
  resultsHidden:
    '이 실행의 결과를 볼 권한이 없습니다. 프로젝트의 실행 조회 권한과 기관의 데이터 접근 수준(또는 승인된 결과 조회 요청)이 필요합니다.',
  unknownTool: '그런 도구는 없습니다.',
  badArguments: '도구 인자가 올바르지 않습니다.',
  indexEmpty: '개념 색인이 아직 준비되지 않았습니다.',
};

export const resultNotes = {
  hidden: '숨김',
  awaitingRelease: '병원의 반출 승인 대기 중이라 내용을 볼 수 없습니다.',
  refused: '병원이 반출을 거부한 파일이라 내용을 볼 수 없습니다.',
  notSummarised:
    '집계 결과 형식(summarised_result)이 아니라 값은 싣지 않았습니다. 결과 화면에서 확인하십시오.',
  truncated: (shown: number, total: number) => `행 ${total}개 중 처음 ${shown}개만 실었습니다.`,
  notFinished: '아직 끝나지 않은 실행이라 결과가 없습니다.',
};

export const citationLabels = {
  project: (name: string) => `프로젝트: ${name}`,
  analysis: (name: string) => `분석: ${name}`,
  execution: (analysis: string, hospital: string) => `실행: ${analysis} · ${hospital}`,
  concept: (id: number, name: string) => `개념 ${id}: ${name}`,
  network: '네트워크: 기관',
};
