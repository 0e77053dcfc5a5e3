import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/**
 * The assistant's page: the conversation list beside the thread when the page's content is 50rem
 * (700 px) wide or more, above it behind 대화 목록 when narrower (a phone). By the content's width
 * rather than the screen's: the side menu takes part of a wide screen. Korean breaks between words
 * (keep-all), a word longer than its line (an address, a code) still wraps, and nothing grows wider
 * than a 390 px screen.
 */
const wide = '(min-width: 50rem)';

export const shell = style({ containerType: 'inline-size', minWidth: 0 });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  '@container': {
    [wide]: { gridTemplateColumns: 'minmax(13rem, 18rem) minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm });

/** On a phone the list opens and closes under its button; from 50rem it is always there. */
export const listToggle = style({ '@container': { [wide]: { display: 'none' } } });
export const listClosed = style({ display: 'none', '@container': { [wide]: { display: 'grid' } } });

export const conversationList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const conversationItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const conversationLink = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surfaceActive, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const conversationDate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** The thread scrolls inside itself, so the question box stays in view while an answer grows. */
export const thread = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: 'min(60vh, 40rem)',
  overflowY: 'auto',
});

export const message = styleVariants({
  USER: {
    justifySelf: 'end',
    maxWidth: 'min(100%, 40rem)',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    background: vars.color.infoSubtle,
    color: vars.color.text,
  },
  ASSISTANT: {
    justifySelf: 'start',
    maxWidth: 'min(100%, 48rem)',
    display: 'grid',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
  },
});

/** An answer is plain text: its line breaks kept, never read as HTML. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const notes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const note = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
});

export const citations = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const citationsLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const link = style({ color: vars.color.primary });

export const cutOff = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The question box and its buttons: the buttons under the field on a phone, beside it when there is room. */
export const askRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const askField = style({ flex: '1 1 18rem', minWidth: 0 });

/** The question's place in a loading thread. */
export const alignEnd = style({ justifySelf: 'end', width: '40%' });
