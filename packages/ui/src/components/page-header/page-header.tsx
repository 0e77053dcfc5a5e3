import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './page-header.css';

export const pageHeaderHeadingLevels = [1, 2] as const;
export type PageHeaderHeadingLevel = (typeof pageHeaderHeadingLevels)[number];

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The page's name; an `<h1>` unless `headingLevel` says otherwise. */
  title: ReactNode;
  /** Default 1. */
  headingLevel?: PageHeaderHeadingLevel | undefined;
  /** One sentence saying what the page is for. */
  description?: ReactNode | undefined;
  /** The primary action (and at most a few others), at the right. */
  actions?: ReactNode | undefined;
  /** A breadcrumb trail above the title (the app's own `<nav aria-label=…>`). */
  breadcrumbs?: ReactNode | undefined;
}

/**
 * The top of a page (ux.md page anatomy): optional breadcrumbs, then the title with its one-line
 * description on the left and the primary action on the right.
 */
export function PageHeader({
  title,
  headingLevel = 1,
  description,
  actions,
  breadcrumbs,
  className,
  ...props
}: PageHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {breadcrumbs ? <div className={styles.breadcrumbs}>{breadcrumbs}</div> : null}
      <div className={styles.row}>
        <div className={styles.heading}>
          <Heading className={styles.title}>{title}</Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

PageHeader.displayName = 'PageHeader';
