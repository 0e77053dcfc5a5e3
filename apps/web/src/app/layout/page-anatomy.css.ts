import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/**
 * ux.md's page anatomy for the research pages (a project, its analyses, an execution, the combined
 * view): header, facts line, then cards in one column. Korean breaks between words (keep-all), a word
 * longer than its line still wraps, and the page never grows wider than a 390 px screen: tables and
 * logs scroll in their own cards.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

// ── The header ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The kit's header keeps a margin below it; here the page grid's gap is the only space. Doubled, so it
 * wins over the kit's class whichever stylesheet the build puts first (this one loads with the app's
 * layout, before some pages' kit styles).
 */
export const header = style({ selectors: { '&&': { marginBlockEnd: 0 } } });

export const back = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** 유형, 작성자, 상태, 기관…: term and value pairs that wrap as whole pairs. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const fact = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs });

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0 });

// ── The body ────────────────────────────────────────────────────────────────────────────────────────

/** Secondary text: a help line, a count, what is not there yet. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Parts of a card, one under the other. */
export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Something the reader should know before acting (read-only, a role missing), in one or more lines. */
export const notice = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
});
