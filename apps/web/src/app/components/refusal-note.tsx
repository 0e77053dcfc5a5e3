import * as styles from './refusal-note.css';

/**
 * The server's refusal of a form, said inside the form (ux.md "Forms": the form stays open and keeps
 * what was typed): what did not happen, then the reply's own words. Announced as it appears.
 */
export function RefusalNote({ title, message }: { title?: string; message: string }) {
  return (
    <div role="alert" className={styles.note}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.text}>{message}</p>
    </div>
  );
}
