import { Link } from 'react-router-dom';
import { appMessages } from '../messages.ko';
import * as styles from './error-page.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {appMessages.notFound.title}
      </h1>
      <p className={styles.description}>{appMessages.notFound.description}</p>
      <Link className={styles.link} to="/">
        {appMessages.notFound.home}
      </Link>
    </section>
  );
}
