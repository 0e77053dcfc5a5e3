import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { orgsQueries, type OrgAuthSettings } from '@cdmnet/api';
import { Button, Card, EmptyState, Skeleton } from '@cdmnet/ui';
import * as styles from './dashboard.css';

/**
 * A dashboard card over the organisation's auth settings (`GET /orgs/{id}/auth`): placeholders while
 * they load, the failure with 다시 시도, then `children` with what is stored. The auth settings card and
 * the disclosure card read the same settings and wait for them the same way.
 */
export function OrgAuthCard({
  orgId,
  copy,
  placeholderLines,
  children,
}: {
  orgId: number;
  copy: { title: string; description: string; loadFailed: string; retry: string };
  /** The placeholder blocks' lines, roughly the form's shape. */
  placeholderLines: readonly number[];
  children: (settings: OrgAuthSettings) => ReactNode;
}) {
  const auth = useQuery(orgsQueries.auth(orgId));
  return (
    <Card title={copy.title} headingLevel={3} description={copy.description}>
      {auth.isPending ? (
        <div aria-busy="true" className={styles.loading}>
          {placeholderLines.map((lines, index) => (
            <Skeleton key={index} lines={lines} />
          ))}
        </div>
      ) : auth.isError ? (
        <EmptyState
          role="alert"
          size="sm"
          icon={null}
          message={copy.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void auth.refetch()}>
              {copy.retry}
            </Button>
          }
        />
      ) : (
        children(auth.data)
      )}
    </Card>
  );
}
