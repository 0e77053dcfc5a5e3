import type { CombinedHospitalState, CombinedTotalHow } from './combined-results.js';

// Labels and replies of the combined view (domain.md "What leaves a hospital": one package version's
// runs added up across hospitals, every target hospital named with its state).

export const combinedHospitalStateLabels: Record<CombinedHospitalState, string> = {
  INCLUDED: '합산함',
  NO_RUN: '실행 없음',
  NOT_VIEWABLE: '조회 권한 없음',
  FAILED: '실행 실패',
  RUNNING: '실행 중',
  OTHER_VERSION: '다른 버전만 실행',
};

export const combinedTotalHowLabels: Record<CombinedTotalHow, string> = {
  SUM: '병원별 값의 합',
  FROM_COUNTS: '합한 수로 다시 계산',
};

export const combinedResultMessages = {
  /** Said after the field's label (버전:, 파일:), as every invalid query is. */
  versionInvalid: '1 이상의 정수로 적어 주십시오.',
  fileInvalid: '1자 이상 200자 이하의 파일 이름을 적어 주십시오.',
  versionMissing: (version: number) =>
    `버전: 이 분석에는 버전 ${version}이(가) 없습니다. 목록에서 골라 주십시오.`,
  fileMissing: (file: string, version: number) =>
    `파일: 버전 ${version}의 실행 중 볼 수 있는 결과에 ${file} 파일이 없습니다. 목록에서 골라 주십시오.`,
} as const;
