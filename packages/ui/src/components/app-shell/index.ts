export { AppShell, SideMenuItem, SideMenuSection } from './app-shell';
export type { AppShellProps, SideMenuItemProps, SideMenuSectionProps } from './app-shell';
export { useMediaQuery } from './use-media-query';
export { appShellTopBarHeight } from './app-shell-metrics';
