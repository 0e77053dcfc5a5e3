export { Badge, badgeTones, badgeVariants } from './badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './badge';
