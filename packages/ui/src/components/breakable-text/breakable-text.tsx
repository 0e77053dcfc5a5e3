import { Fragment } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { breakPoints } from './break-points';
import * as styles from './breakable-text.css';

export interface BreakableTextProps extends Omit<ComponentPropsWithRef<'bdi'>, 'children'> {
  /** An e-mail address, a file name, a URL or a path. */
  children: string;
}

/**
 * An e-mail address, a file name or a URL that may break across lines where a reader expects it:
 * after `@` and slashes, `-` and `_`, before dots (`researcher@` / `demo.cdmnet.kr`, never
 * `researcher@demo.cdmne` / `t.kr`); Korean words are never cut, and a break anywhere is the last
 * resort for a part longer than its line. The text (copy, search, `textContent`) is unchanged.
 */
export function BreakableText({ children, className, ...props }: BreakableTextProps) {
  const parts = breakPoints(children);
  return (
    <bdi {...props} className={[styles.breakableText, className].filter(Boolean).join(' ')}>
      {parts.map((part, index) => (
        // The parts of one string, in order: their index is their identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}

BreakableText.displayName = 'BreakableText';
