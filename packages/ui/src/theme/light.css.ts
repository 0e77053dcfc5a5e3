import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { rootFontSizePx } from './tokens';

// Every text colour here reaches 4.5:1 on the backgrounds it is used on (white surface, the
// `bg` grey and the `*Subtle` tints); checked by the stories' axe run (color-contrast is an error).
export const lightThemeClass = createTheme(
  vars,
  {
    color: {
      bg: '#f4f5f7',
      surface: '#ffffff',
      surfaceHover: '#eef1f6',
      surfaceActive: '#e2e7ef',
      text: '#1a1d23',
      textMuted: '#545b66',
      border: '#d5dae1',
      borderStrong: '#7b8491',
      primary: '#1d5fd1',
      primaryHover: '#174ea9',
      primaryActive: '#123f8a',
      primaryForeground: '#ffffff',
      danger: '#c62828',
      dangerHover: '#a51f1f',
      dangerActive: '#8a1a1a',
      dangerForeground: '#ffffff',
      dangerSubtle: '#fdecec',
      success: '#1e7b34',
      successForeground: '#ffffff',
      successSubtle: '#eaf6ed',
      warning: '#8a5a00',
      warningForeground: '#ffffff',
      warningSubtle: '#fdf4e3',
      info: '#0b6b9c',
      infoForeground: '#ffffff',
      infoSubtle: '#e8f3fa',
      focusRing: '#1d5fd1',
      backdrop: 'rgb(15 23 42 / 0.45)',
    },
    space: {
      none: '0',
      xxs: '0.125rem',
      xs: '0.25rem',
      sm: '0.5rem',
      md: '0.75rem',
      lg: '1rem',
      xl: '1.5rem',
      xxl: '2rem',
    },
    radius: {
      sm: '4px',
      md: '6px',
      lg: '8px',
      full: '9999px',
    },
    font: {
      family:
        "Pretendard, 'Pretendard Variable', 'Noto Sans KR', 'Noto Sans CJK KR', -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Segoe UI', Roboto, sans-serif",
      familyMono:
        "'D2Coding', 'Noto Sans Mono CJK KR', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    },
    fontSize: {
      xs: '0.8571rem',
      sm: '0.9286rem',
      md: '1rem',
      lg: '1.1429rem',
      xl: '1.4286rem',
      xxl: '1.7143rem',
    },
    fontWeight: {
      regular: '400',
      medium: '500',
      bold: '700',
    },
    lineHeight: {
      tight: '1.25',
      normal: '1.5',
    },
    shadow: {
      sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
      md: '0 4px 12px rgba(16, 24, 40, 0.12)',
      lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
    },
    motion: {
      durationEnter: '120ms',
      durationExit: '100ms',
      easingEnter: 'cubic-bezier(0.16, 1, 0.3, 1)',
      easingExit: 'cubic-bezier(0.7, 0, 0.84, 0)',
    },
  },
  'lightTheme',
);

// A small reset, scoped to the theme so that installing the kit changes nothing outside it.
// `:where()` keeps its specificity at zero: any component class wins over it.
globalStyle(`html.${lightThemeClass}`, {
  fontSize: `${rootFontSizePx}px`,
  WebkitTextSizeAdjust: '100%',
});

globalStyle(`.${lightThemeClass}`, {
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  // Korean breaks between words (어절), never inside one; a token longer than its line (a URL, an id)
  // may still break anywhere rather than overflow.
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle(`html.${lightThemeClass} body`, {
  margin: 0,
  backgroundColor: vars.color.bg,
  color: vars.color.text,
});

globalStyle(
  `:where(.${lightThemeClass}) *, :where(.${lightThemeClass}) *::before, :where(.${lightThemeClass}) *::after`,
  {
    boxSizing: 'border-box',
  },
);

globalStyle(`:where(.${lightThemeClass}) :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
});
