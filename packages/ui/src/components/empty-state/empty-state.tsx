import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './empty-state.css';

export const emptyStateSizes = ['sm', 'md'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** One sentence saying what would be here (`등록된 분석 엔진이 없습니다.`). */
  message: ReactNode;
  /** An optional second sentence (how to fill it, why it is empty). */
  description?: ReactNode | undefined;
  /** The action that fills it (a `등록` button). */
  action?: ReactNode | undefined;
  /** A decorative glyph above the sentence; `null` shows none. Default: an empty tray. */
  icon?: ReactNode | undefined;
  /** `sm` inside a table or a card, `md` (default) for a whole page section. */
  size?: EmptyStateSize | undefined;
}

function TrayIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z" />
    </svg>
  );
}

/** What a list or a page shows when it has nothing yet: a sentence and the action that fills it. */
export function EmptyState({
  message,
  description,
  action,
  icon,
  size = 'md',
  className,
  ...props
}: EmptyStateProps) {
  const glyph = icon === undefined ? <TrayIcon /> : icon;
  return (
    <div {...props} className={[styles.root({ size }), className].filter(Boolean).join(' ')} data-size={size}>
      {glyph ? (
        <span className={styles.icon({ size })} aria-hidden="true">
          {glyph}
        </span>
      ) : null}
      <p className={styles.message}>{message}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

EmptyState.displayName = 'EmptyState';
