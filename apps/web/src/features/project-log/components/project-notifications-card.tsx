import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { projectsQueries } from '@cdmnet/api';
import { Badge, Button, Card, EmptyState, Skeleton, formatTimestamp, visuallyHidden } from '@cdmnet/ui';
import { logCopy } from '../messages.ko';
import * as styles from '../project-log.css';

const t = logCopy.notifications;

/**
 * 내 알림: what the member was told about this project, newest first, each opening the screen it is
 * about. Marking read and deleting stay on the notifications page, the one place that changes them.
 */
export function ProjectNotificationsCard({ projectId }: { projectId: number }) {
  const list = useQuery(projectsQueries.notifications(projectId));
  return (
    <Card
      title={t.title}
      headingLevel={3}
      description={t.description}
      actions={
        <Button variant="secondary" size="sm" asChild>
          <Link to="/notification?filter=project">{t.all}</Link>
        </Button>
      }
    >
      {list.isPending ? (
        <div aria-busy="true">
          <span className={visuallyHidden}>{t.loading}</span>
          <Skeleton lines={3} />
        </div>
      ) : list.isError ? (
        <EmptyState
          role="alert"
          size="sm"
          icon={null}
          message={t.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : list.data.length === 0 ? (
        <EmptyState size="sm" message={t.empty} />
      ) : (
        <ul className={styles.notices} aria-label={t.title}>
          {list.data.map((n) => (
            <li key={n.id} className={styles.notice}>
              {n.link ? <Link to={n.link}>{n.title}</Link> : <span>{n.title}</span>}
              {n.message ? <span>{n.message}</span> : null}
              <span className={styles.noticeMeta}>
                <span className={styles.timestamp}>{formatTimestamp(n.createdAt)}</span>
                {n.done ? <Badge tone="neutral">{t.done}</Badge> : null}
                {!n.checked && !n.done ? <Badge tone="info">{t.unread}</Badge> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
