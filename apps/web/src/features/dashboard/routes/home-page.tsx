import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { usersQueries } from '@cdmnet/api';
import { PageHeader, Skeleton } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { DashboardCounters } from '../components/dashboard-counters';
import { LatestAnnouncements } from '../components/latest-announcements';
import * as styles from '../components/dashboard.css';
import { MyOrganizations } from '../components/my-organizations';
import { MyProjectsSkeleton } from '../components/my-projects-skeleton';
import { NetworkSummary } from '../components/network-summary';
import { dashboardMessages as t } from '../messages.ko';

// 내 연구 comes in a chunk of its own with the project calls' contract (~9 KB), a moment after the page.
const MyProjects = lazy(() => import('../components/my-projects').then((m) => ({ default: m.MyProjects })));

/**
 * The signed-in home (spec §2 `/`): the counters of spec §3, the user's organisations and projects, the
 * network at a glance and the latest announcements. Each card loads, fails and retries on its own.
 */
export function HomePage() {
  useDocumentTitle(t.pageTitle);
  const profile = useQuery(usersQueries.profile());

  return (
    <div className={styles.page}>
      <PageHeader
        title={t.pageTitle}
        description={
          // Only the name waits for the profile: the sentence is there from the first paint and wraps
          // as it will (on a phone a one-line placeholder pushed every card down when it arrived).
          <>
            {profile.data ? (
              t.welcome(profile.data.name)
            ) : (
              <Skeleton width="5.5em" className={styles.nameSkeleton} />
            )}{' '}
            {t.description}
          </>
        }
      />
      <DashboardCounters />
      <div className={styles.columns}>
        <MyOrganizations />
        <Suspense fallback={<MyProjectsSkeleton />}>
          <MyProjects />
        </Suspense>
        <LatestAnnouncements />
        <NetworkSummary />
      </div>
    </div>
  );
}
