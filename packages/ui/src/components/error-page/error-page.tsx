import { useId, type ReactNode } from 'react';
import * as styles from './error-page.css';

export interface ErrorPageProps {
  /** A status such as 404, shown large and hidden from screen readers (the title says it in words). */
  code?: number | string;
  title: ReactNode;
  description?: ReactNode;
  /** The way out: a link home, a retry button. */
  action?: ReactNode;
  /** `alert` announces the page at once, for errors that replace content the user was looking at. */
  role?: 'alert';
}

/** A whole-page message for not-found and error routes. */
export function ErrorPage({ code, title, description, action, role }: ErrorPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} role={role} aria-labelledby={titleId}>
      {code !== undefined && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </section>
  );
}
ErrorPage.displayName = 'ErrorPage';
