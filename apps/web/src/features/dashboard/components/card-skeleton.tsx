import { Card, Skeleton } from '@cdmnet/ui';

/** A dashboard card still loading, by its title: in the cards' placeholder, and 내 연구 while its module loads. */
export function CardSkeleton({ title, lines = 3 }: { title: string; lines?: number }) {
  return (
    <Card title={title} aria-busy="true">
      <Skeleton lines={lines} />
    </Card>
  );
}
