import { deliveryChannelLabels, resultRequestKindLabels, type ResultRequest } from '@cdmnet/api';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.results;

/** What was asked: 결과 조회 or 결과 반출, and for a delivery the way the results would leave. */
export function ResultKindCell({ request }: { request: ResultRequest }) {
  return (
    <span className={styles.stateCell}>
      <span>{resultRequestKindLabels[request.kind]}</span>
      {request.kind === 'DELIVERY' && request.channel ? (
        <span className={styles.muted}>{t.channelOf(deliveryChannelLabels[request.channel])}</span>
      ) : null}
    </span>
  );
}
