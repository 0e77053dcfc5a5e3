import { useQuery } from '@tanstack/react-query';
import { dashboardQueries, type DashboardCounters as Counters } from '@cdmnet/api';
import { Card, formatNumber, Skeleton } from '@cdmnet/ui';
import { dashboardMessages } from '../messages.ko';
import * as styles from './dashboard.css';
import { RetryAlert } from './retry-alert';

const t = dashboardMessages.counters;

const tiles: { key: keyof Counters; unit: string }[] = [
  { key: 'belongingOrgs', unit: t.unit },
  { key: 'partnerOrgs', unit: t.unit },
  { key: 'rfzOrgs', unit: t.unit },
  { key: 'openDbs', unit: t.dbUnit },
  { key: 'totalOrgs', unit: t.unit },
];

/** The five counters of spec §3, as a description list so each number is read with its label. */
export function DashboardCounters() {
  const query = useQuery(dashboardQueries.organizations());
  return (
    <Card title={t.title} aria-busy={query.isPending}>
      {query.isError ? (
        <RetryAlert message={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <dl className={styles.counters}>
          {tiles.map(({ key, unit }) => (
            <div key={key} className={styles.counter}>
              <dt className={styles.counterLabel}>{t[key]}</dt>
              <dd className={styles.counterValue}>
                {query.data ? `${formatNumber(query.data.counters[key])}${unit}` : <Skeleton width="3em" />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
