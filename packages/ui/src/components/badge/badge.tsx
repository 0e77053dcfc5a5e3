import type { ComponentPropsWithRef, ReactNode } from 'react';
import { rememberedRecipe } from '../../theme/remembered-recipe';
import { badge } from './badge.css';

const badgeClass = rememberedRecipe(badge);

export const badgeTones = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeVariants = ['subtle', 'solid'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Default `neutral`. */
  tone?: BadgeTone | undefined;
  /** `subtle` (tinted, default) or `solid` (white text on the tone). */
  variant?: BadgeVariant | undefined;
  /**
   * The text. Required: the tone's colour is never the only signal (a letter such as `E`, a
   * word such as `완료`).
   */
  children: ReactNode;
}

/** A small status label (also called a tag). */
export function Badge({ tone = 'neutral', variant = 'subtle', className, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      className={[badgeClass({ tone, variant }), className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-variant={variant}
    />
  );
}

Badge.displayName = 'Badge';
