import { useId } from 'react';
import { Link } from 'react-router-dom';
import { notificationTypeLabels, type UserNotification } from '@cdmnet/api';
import { Badge, formatTimestamp, IconButton, UserText, visuallyHidden } from '@cdmnet/ui';
import { notificationScreenMessages } from '../messages.ko';
import { TrashIcon } from '../../../app/components/icons';
import * as styles from './notification-item.css';

const t = notificationScreenMessages.item;

/** Only in-app paths open: a stored link can never lead off the site or run script. */
const isInAppPath = (link: string | null): link is string => link !== null && /^\/(?![/\\])/.test(link);

export interface NotificationItemProps {
  notification: UserNotification;
  /** Opening it (anywhere on the row) marks it read; a notification with a link then opens it. */
  onOpen: (notification: UserNotification) => void;
  /** Without it the row has no delete button (the bell's short list). */
  onDelete?: ((notification: UserNotification) => void) | undefined;
  /** The bell's short list: smaller, the message on one line or two. */
  compact?: boolean | undefined;
}

/**
 * One notification: unread mark, type, 처리됨 when decided, title, message, time and a delete button.
 * The whole row opens it: the title is the one link (or button) of the row, stretched over it by
 * CSS, so a screen reader meets one control per row and the delete button stays its own control,
 * outside the link and above the stretched area.
 */
export function NotificationItem({ notification: n, onOpen, onDelete, compact }: NotificationItemProps) {
  const titleId = useId();
  const open = () => onOpen(n);
  // Under the popover's own title in the bell, a level below it.
  const Heading = compact ? 'h3' : 'h2';

  return (
    <li className={compact ? styles.compactItem : styles.item} data-checked={n.checked} data-done={n.done}>
      {n.checked ? <span /> : <span className={styles.dot} aria-hidden="true" />}
      <div className={styles.body}>
        <Heading className={compact ? styles.compactHeading : styles.heading}>
          {/* Spaces between the parts, so the heading reads `프로젝트 읽지 않음 …`, not run together. */}
          <Badge tone={n.type === 'PROJECT' ? 'info' : 'success'}>
            {notificationTypeLabels[n.type]}
          </Badge>{' '}
          {n.done ? <Badge tone="neutral">{t.done}</Badge> : null}
          {n.done ? ' ' : null}
          {n.checked ? null : <span className={visuallyHidden}>{t.unread} </span>}
          {isInAppPath(n.link) ? (
            <Link id={titleId} to={n.link} className={styles.title} onClick={open}>
              <UserText>{n.title}</UserText>
            </Link>
          ) : (
            <button id={titleId} type="button" className={styles.title} onClick={open}>
              <UserText>{n.title}</UserText>
            </button>
          )}
        </Heading>
        {n.message ? (
          <p className={compact ? styles.compactMessage : styles.message}>
            <UserText>{n.message}</UserText>
          </p>
        ) : null}
        <time className={styles.time} dateTime={n.createdAt}>
          {formatTimestamp(n.createdAt)}
        </time>
      </div>
      {onDelete ? (
        <IconButton
          aria-label={t.delete}
          aria-describedby={titleId}
          size="sm"
          className={styles.rowControl}
          onClick={() => onDelete(n)}
        >
          <TrashIcon />
        </IconButton>
      ) : (
        <span />
      )}
    </li>
  );
}
