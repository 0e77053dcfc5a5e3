/** The actions and refusals every content area (announcements, resources) words the same way. */
export const contentActionMessages = {
  register: '등록',
  edit: '수정',
  remove: '삭제',
  backToList: '목록',
  cancel: '취소',
  save: '저장',
  retry: '다시 시도',
  noPermission: '접근 권한이 없습니다.',
} as const;
