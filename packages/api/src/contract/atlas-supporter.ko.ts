import type { AtlasCopyDownload, AtlasCopyState } from './atlas-supporter.js';

// Labels and replies of the ATLAS supporter's calls (spec §3, §7 "Atlas-supporter").

/** Each copy's state as the groups' history shows it. */
export const atlasCopyStateLabels: Record<AtlasCopyState, string> = {
  WAITING: '대기',
  COPYING: '복사 중',
  COPIED: '복사 완료',
  NAME_CLASH: '이름 중복',
  TARGET_DOWN: '대상 ATLAS 응답 없음',
  MISSING_CONCEPTS: '개념 없음',
  FAILED: '실패',
  CANCELLED: '취소됨',
};

/** The group's JSON downloads, one per kind of design. */
export const atlasCopyDownloadLabels: Record<AtlasCopyDownload, string> = {
  'cohort-definitions': '코호트 정의 JSON',
  characterizations: '특성 분석 JSON',
  'incidence-rate': '발생률 분석 JSON',
};

export const atlasSupporterMessages = {
  /** The research role is granted by a platform admin (domain.md "Research roles"). */
  roleRequired:
    'ATLAS 지원 기능은 연구 실행 권한 ATLAS_SUPPORTER가 있는 연구원만 사용할 수 있습니다. 플랫폼 관리자에게 권한을 요청해 주십시오.',
  atlasInvalid: '목록에 있는 ATLAS를 선택해 주십시오.',
  kindInvalid: '코호트 정의, 특성 분석, 발생률 분석 중 하나여야 합니다.',
  downloadInvalid: 'cohort-definitions, characterizations, incidence-rate 중 하나여야 합니다.',
  groupInvalid: '목록에 있는 복사 그룹을 선택해 주십시오.',
  itemInvalid: '목록에 있는 복사 항목을 선택해 주십시오.',
  designInvalid: '목록에 있는 설계를 선택해 주십시오.',
  designsRequired: '복사할 설계를 하나 이상 선택해 주십시오.',
  designsTooMany: '설계는 한 번에 50개까지 복사할 수 있습니다.',
  designsRepeated: '같은 설계를 두 번 선택했습니다.',
  targetsRequired: '대상 ATLAS를 하나 이상 선택해 주십시오.',
  targetsTooMany: '대상 ATLAS는 20개까지 선택할 수 있습니다.',
  targetsRepeated: '같은 ATLAS를 두 번 선택했습니다.',
  targetIsSource: '원본 ATLAS는 대상으로 선택할 수 없습니다.',
  /** An ATLAS the caller may not use, or that no longer exists: said the spec's way. */
  atlasNotFound: '존재하지 않는 Atlas 경로 입니다.',
  groupNotFound: '복사 그룹을 찾을 수 없습니다.',
  itemNotFound: '복사 항목을 찾을 수 없습니다.',
  sourceDown: (atlas: string, why: string) => `원본 ATLAS ${atlas}에서 설계를 가져오지 못했습니다. ${why}`,
  designMissing: (kind: string, id: number) =>
    `원본 ATLAS에 ${kind} ${id}이(가) 없습니다. 목록을 새로 고쳐 다시 선택해 주십시오.`,
  started: (count: number) => `복사 ${count}건을 시작했습니다.`,
  groupCancelled: '복사 그룹을 취소했습니다. 끝난 항목은 그대로 둡니다.',
  itemCancelled: '복사 항목을 취소했습니다.',
  nothingToCancel: '이미 끝난 복사입니다. 취소할 항목이 없습니다.',
  nothingToDownload: '이 그룹에는 이 종류의 설계가 없습니다.',

  // Why an item ended as it did (its message in the history).
  copied: (id: number) => `대상 ATLAS에 새 설계 ${id}(으)로 복사했습니다.`,
  nameClash: (name: string) =>
    `대상 ATLAS에 이름이 같은 설계(${name})가 이미 있어 복사하지 않았습니다. 원본의 이름을 바꾸거나 대상의 설계를 정리한 뒤 다시 복사해 주십시오.`,
  cohortNameClash: (name: string) =>
    `이 설계가 쓰는 코호트 정의와 이름이 같은 코호트 정의(${name})가 대상 ATLAS에 이미 있어 복사하지 않았습니다.`,
  targetDown: (attempts: number, why: string) => `대상 ATLAS에 ${attempts}번 연결하지 못했습니다. ${why}`,
  missingConcepts: (ids: readonly number[]) =>
    `대상 ATLAS의 Vocabulary에 없는 개념이 있어 복사하지 않았습니다: ${ids.join(', ')}`,
  noSource: '대상 ATLAS에 Vocabulary 소스가 없어 개념을 확인할 수 없습니다.',
  refused: (why: string) => `대상 ATLAS가 설계를 받아들이지 않았습니다. ${why}`,
  unreadable: '대상 ATLAS의 응답을 해석할 수 없습니다.',
  atlasGone: 'ATLAS가 플랫폼에서 삭제되었습니다.',
  cancelled: '사용자가 취소했습니다.',
  cancelledUndone: (ids: readonly number[]) =>
    `사용자가 취소했습니다. 대상 ATLAS에 만든 설계(${ids.join(', ')})를 지웠습니다.`,
  undoFailed: (ids: readonly number[], why: string) =>
    `대상 ATLAS에 만든 설계(${ids.join(', ')})를 지우지 못했습니다. 대상 ATLAS에서 직접 지워 주십시오. ${why}`,
  unexpected:
    '예상하지 못한 오류로 복사하지 못했습니다. 대상 ATLAS에 만든 설계는 지웠습니다. 다시 복사해 주십시오.',
  /** A server stopped mid-copy: what it made is undone and the copy starts again. */
  interrupted: (attempts: number) =>
    `서버가 복사 중에 멈춰 ${attempts}번 다시 시도했지만 끝내지 못했습니다. 만든 설계는 지웠습니다.`,
} as const;
