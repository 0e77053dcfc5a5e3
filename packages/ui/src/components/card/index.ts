export { Card, cardHeadingLevels, cardPaddings } from './card';
export type { CardHeadingLevel, CardPadding, CardProps } from './card';
