export { BreakableText } from './breakable-text';
export type { BreakableTextProps } from './breakable-text';
export { breakPoints } from './break-points';
