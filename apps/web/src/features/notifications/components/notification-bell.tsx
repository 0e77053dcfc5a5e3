import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { notificationsMutations, notificationsQueries, type UserNotification } from '@cdmnet/api';
import { IconButton, PopoverAnchor, PopoverContent, PopoverRoot } from '@cdmnet/ui';
import { notificationScreenMessages } from '../messages.ko';
import { formatUnreadCount } from '../unread-count';
import { LatestNotifications } from './latest-notifications';
import { BellIcon } from '../../../app/components/icons';
import * as styles from './notification-bell.css';

const t = notificationScreenMessages.bell;

/** How often the count is asked again while the tab is visible (a hidden tab asks on return). */
export const BELL_REFRESH_MS = 60_000;

/** A plain click: a middle or modified click keeps the link's own meaning (a new tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The top bar's notifications bell: the unread count as a badge. It is a link to /notification (a
 * new tab opens the page), and a plain click opens the latest few in a popover instead, with the way
 * to all of them. Every notification change invalidates the count (the mutations do it); besides, it
 * is asked again on window focus and every minute while the tab is visible, so news from others
 * shows up.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const bellRef = useRef<HTMLAnchorElement>(null);
  const popoverId = useId();
  const unread = useQuery({
    ...notificationsQueries.count('UNCHECKED'),
    refetchOnWindowFocus: true,
    refetchInterval: BELL_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const check = useMutation(notificationsMutations.check());
  const count = unread.data ?? 0;
  const shown = formatUnreadCount(count);

  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen((was) => !was);
  };
  const openOne = (n: UserNotification) => {
    if (!n.checked) check.mutate(n.id);
    setOpen(false);
  };

  return (
    <PopoverRoot open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <IconButton asChild aria-label={unread.isSuccess ? t.label(count) : t.loadingLabel}>
          <Link
            ref={bellRef}
            to="/notification"
            className={styles.bell}
            data-unread={unread.isSuccess ? count : undefined}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popoverId : undefined}
            onClick={toggle}
          >
            <BellIcon />
            {shown ? (
              <span className={styles.badge} aria-hidden="true" data-part="badge" data-count={shown} />
            ) : null}
          </Link>
        </IconButton>
      </PopoverAnchor>
      <PopoverContent
        id={popoverId}
        title={t.latest}
        align="end"
        className={styles.popover}
        // The bell is no Radix trigger (it stays a link): a press on it toggles, not "outside".
        onInteractOutside={(event) => {
          if (bellRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          bellRef.current?.focus();
        }}
      >
        <LatestNotifications onOpen={openOne} onAll={() => setOpen(false)} />
      </PopoverContent>
    </PopoverRoot>
  );
}
