import { useQuery } from '@tanstack/react-query';
import { atlasSupporterQueries } from '@cdmnet/api';
import { Card, EmptyState, Skeleton } from '@cdmnet/ui';
import * as styles from '../atlas-supporter.css';
import { supporterCopy } from '../messages.ko';
import { CopyGroup } from './copy-group';
import { LoadFailed } from './load-failed';

const t = supporterCopy.groups;

/** 복사 기록: the groups, newest first; each item's state moves live (the `atlas-copies` change). */
export function CopyGroups() {
  const groups = useQuery(atlasSupporterQueries.groups());
  return (
    <Card title={t.title} description={t.description}>
      {groups.isPending ? (
        <div className={styles.stack} aria-busy="true">
          <Skeleton shape="rect" height="6rem" />
          <Skeleton shape="rect" height="6rem" />
        </div>
      ) : groups.isError ? (
        <LoadFailed message={t.loadFailed} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : groups.data.length === 0 ? (
        <EmptyState icon={null} size="sm" message={t.empty} description={t.emptyHelp} />
      ) : (
        <ul className={styles.groups} aria-label={t.title}>
          {groups.data.map((group) => (
            <CopyGroup key={group.groupId} group={group} />
          ))}
        </ul>
      )}
    </Card>
  );
}
