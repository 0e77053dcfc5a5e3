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
  minCellCountInvalid: '최소 셀 크기: 2 이상 100 이하의 정수여야 합니다.',
  roundingInvalid: '반올림 단위: 없음 또는 5만 고를 수 있습니다.',
  releaseUncheckedInvalid: '검사하지 않은 파일 반출: 예 또는 아니오를 골라 주십시오.',
  releaseFileInvalid: '반출 파일: 목록에 있는 파일을 골라 주십시오.',
  acknowledgedInvalid: '확인한 항목: 목록에 있는 발견 항목을 골라 주십시오.',
} as const;
