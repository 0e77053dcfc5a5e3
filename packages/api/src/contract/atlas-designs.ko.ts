import type { AtlasDesignKind } from './atlas-designs.js';

// Labels and replies of the ATLAS design calls.

export const atlasDesignKindLabels: Record<AtlasDesignKind, string> = {
  COHORT: '코호트 정의',
  CHARACTERIZATION: '특성 분석',
  INCIDENCE_RATE: '발생률 분석',
  ESTIMATION: '인구 수준 효과 추정',
  PREDICTION: '환자 수준 예측',
};

export const atlasDesignMessages = {
  invalid: '목록에 있는 항목을 선택해 주십시오.',
  kindInvalid: '목록에 있는 설계 종류 중 하나여야 합니다.',
  imported: (name: string) => `ATLAS 설계 ‘${name}’을(를) 새 패키지 버전으로 가져왔습니다.`,
  atlasNotTarget: 'ATLAS: 이 분석의 대상 기관에 등록된 ATLAS가 아닙니다.',
  designNotFound: 'ATLAS에 해당 설계가 없습니다. 목록을 새로 고쳐 다시 선택해 주십시오.',
  unreadable: (what: string) => `ATLAS가 보낸 ${what}을(를) 해석할 수 없습니다.`,
} as const;
