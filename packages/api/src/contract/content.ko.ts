/**
 * Texts of the announcements and the resource room (자료실) that the server and the mocks both answer
 * with; the screens' own copy lives beside each web feature.
 */
export const contentMessages = {
  /** ux.md's toasts: the reply's message is the toast. */
  created: '등록되었습니다.',
  updated: '수정되었습니다.',
  deleted: '삭제되었습니다.',
  /** `keepFileIds` that is not a JSON list of file numbers. */
  invalidFileIds: '올바른 파일 목록이 아닙니다.',
  /** The notification every other user gets when an announcement is posted. */
} as const;
