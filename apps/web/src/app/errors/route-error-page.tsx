import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { appMessages } from '../messages.ko';
import * as styles from './error-page.css';
import { NotFoundPage } from './not-found-page';

type KnownStatus = keyof Omit<typeof appMessages.routeErrors, 'fallback' | 'retry'>;
const isKnown = (status: number): status is KnownStatus => status in appMessages.routeErrors;

/** Routing errors (spec §8): 404 shows the not-found page; 405/400/403 their texts; anything else the fallback. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 404) return <NotFoundPage />;
  const text =
    status !== undefined && isKnown(status)
      ? appMessages.routeErrors[status]
      : appMessages.routeErrors.fallback;
  return (
    <section className={styles.page} role="alert" aria-labelledby="route-error-title">
      {status !== undefined && (
        <p className={styles.code} aria-hidden="true">
          {status}
        </p>
      )}
      <h1 id="route-error-title" className={styles.title}>
        {text}
      </h1>
      <button type="button" className={styles.link} onClick={() => window.location.reload()}>
        {appMessages.routeErrors.retry}
      </button>
    </section>
  );
}
