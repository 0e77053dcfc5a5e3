import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

// The look of rich text, shared by the view and the editor's writing area so that what a master
// writes looks as it will be read.
export const content = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${content} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${content} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${content} p, ${content} ul, ${content} ol, ${content} blockquote, ${content} pre`, {
  marginBlock: `0 ${vars.space.sm}`,
});
globalStyle(`${content} h2, ${content} h3, ${content} h4`, {
  marginBlock: `${vars.space.md} ${vars.space.sm}`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${content} h2`, { fontSize: vars.fontSize.lg });
globalStyle(`${content} h3, ${content} h4`, { fontSize: vars.fontSize.md });
globalStyle(`${content} ul, ${content} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${content} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${content} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${content} code, ${content} pre`, { fontFamily: vars.font.familyMono });

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid]:focus-within': { outlineColor: vars.color.danger },
    '&[data-disabled]': { backgroundColor: vars.color.bg, opacity: 0.7, cursor: 'not-allowed' },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const toolButton = style({
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.surfaceActive },
  },
});

export const boldLabel = style({ fontWeight: vars.fontWeight.bold });
export const italicLabel = style({ fontStyle: 'italic' });

export const writingArea = style([
  content,
  {
    minHeight: '12rem',
    maxHeight: '32rem',
    overflowY: 'auto',
    padding: vars.space.md,
    outline: 'none',
    cursor: 'text',
  },
]);

export const linkPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(22rem, 80vw)',
});

export const linkActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const articleTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'flex', gap: vars.space.xxs });
export const metaPart = style({ margin: 0 });

/** `작성자: 최고관리`: the term ends in a colon, its value follows after a space (the item's gap). */
export const metaTerm = style([metaPart, { selectors: { '&::after': { content: '":"' } } }]);
