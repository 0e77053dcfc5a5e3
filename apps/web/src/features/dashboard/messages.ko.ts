export const dashboardMessages = {
  pageTitle: '대시보드',
  welcome: (name: string) => `${name} 님, 환영합니다.`,
  myOrganizations: '소속 기관',
  noOrganizations: '소속된 기관이 없습니다. 네트워크에서 기관에 가입을 요청할 수 있습니다.',
  loadFailed: '사용자 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;
