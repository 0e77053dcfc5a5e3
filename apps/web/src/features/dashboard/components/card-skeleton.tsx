import type { ReactNode } from 'react';
import { Card, Skeleton } from '@cdmnet/ui';

/**
 * A dashboard card still loading, by its title and the actions that need no data: in the cards'
 * placeholder, and 내 연구 while its module loads.
 */
export function CardSkeleton({
  title,
  lines = 3,
  actions,
}: {
  title: string;
  lines?: number;
  actions?: ReactNode;
}) {
  return (
    <Card title={title} aria-busy="true" actions={actions}>
      <Skeleton lines={lines} />
    </Card>
  );
}
