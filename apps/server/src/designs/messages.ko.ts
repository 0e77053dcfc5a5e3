// What a researcher reads when an imported ATLAS design cannot run as SQL: the part is always named, so
// they know what to change in ATLAS (or that the design needs an R engine instead).

const supportedCriteria = 'ConditionOccurrence, DrugExposure, ProcedureOccurrence, Measurement, Observation';

export const designMessages = {
  unreadable: (where: string, why: string) => `ATLAS 설계를 읽을 수 없습니다. ${where}: ${why}`,
  notAnObject: 'ATLAS 설계를 읽을 수 없습니다. 설계는 JSON 객체여야 합니다.',
  unknownKind: (kind: string) =>
    `지원하지 않는 설계 종류입니다: ${kind}. 가능한 종류는 COHORT, CHARACTERIZATION, INCIDENCE_RATE, ESTIMATION, PREDICTION 입니다.`,
  unreadableJson: 'JSON 문자열로 저장된 표현식을 읽을 수 없습니다.',

  // Field checks (zod), by what was expected.
  mustBeInteger: '정수여야 합니다.',
  mustBeNumber: '숫자여야 합니다.',
  mustBeText: '문자열이어야 합니다.',
  mustBeBoolean: 'true 또는 false 여야 합니다.',
  mustBeObject: '객체여야 합니다.',
  mustBeList: '배열이어야 합니다.',
  missing: '값이 없습니다.',
  wrongType: '형식이 맞지 않습니다.',
  notNegative: '0 이상이어야 합니다.',
  oneOf: (values: string) => `다음 중 하나여야 합니다: ${values}.`,
  conceptIdInteger: '개념 ID(CONCEPT_ID)는 정수여야 합니다.',
  isoDate: 'YYYY-MM-DD 형식의 날짜여야 합니다.',

  // What SQL cannot be made for, and why.
  rStudyPackage: (kind: 'ESTIMATION' | 'PREDICTION') =>
    `${kind === 'ESTIMATION' ? '효과 추정(ESTIMATION)' : '환자 수준 예측(PREDICTION)'} 설계는 SQL로 바꿀 수 없습니다. ATLAS가 만드는 R 연구 패키지로 실행해야 하며, R 이미지가 있는 실행 엔진(Arachne Execution Engine)이 필요합니다.`,
  inCohort: (id: number, name: string, why: string) => `코호트 ${id} "${name}": ${why}`,
  unsupportedPart: (part: string) =>
    `${part}은(는) 아직 SQL로 바꿀 수 없습니다. 이 부분을 비운 코호트 정의만 실행할 수 있습니다.`,
  inclusionRules: (count: number) => `포함 기준(InclusionRules, ${count}개)`,
  censoringCriteria: (count: number) => `중도 절단 기준(CensoringCriteria, ${count}개)`,
  endStrategy: '코호트 종료 전략(EndStrategy)',
  additionalCriteria: '추가 기준(AdditionalCriteria)',
  censorWindow: '코호트 기간 제한(CensorWindow)',
  unknownExpressionPart: (key: string) => `코호트 정의의 항목 ${key}`,
  unknownPrimaryPart: (key: string) => `진입 이벤트의 항목 PrimaryCriteria.${key}`,
  collapseType: (type: string) => `코호트 기간 합치기 방식 CollapseType "${type}"(ERA만 지원)`,
  noPrimaryCriteria: '진입 이벤트(PrimaryCriteria.CriteriaList)가 없습니다.',
  criterionShape: (where: string) => `${where}에는 기준 유형이 정확히 하나 있어야 합니다.`,
  unknownCriterion: (type: string, where: string) =>
    `지원하지 않는 기준 유형입니다: ${type} (${where}). 지원하는 유형은 ${supportedCriteria} 입니다.`,
  criterionAttribute: (attribute: string, where: string) => `기준 속성 ${attribute} (${where})`,
  missingConceptSet: (codesetId: number, where: string) =>
    `${where}가 가리키는 개념 집합 ${codesetId}이(가) 코호트 정의에 없습니다.`,
  duplicateConceptSet: (id: number) => `개념 집합 ID ${id}이(가) 코호트 정의에 두 번 있습니다.`,

  noCohorts: '설계에 코호트가 없습니다.',
  duplicateCohort: (id: number) => `코호트 ID ${id}이(가) 설계에 두 번 있습니다.`,
  characterizationStrata: (count: number) =>
    `특성 분석의 층화(stratas, ${count}개)는 아직 SQL로 바꿀 수 없습니다. 층화 없이 설계해 주십시오.`,
  noTargets: '발생률 설계에 대상 코호트(targetIds)가 없습니다.',
  noOutcomes: '발생률 설계에 결과 코호트(outcomeIds)가 없습니다.',
  missingIrCohort: (role: '대상' | '결과', id: number) =>
    `발생률 설계가 가리키는 ${role} 코호트 ${id}의 정의가 함께 가져온 코호트 정의(cohorts)에 없습니다.`,
  incidenceStrata: (count: number) =>
    `발생률의 층화 기준(strata, ${count}개)은 아직 SQL로 바꿀 수 없습니다. 층화 없이 설계해 주십시오.`,
  studyWindowOrder: '발생률 연구 기간(studyWindow)의 시작일이 종료일보다 늦습니다.',
} as const;
