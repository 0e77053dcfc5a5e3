import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dashboardQueries } from '@cdmnet/api';
import { Card, formatDateLong, formatNumber, Skeleton } from '@cdmnet/ui';
import { dashboardMessages } from '../messages.ko';
import * as styles from './dashboard.css';
import { RetryAlert } from './retry-alert';
import { useHoldReveal } from './reveal-together';

const t = dashboardMessages.network;

/** The federated network (FNET) at a glance: who takes part and how much data it holds. */
export function NetworkSummary() {
  const query = useQuery(dashboardQueries.fnetInfo());
  useHoldReveal(query.isPending);
  const info = query.data;
  const facts: [string, ReactNode | undefined][] = [
    [t.organizations, info && t.count(formatNumber(info.organizations))],
    [t.rfzOrganizations, info && t.count(formatNumber(info.rfzOrganizations))],
    [t.cdmDatabases, info && t.databases(formatNumber(info.cdmDatabases))],
    [t.patients, info && t.people(formatNumber(info.patients))],
    [t.researchers, info && t.people(formatNumber(info.researchers))],
    [
      t.period,
      info &&
        (info.periodStart && info.periodEnd ? (
          // Each date whole on its line: a narrow screen breaks the range at the tilde only.
          <>
            <span className={styles.date}>{formatDateLong(info.periodStart)}</span> ~{' '}
            <span className={styles.date}>{formatDateLong(info.periodEnd)}</span>
          </>
        ) : (
          t.noPeriod
        )),
    ],
  ];
  return (
    <Card title={t.title} aria-busy={query.isPending}>
      {query.isError ? (
        <RetryAlert message={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.factRow}>
              <dt className={styles.muted}>{label}</dt>
              <dd className={styles.factValue}>{value ?? <Skeleton width="8em" />}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
