import type { DisclosureFindingCode, ResultFileStatus } from './disclosure.js';

// Labels and replies of disclosure control (domain.md "What leaves a hospital"). The sentence of each
// finding comes from the hospital's node with the result; these are the short labels beside it.

export const resultFileStatusLabels: Record<ResultFileStatus, string> = {
  CHECKED: '검사 통과',
  HELD: '병원 보관',
  RELEASED: '반출 승인됨',
  REFUSED: '반출 거부',
};

export const disclosureFindingLabels: Record<DisclosureFindingCode, string> = {
  PERSON_ID: '환자 식별번호',
  IDENTIFIER: '식별자 형태의 값',
  SOURCE_VALUE: '원천 값',
  SMALL_COUNT: '작은 수',
  EVENT_DATE: '행별 날짜',
  BIRTH_YEAR: '출생 연도',
  ONE_ROW_PER_PERSON: '환자 한 명당 한 행',
  FREE_TEXT: '자유 텍스트',
  UNCHECKED_ENGINE: '검사하지 않은 엔진',
};

export const disclosureMessages = {
  // Field rules: validationMessage puts the field's label (field-labels.ko.ts) before them.
  minCellCountInvalid: '2 이상 100 이하의 정수여야 합니다.',
  roundingInvalid: '없음 또는 5만 고를 수 있습니다.',
  releaseUncheckedInvalid: '예 또는 아니오를 골라 주십시오.',
  releaseFileInvalid: '목록에 있는 파일을 골라 주십시오.',
  acknowledgedInvalid: '목록에 있는 발견 항목을 골라 주십시오.',

  /** The finding the platform records on a file an engine sent without the node's check. */
  uncheckedEngineFinding:
    '분석 엔진이 데이터 노드의 내용 검사 없이 보낸 파일입니다. 환자 식별 정보나 작은 수가 없는지 내용을 확인한 뒤 반출 여부를 정해 주십시오.',

  // Reading results (VIEW is seeing, DELIVERY is taking).
  downloadNeedsDelivery:
    '이 실행의 결과는 플랫폼 안에서 볼 수만 있습니다. 파일로 내려받으려면 결과 반출을 요청해 기관 관리자의 승인을 받아 주십시오.',
  fileHeld: (name: string) =>
    `${name} 파일은 병원의 데이터 노드에 보관되어 있습니다. 결과 조회나 결과 반출을 요청하면 기관 관리자가 내용을 확인하고 반출 여부를 정합니다.`,
  fileRefused: (name: string) =>
    `${name} 파일은 환자 한 명 단위의 자료여서 병원 밖으로 나갈 수 없습니다. 집계한 결과만 남기도록 패키지를 고쳐 다시 실행해 주십시오.`,
  shinyHeld:
    'Shiny 앱은 병원에 보관된 결과 파일까지 보여 줄 수 있어 열 수 없습니다. 보관된 파일의 반출이 승인된 뒤 다시 열어 주십시오.',
  nothingToDeliver:
    '이 실행에는 반출할 수 있는 결과 파일이 없습니다. 보관된 파일은 기관 관리자가 반출을 승인해야 나갈 수 있습니다.',

  // Releasing held files with an approval.
  releaseFileNotHere: (fileId: number) => `반출 파일: 이 요청의 실행에 없는 파일입니다(파일 번호 ${fileId}).`,
  releaseNotHeld: (name: string) =>
    `반출 파일: ${name} 파일은 병원에 보관 중인 파일이 아니어서 반출을 승인할 대상이 아닙니다.`,
  releaseUnacknowledged: (name: string, findings: string) =>
    `확인한 항목: ${name} 파일의 발견 항목을 모두 확인해야 반출할 수 있습니다. 확인하지 않은 항목: ${findings}.`,
  releaseNotAllowed:
    '이 기관은 검사하지 않은 파일의 반출을 허용하지 않습니다. 기관 설정에서 검사하지 않은 파일 반출을 허용한 뒤 다시 승인해 주십시오.',
  releaseChanged: (name: string) =>
    `${name} 파일의 상태가 검토하는 동안 바뀌었습니다. 검토 화면을 다시 열어 확인해 주십시오.`,
} as const;
