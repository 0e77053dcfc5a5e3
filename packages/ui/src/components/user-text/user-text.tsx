import type { ComponentPropsWithRef } from 'react';
import * as styles from './user-text.css';

export interface UserTextProps extends Omit<ComponentPropsWithRef<'bdi'>, 'children'> {
  /** What the user typed: a name, a title, a message. */
  children: string;
  /**
   * One line, cut with an ellipsis at the container's width; the whole text is the `title`. Default
   * `false`: the text wraps (between words, as the theme breaks Korean).
   */
  truncate?: boolean | undefined;
}

/**
 * Text a user entered, shown inside other text: bidi-isolated (`<bdi>`), so right-to-left characters
 * cannot reorder what surrounds it, and optionally truncated so a long unbroken name cannot widen the
 * page.
 */
export function UserText({ children, truncate = false, className, title, ...props }: UserTextProps) {
  return (
    <bdi
      {...props}
      className={[styles.userText, truncate ? styles.truncate : undefined, className]
        .filter(Boolean)
        .join(' ')}
      title={title ?? (truncate ? children : undefined)}
    >
      {children}
    </bdi>
  );
}

UserText.displayName = 'UserText';
