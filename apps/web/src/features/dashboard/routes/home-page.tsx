import { useQuery } from '@tanstack/react-query';
import { usersQueries } from '@cdmnet/api';
import { PageHeader, Skeleton } from '@cdmnet/ui';
import { lazyComponent } from '../../../app/lazy-component';
import { TakeOverLater } from '../../../app/take-over';
import { useDocumentTitle } from '../../../app/use-document-title';
import { DashboardCounters } from '../components/dashboard-counters';
import { CardSkeleton } from '../components/card-skeleton';
import { AllAnnouncementsLink, LatestAnnouncements } from '../components/latest-announcements';
import * as styles from '../components/dashboard.css';
import { MyOrganizations } from '../components/my-organizations';
import { NetworkSummary } from '../components/network-summary';
import { HoldReveal, RevealTogether } from '../components/reveal-together';
import { dashboardMessages as t } from '../messages.ko';

// 내 연구 comes in a chunk of its own with the project calls' contract (~9 KB), a moment after the page;
// the cards wait for it (HoldReveal) as they wait for each other's data.
const MyProjects = lazyComponent(
  () => import('../components/my-projects').then((m) => m.MyProjects),
  <>
    <HoldReveal />
    <CardSkeleton title={t.projects.title} />
  </>,
);

/** The four cards while they load. */
function CardsPlaceholder() {
  return (
    <>
      <CardSkeleton title={t.organizations.title} />
      <CardSkeleton title={t.projects.title} />
      <CardSkeleton title={t.announcements.title} actions={<AllAnnouncementsLink />} />
      <CardSkeleton title={t.network.title} lines={6} />
    </>
  );
}

/**
 * The signed-in home (spec §2 `/`): the counters of spec §3, the user's organisations and projects, the
 * network at a glance and the latest announcements. Each card loads, fails and retries on its own; the
 * four below the counters appear together (RevealTogether), so none pushes another down as it arrives.
 */
export function HomePage() {
  useDocumentTitle(t.pageTitle);
  const profile = useQuery(usersQueries.profile());

  return (
    <div className={styles.page}>
      <PageHeader
        title={t.pageTitle}
        description={
          // The greeting waits for the profile on a line of its own, a placeholder as tall as it; the
          // sentence below is there from the first paint (the members' page's markup, prerender.tsx).
          // Apart, the greeting's arrival is not a larger paint of the sentence: the page's largest
          // text counts as shown when the sentence is (Lighthouse's LCP on a phone 3.4 → 2.0 s).
          <>
            <span className={styles.greeting}>
              {profile.data ? t.welcome(profile.data.name) : <Skeleton inline width="8em" />}
            </span>
            {t.description}
          </>
        }
      />
      <TakeOverLater>
        <DashboardCounters />
      </TakeOverLater>
      <TakeOverLater>
        <RevealTogether className={styles.columns} placeholder={<CardsPlaceholder />}>
          <MyOrganizations />
          <MyProjects />
          <LatestAnnouncements />
          <NetworkSummary />
        </RevealTogether>
      </TakeOverLater>
    </div>
  );
}
