import { createGlobalThemeContract } from '@vanilla-extract/css';

const toKebab = (segment: string): string => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme contract: every token the kit's styles may reach, as CSS custom properties with
 * stable names (`--ui-color-primary`, `--ui-space-md`, ...). A host app may read them in its
 * own CSS; a theme (see `lightThemeClass`) fills them.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      bg: null,
      surface: null,
      surfaceHover: null,
      surfaceActive: null,
      text: null,
      textMuted: null,
      border: null,
      borderStrong: null,
      primary: null,
      primaryHover: null,
      primaryActive: null,
      primaryForeground: null,
      danger: null,
      dangerHover: null,
      dangerActive: null,
      dangerForeground: null,
      dangerSubtle: null,
      success: null,
      successForeground: null,
      successSubtle: null,
      warning: null,
      warningForeground: null,
      warningSubtle: null,
      info: null,
      infoForeground: null,
      infoSubtle: null,
      focusRing: null,
      /** Dims the page behind a modal or the mobile menu drawer. */
      backdrop: null,
    },
    space: {
      none: null,
      xxs: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    radius: {
      sm: null,
      md: null,
      lg: null,
      full: null,
    },
    font: {
      family: null,
      familyMono: null,
    },
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
    shadow: {
      sm: null,
      md: null,
      lg: null,
    },
    motion: {
      durationEnter: null,
      durationExit: null,
      easingEnter: null,
      easingExit: null,
    },
  },
  (_value, path) => `ui-${path.map(toKebab).join('-')}`,
);

export type ThemeVars = typeof vars;
