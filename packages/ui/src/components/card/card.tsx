import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './card.css';

export const cardPaddings = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardHeadingLevels = [2, 3, 4] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** A heading at the top. With a title the card is a `<section>` named by it. */
  title?: ReactNode | undefined;
  /** Default 2 (under the page's h1). */
  headingLevel?: CardHeadingLevel | undefined;
  /** One line under the title. */
  description?: ReactNode | undefined;
  /** Buttons at the right of the header. */
  actions?: ReactNode | undefined;
  /** Buttons under a divider at the bottom, aligned right. */
  footer?: ReactNode | undefined;
  /** Inner padding. `none` lets a table reach the edges (the header and footer keep theirs). */
  padding?: CardPadding | undefined;
}

/** A white panel on the page's grey background; page content sits in cards (ux.md). */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  padding = 'md',
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const flush = padding === 'none';
  const hasHeader = Boolean(title || description || actions);
  const classes = [styles.root({ padding }), className].filter(Boolean).join(' ');
  const content = (
    <>
      {hasHeader ? (
        <div className={styles.header({ padded: flush })}>
          <div className={styles.heading}>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer({ padded: flush })}>{footer}</div> : null}
    </>
  );

  if (title) {
    return (
      <section {...props} className={classes} aria-labelledby={titleId} data-padding={padding}>
        {content}
      </section>
    );
  }
  return (
    <div {...props} className={classes} data-padding={padding}>
      {content}
    </div>
  );
}

Card.displayName = 'Card';
