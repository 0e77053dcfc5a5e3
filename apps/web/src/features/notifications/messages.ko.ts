export const notificationScreenMessages = {
  bell: {
    /** The bell's accessible name: the real count, even when the badge shows 99+. */
    label: (unread: number) => (unread > 0 ? `알림 ${unread}개 읽지 않음` : '알림, 읽지 않은 알림 없음'),
    loadingLabel: '알림',
    latest: '최근 알림',
    loading: '최근 알림을 불러오는 중입니다.',
    loadFailed: '최근 알림을 불러오지 못했습니다.',
    empty: '새 알림이 없습니다.',
    all: '모든 알림 보기',
  },
  page: {
    title: '알림',
    description:
      '기관과 프로젝트에서 온 소식을 확인합니다. 알림을 누르면 읽음으로 표시되고 관련 화면이 열립니다. 처리됨은 요청이 이미 결정되었다는 뜻입니다.',
    filters: '알림 분류',
    checkAll: '모두 읽음 표시',
    deleteChecked: '읽은 알림 삭제',
    deleteAll: '전체 삭제',
    loading: '알림을 불러오는 중입니다.',
    loadFailed: '알림을 불러오지 못했습니다.',
    retry: '다시 시도',
    list: (filter: string) => `${filter} 알림 목록`,
    /** The button under the list while the filter holds more than is shown. */
    more: (shown: number, total: number) => `더 보기 (${shown}/${total})`,
    loadingMore: '알림을 더 불러오는 중입니다.',
  },
  filters: {
    all: '전체',
    unchecked: '읽지 않음',
    organization: '기관',
    project: '프로젝트',
  },
  empty: {
    all: '새 알림이 없습니다.',
    unchecked: '읽지 않은 알림이 없습니다.',
    organization: '기관 알림이 없습니다.',
    project: '프로젝트 알림이 없습니다.',
    description: '기관 가입, 프로젝트 초대, IRB와 분석 실행 결과 같은 소식이 생기면 이곳에 알려 드립니다.',
  },
  item: {
    unread: '읽지 않음',
    delete: '삭제',
    /** What the notice asked for is decided: nothing is waiting for the reader any more. */
    done: '처리됨',
  },
  confirm: {
    deleteOne: '정말 이 알림을 삭제하시겠습니까?',
    deleteChecked: '정말 읽은 알림을 모두 삭제하시겠습니까?',
    deleteAll: '정말 모든 알림을 삭제하시겠습니까? 읽지 않은 알림도 함께 삭제됩니다.',
  },
} as const;
