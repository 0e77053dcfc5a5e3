import { style } from '@vanilla-extract/css';
import { vars } from '@cdmnet/ui';

/** A project's label colour as a small disc; a thin ring keeps the lightest colours visible on white. */
export const dot = style({
  display: 'inline-block',
  flex: 'none',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '50%',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  verticalAlign: 'middle',
});

/**
 * Beside a page's title. Here, after `dot`, so it wins whatever order the pages' styles load in (a size
 * set by the caller's class lost to `dot` when the side menu's styles loaded later).
 */
export const large = style({ width: '1rem', height: '1rem' });
