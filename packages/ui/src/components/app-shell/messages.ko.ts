export const appShellMessages = {
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
  collapseMenu: '메뉴 접기',
  expandMenu: '메뉴 펼치기',
  navigation: '주 메뉴',
  skipToContent: '본문으로 건너뛰기',
} as const;
