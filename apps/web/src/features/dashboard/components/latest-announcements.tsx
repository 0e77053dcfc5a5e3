import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { announcementsQueries } from '@cdmnet/api';
import { Badge, Card, EmptyState, formatDateShort, LinkButton, Skeleton, UserText } from '@cdmnet/ui';
import { dashboardMessages } from '../messages.ko';
import * as styles from './dashboard.css';
import { RetryAlert } from './retry-alert';
import { useHoldReveal } from './reveal-together';

const t = dashboardMessages.announcements;

/** 전체 보기: the announcements page. It needs nothing loaded, so the card's placeholder has it too. */
export function AllAnnouncementsLink() {
  return (
    <LinkButton asChild>
      <Link to="/announcement">{t.all}</Link>
    </LinkButton>
  );
}

/** The newest announcements (spec §7 `GET /dashboard/announcements`), each a link to its page. */
export function LatestAnnouncements() {
  const query = useQuery(announcementsQueries.dashboard());
  useHoldReveal(query.isPending);
  return (
    <Card title={t.title} aria-busy={query.isPending} actions={<AllAnnouncementsLink />}>
      {query.isPending ? (
        <Skeleton lines={3} />
      ) : query.isError ? (
        <RetryAlert message={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState size="sm" message={t.empty} />
      ) : (
        <ul className={styles.list}>
          {query.data.map((announcement) => (
            <li key={announcement.id} className={styles.announcement}>
              <Link to={`/announcement/${announcement.id}`} className={styles.announcementLink}>
                <UserText truncate>{announcement.title}</UserText>
              </Link>
              {announcement.popup ? <Badge tone="info">{t.popup}</Badge> : null}
              <time dateTime={announcement.createdAt} className={styles.muted}>
                {formatDateShort(announcement.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
