import { useQuery } from '@tanstack/react-query';
import { usersQueries } from '@cdmnet/api';
import { PageHeader, Skeleton } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { DashboardCounters } from '../components/dashboard-counters';
import { LatestAnnouncements } from '../components/latest-announcements';
import * as styles from '../components/dashboard.css';
import { MyOrganizations } from '../components/my-organizations';
import { NetworkSummary } from '../components/network-summary';
import { dashboardMessages as t } from '../messages.ko';

/**
 * The signed-in home (spec §2 `/`): the counters of spec §3, the user's organisations, the network at a
 * glance and the latest announcements. Each card loads, fails and retries on its own.
 */
export function HomePage() {
  useDocumentTitle(t.pageTitle);
  const profile = useQuery(usersQueries.profile());

  return (
    <div className={styles.page}>
      <PageHeader
        title={t.pageTitle}
        description={
          profile.data ? `${t.welcome(profile.data.name)} ${t.description}` : <Skeleton width="20em" />
        }
      />
      <DashboardCounters />
      <div className={styles.columns}>
        <MyOrganizations />
        <LatestAnnouncements />
        <NetworkSummary />
      </div>
    </div>
  );
}
