import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { notificationsQueries } from '@cdmnet/api';
import { IconButton } from '@cdmnet/ui';
import { notificationScreenMessages } from '../messages.ko';
import { formatUnreadCount } from '../unread-count';
import { BellIcon } from '../../../app/components/icons';
import * as styles from './notification-bell.css';

const t = notificationScreenMessages.bell;

/** How often the count is asked again while the tab is visible (a hidden tab asks on return). */
export const BELL_REFRESH_MS = 60_000;

/**
 * The top bar's notifications bell: the unread count as a badge, a link to /notification. Every
 * notification change invalidates the count (the mutations do it); besides, it is asked again on
 * window focus and every minute while the tab is visible, so news from others shows up.
 */
export function NotificationBell() {
  const unread = useQuery({
    ...notificationsQueries.count('UNCHECKED'),
    refetchOnWindowFocus: true,
    refetchInterval: BELL_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const count = unread.data ?? 0;
  const shown = formatUnreadCount(count);

  return (
    <IconButton asChild aria-label={unread.isSuccess ? t.label(count) : t.loadingLabel}>
      <Link to="/notification" className={styles.bell} data-unread={unread.isSuccess ? count : undefined}>
        <BellIcon />
        {shown ? (
          <span className={styles.badge} aria-hidden="true" data-part="badge" data-count={shown} />
        ) : null}
      </Link>
    </IconButton>
  );
}
