import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const linkButton = recipe({
  base: {
    display: 'inline',
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'none',
    font: 'inherit',
    textAlign: 'inherit',
    // Underlined at rest: colour is never the only sign that this is clickable.
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"])': { textDecorationThickness: '2px' },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        textDecorationLine: 'none',
        color: vars.color.textMuted,
      },
    },
  },
  variants: {
    tone: {
      primary: {
        color: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { color: vars.color.primaryHover },
          '&:active:not(:disabled, [aria-disabled="true"])': { color: vars.color.primaryActive },
        },
      },
      neutral: { color: vars.color.text },
      danger: {
        color: vars.color.danger,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { color: vars.color.dangerHover },
        },
      },
    },
  },
  defaultVariants: { tone: 'primary' },
});
