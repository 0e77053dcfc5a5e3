export const appMessages = {
  productName: 'CDMNet',
  notFound: {
    title: '페이지를 찾을 수 없습니다.',
    description: '주소가 바뀌었거나 없는 페이지입니다. 주소를 확인하시거나 처음 화면으로 이동해 주십시오.',
    home: '처음 화면으로',
  },
  routeErrors: {
    400: '잘못된 요청입니다. (400 Bad Request)',
    403: '접근 권한이 없습니다. (403 Forbidden)',
    404: '요청한 경로를 찾을 수 없습니다. (404 No route matches)',
    405: '이 요청을 처리할 수 없습니다. (405 Method Not Allowed)',
    fallback: 'Unexpected Application Error!',
    retry: '다시 시도',
  },
  layout: {
    logout: '로그아웃',
    /** After the user's name in the top bar. */
    honorific: '님',
    profile: '내 정보',
    loadingUser: '사용자 정보를 불러오는 중입니다.',
    loadUserFailed: '사용자 정보를 불러오지 못했습니다.',
    mainNavigation: '주 메뉴',
    skipToContent: '본문으로 건너뛰기',
  },
  navigation: {
    dashboard: '대시보드',
    network: '네트워크',
    organizations: '기관',
    researchers: '연구자',
    myResearch: '내 연구',
    orgAdmin: '기관 관리',
    members: '회원 관리',
    masterOrganizations: '기관 관리',
    resources: '자료실',
    announcements: '공지사항',
    platformAdmin: '플랫폼 관리',
    inquiries: '문의 내역',
  },
  /** The heading of every toast, by severity (ux.md: the detail carries the text). */
  toastSummaries: { success: '완료', error: '오류', warn: '경고', info: '안내' },
  rfz: {
    none: '해당 없음',
    label: (level: string) => `RFZ 등급 ${level}`,
  },
  /** A history's filter: a span of days and 조회 (orgadmin member history, the project log). */
  dayRangeFilter: {
    from: '시작일',
    to: '종료일',
    rangeInvalid: '종료일은 시작일과 같거나 그 뒤여야 합니다.',
    search: '조회',
  },
  publicLayout: {
    tagline: '병원 CDM 데이터로 함께하는 연구 네트워크',
    terms: '이용약관',
    privacy: '개인정보처리방침',
    contact: '문의하기',
  },
} as const;
