import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { notificationsQueries, type UserNotification } from '@cdmnet/api';
import { Button, Skeleton, visuallyHidden } from '@cdmnet/ui';
import { notificationScreenMessages } from '../messages.ko';
import { NotificationItem } from './notification-item';
import * as styles from './notification-bell.css';

const t = notificationScreenMessages.bell;

/** The bell's popover: the latest few notifications (each row opens its screen) and a link to all. */
export function LatestNotifications({
  onOpen,
  onAll,
}: {
  onOpen: (n: UserNotification) => void;
  onAll: () => void;
}) {
  const latest = useQuery(notificationsQueries.latest());
  return (
    <div className={styles.latest}>
      {latest.isPending ? (
        <div aria-busy="true" className={styles.loading}>
          <p className={visuallyHidden}>{t.loading}</p>
          <Skeleton lines={3} />
        </div>
      ) : latest.isError ? (
        <div role="alert" className={styles.state}>
          <p className={styles.stateText}>{t.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void latest.refetch()}>
            {notificationScreenMessages.page.retry}
          </Button>
        </div>
      ) : latest.data.items.length === 0 ? (
        <p className={styles.state}>{t.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={t.latest}>
          {latest.data.items.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={onOpen} compact />
          ))}
        </ul>
      )}
      <Link to="/notification" className={styles.all} onClick={onAll}>
        {t.all}
      </Link>
    </div>
  );
}
