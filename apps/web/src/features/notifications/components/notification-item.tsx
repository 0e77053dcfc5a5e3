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
  /** Opening it (the title) marks it read; a notification with a link then opens it. */
  onOpen: (notification: UserNotification) => void;
  onDelete: (notification: UserNotification) => void;
}

/** One notification: unread mark, type, title (the action), message, time and a delete button. */
export function NotificationItem({ notification: n, onOpen, onDelete }: NotificationItemProps) {
  const titleId = useId();
  const open = () => onOpen(n);

  return (
    <li className={styles.item} data-checked={n.checked}>
      {n.checked ? <span /> : <span className={styles.dot} aria-hidden="true" />}
      <div className={styles.body}>
        <h2 className={styles.heading}>
          {/* Spaces between the parts, so the heading reads `프로젝트 읽지 않음 …`, not run together. */}
          <Badge tone={n.type === 'PROJECT' ? 'info' : 'success'}>
            {notificationTypeLabels[n.type]}
          </Badge>{' '}
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
        </h2>
        {n.message ? (
          <p className={styles.message}>
            <UserText>{n.message}</UserText>
          </p>
        ) : null}
        <time className={styles.time} dateTime={n.createdAt}>
          {formatTimestamp(n.createdAt)}
        </time>
      </div>
      <IconButton aria-label={t.delete} aria-describedby={titleId} size="sm" onClick={() => onDelete(n)}>
        <TrashIcon />
      </IconButton>
    </li>
  );
}
