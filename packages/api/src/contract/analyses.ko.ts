import type { AnalysisType, FlType, RoleGatedAnalysisType } from './enums.js';

// Labels and replies of the analysis calls (spec §3 "Analysis", §7 "Analysis").

export const analysisTypeLabels: Record<AnalysisType, string> = {
  ESTIMATION: '인구 수준 효과 추정',
  PREDICTION: '환자 수준 예측',
  ADVANCED_ANALYSIS: '고급 분석',
  ML: '머신러닝',
  FL: '연합학습',
};

export const flTypeLabels: Record<FlType, string> = {
  SERVER: '서버(집계) 패키지',
  CLIENT: '클라이언트(병원) 패키지',
};

export const analysisMessages = {
  created: '등록되었습니다.',
  modified: '수정되었습니다.',
  deleted: '삭제되었습니다.',
  saved: '저장되었습니다.',
  /** Said of a field: the reply names it (fieldLabels), the form shows it under it. */
  typeInvalid: '목록에 있는 유형 중 하나여야 합니다.',
  targetsRequired: '하나 이상 선택해 주십시오.',
  targetsTooMany: '50개까지 선택할 수 있습니다.',
  targetInvalid: '목록에 있는 CDM을 선택해 주십시오.',
  targetUnknown: '대상 CDM: 선택한 CDM을 찾을 수 없거나 볼 수 없는 기관의 CDM입니다.',
  flTypeInvalid: '서버(SERVER) 또는 클라이언트(CLIENT) 중 하나여야 합니다.',
  versionInvalid: '1 이상의 정수여야 합니다.',
  versionMissing: '요청한 버전의 패키지가 없습니다.',
  noPackage: '아직 올린 패키지가 없습니다.',
  notFound: '분석을 찾을 수 없습니다.',
  hasExecutions: '실행 기록이 있는 분석은 삭제할 수 없습니다. 실행 기록은 연구의 근거로 보관됩니다.',
  /** Why a type is not open to the caller: the research role of the same name (spec §3). */
  typeNeedsRole: {
    ADVANCED_ANALYSIS:
      '고급 분석은 고급 분석(ADVANCED_ANALYSIS) 연구 권한이 있어야 만들거나 고칠 수 있습니다. 플랫폼 관리자에게 요청해 주십시오.',
    ML: '머신러닝 분석은 ML 연구 권한이 있어야 만들거나 고칠 수 있습니다. 플랫폼 관리자에게 요청해 주십시오.',
    FL: '연합학습 분석은 FL 연구 권한이 있어야 만들거나 고칠 수 있습니다. 플랫폼 관리자에게 요청해 주십시오.',
  } satisfies Record<RoleGatedAnalysisType, string>,
  notEditor: '분석을 작성한 사람이나 프로젝트 관리자만 수정하거나 삭제할 수 있습니다.',
  packageRequired: '패키지 파일: 파일을 하나 첨부해 주십시오.',
  packageType: '패키지 파일: SQL(.sql), R(.R) 파일이나 zip 압축 파일만 올릴 수 있습니다.',
  packageTooLarge: '패키지 파일: 50MB 이하의 파일만 올릴 수 있습니다.',
  packageTooMany: '패키지 파일: 한 번에 파일 하나만 올릴 수 있습니다.',
  packageEmpty: '패키지 파일: 내용이 없는 빈 파일입니다.',
  notFl: 'FL 패키지는 연합학습 분석에만 올릴 수 있습니다.',
  flNeedsFlUpload: '연합학습 분석의 패키지는 서버 또는 클라이언트 종류를 골라 올려 주십시오.',
  notAdvanced: '그림과 상세 설명은 고급 분석에만 있습니다.',
  imageType: '그림: PNG, JPEG, WebP 파일만 올릴 수 있습니다.',
  imageTooLarge: '그림: 5MB 이하의 파일만 올릴 수 있습니다.',
  imagesTooMany: '그림: 분석 하나에 10개까지 올릴 수 있습니다.',
  imageNotFound: '그림을 찾을 수 없습니다.',
  uploaded: '업로드되었습니다.',
} as const;
