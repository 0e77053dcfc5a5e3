import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/**
 * The search and concept pages: header, then cards in one column. Korean breaks between words
 * (keep-all), a word longer than its line still wraps (codes, long English names), and nothing grows
 * wider than a 390 px screen.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

/** The search box and its button on one line, the button never squeezed out. */
export const queryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const queryField = style({ flex: '1 1 16rem', minWidth: 0 });

/** Hospitals and filters: as many side by side as fit, one per line on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The hospitals' answers: one line each, wrapping whole. */
export const sources = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const source = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const sourceHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** A concept's name with its Korean name under it. */
export const conceptName = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

/** In which hospitals a concept is: a line each, wrapping inside its cell. */
export const foundIn = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

/** The results' foot: how many, the pages and the page size, wrapping on a phone. */
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pagerButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const pageSize = style({ width: '8rem' });

/** Term and value pairs of a card (synonyms, hierarchy). */
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minWidth: 0,
});

/** Two lists side by side (ancestors | descendants, maps to | mapped from), stacked on a phone. */
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const column = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** The search page's "이 검색 저장": the star with its words, kept together when the header wraps. */
export const saveSearch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

/** A result's star before its name, the name wrapping beside it. */
export const starred = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: 0 });
