import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/**
 * A network page: header then one table. Korean breaks between words (keep-all), a word longer than
 * its line still wraps, and the page never grows wider than the screen: on a phone the table's rows are
 * cards.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

/** Up to two lines in the fixed 60 px row, broken between words, then cut with an ellipsis. */
export const clamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'normal',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ color: vars.color.textMuted });

/** The CDM dropdown fills its cell. */
export const cdmTrigger = style({ width: '100%' });

/** The request dialog's facts: term and value side by side. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0 });

export const dialogBody = style({
  display: 'grid',
  gap: vars.space.md,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
});

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

/** A message and its action on one line (a failed load and 다시 시도). */
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The projects to invite into: one radio per project. */
export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});

/** A project that cannot invite this researcher: drawn apart, its reason beside it. */
export const choiceClosed = style({ borderStyle: 'dashed', cursor: 'default' });

export const choiceRadio = style({ marginBlockStart: '0.2rem' });

export const choiceName = style({ fontWeight: vars.fontWeight.medium });

/** The state badge and its note, under the name. */
export const choiceState = style({
  gridColumn: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
