import type { IrbRequest } from '@cdmnet/api';
import { formatTimestamp } from '@cdmnet/ui';
import { requestsCopy } from '../messages.ko';
import * as styles from '../project-requests.css';

const t = requestsCopy;

/**
 * A request's steps, oldest first, folded under `이력 n건`: each says what happened (요청, 승인, 거절,
 * 만료), who did it (자동 for the daily job's expiry), when, and a rejection's reason.
 */
export function IrbHistory({ request }: { request: IrbRequest }) {
  return (
    <details className={styles.history}>
      <summary className={styles.historySummary}>{t.table.historyOf(request.history.length)}</summary>
      <ol className={styles.events} aria-label={t.table.historyName(request.irbNumber)}>
        {request.history.map((event, index) => (
          <li key={index} className={styles.event}>
            <span className={styles.eventLine}>
              <span className={styles.eventState}>{t.eventLabels[event.state]}</span>
              <span>{event.byName ?? (event.state === 'EXPIRED' ? t.automatic : t.table.unknownUser)}</span>
              <span className={styles.nowrap}>{formatTimestamp(event.at)}</span>
            </span>
            {event.reason ? <p className={styles.reason}>{t.table.reason(event.reason)}</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
