/** Replies and rule messages of bookmarks (개념, 검색, ATLAS 설계) and favourites (기관, 연구자). */
export const bookmarkMessages = {
  typeInvalid: '즐겨찾기 종류: 개념, 검색, ATLAS 설계 중 하나여야 합니다.',
  /** POST /bookmark refuses ATLAS designs: they are bookmarked from the supporter, which checks the role. */
  designFromSupporter: '즐겨찾기 종류: ATLAS 설계는 ATLAS Supporter 화면에서 즐겨찾기합니다.',
  favoriteTypeInvalid: '즐겨찾기 종류: 기관 또는 연구자여야 합니다.',
  // Follows the field's label (validationMessage puts it first, as `Concept ID: …`).
  conceptIdInvalid: '1 이상의 정수여야 합니다.',
  bookmarkLimit: (max: number) =>
    `즐겨찾기는 ${max.toLocaleString('ko-KR')}개까지 저장할 수 있습니다. 사용하지 않는 항목을 삭제한 뒤 다시 시도해 주십시오.`,
  favoriteLimit: (max: number) =>
    `기관과 연구자 즐겨찾기는 합해서 ${max.toLocaleString('ko-KR')}개까지 저장할 수 있습니다. 사용하지 않는 항목을 해제한 뒤 다시 시도해 주십시오.`,
  bookmarkNotFound: '즐겨찾기를 찾을 수 없습니다.',
  favoriteNotFound: '즐겨찾기에 없는 대상입니다.',
  organizationNotFound: '존재하지 않는 기관입니다.',
  userNotFound: '존재하지 않는 연구자입니다.',
  atlasNotFound: '존재하지 않는 Atlas 경로 입니다.',
  supporterOnly: 'ATLAS Supporter 연구 실행 권한이 있어야 ATLAS 설계를 즐겨찾기할 수 있습니다.',
} as const;
