import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';
import { breakpoints } from '../../theme/tokens';
import { appShellTopBarHeight } from './app-shell-metrics';

const menuWidth = '15rem';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gridTemplateColumns: '1fr',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const topBar = style({
  gridColumn: '1 / -1',
  position: 'sticky',
  top: 0,
  zIndex: layers.overlay - 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: appShellTopBarHeight,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
});

export const topBarEnd = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  minHeight: 0,
  selectors: { '&[data-menu="docked"]': { gridTemplateColumns: `${menuWidth} 1fr` } },
  '@media': {
    [`(min-width: ${breakpoints.desktop}px)`]: {
      selectors: { '&[data-menu="auto"]': { gridTemplateColumns: `${menuWidth} 1fr` } },
    },
  },
});

export const sideMenu = style({
  position: 'sticky',
  top: appShellTopBarHeight,
  height: `calc(100vh - ${appShellTopBarHeight})`,
  overflowY: 'auto',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  // Rendered ahead of time, the menu shows from the breakpoint up (AppShell's `auto`).
  selectors: { [`${body}[data-menu="auto"] > &`]: { display: 'none' } },
  '@media': {
    [`(min-width: ${breakpoints.desktop}px)`]: {
      selectors: { [`${body}[data-menu="auto"] > &`]: { display: 'block' } },
    },
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layers.overlay,
  background: vars.color.backdrop,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: layers.modal,
  width: `min(${menuWidth}, 85vw)`,
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  padding: `${vars.space.md} 0`,
});

export const drawerHeader = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});

export const content = style({
  minWidth: 0,
  padding: vars.space.lg,
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: '-10000px',
  top: vars.space.sm,
  zIndex: layers.toastContainer,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  selectors: { '&:focus': { left: vars.space.sm } },
});

export const section = style({ padding: `${vars.space.sm} 0` });

export const sectionTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const sectionList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  minHeight: '2.25rem',
  color: vars.color.text,
  textDecoration: 'none',
  borderLeft: '3px solid transparent',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      borderLeftColor: vars.color.primary,
      background: vars.color.surfaceActive,
      fontWeight: vars.fontWeight.bold,
      color: vars.color.primary,
    },
  },
});
