import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, ErrorPage } from '@cdmnet/ui';
import { appMessages } from '../messages.ko';
import { NotFoundPage } from './not-found-page';

const t = appMessages.routeErrors;
type KnownStatus = keyof Omit<typeof t, 'fallback' | 'retry'>;
const isKnown = (status: number): status is KnownStatus => status in t;

/** Routing errors (spec §8): 404 shows the not-found page; 405/400/403 their texts; anything else the fallback. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 404) return <NotFoundPage />;
  return (
    <ErrorPage
      role="alert"
      code={status}
      title={status !== undefined && isKnown(status) ? t[status] : t.fallback}
      action={<Button onClick={() => window.location.reload()}>{t.retry}</Button>}
    />
  );
}
