import { Card, Skeleton } from '@cdmnet/ui';
import { dashboardMessages } from '../messages.ko';

/**
 * 내 연구 while its module (the project calls' contract, in a chunk of their own) or its list loads:
 * the home page's first script carries only this frame.
 */
export function MyProjectsSkeleton() {
  return (
    <Card title={dashboardMessages.projects.title} aria-busy="true">
      <Skeleton lines={3} />
    </Card>
  );
}
