import type { ExecutionStatusEvent } from '@cdmnet/api';
import { formatZonedTimestamp } from '@cdmnet/ui';
import { ExecutionStatusLabel } from '../../../app/components/execution-status';
import { executionCopy } from '../messages.ko';
import * as styles from '../executions.css';

const t = executionCopy.history;

/** Every move of the status, oldest first, each with its time in the reader's zone and its note. */
export function StatusHistory({ history }: { history: readonly ExecutionStatusEvent[] }) {
  return (
    <ol className={styles.timeline} aria-label={t.list}>
      {history.map((step, index) => (
        <li key={`${step.status}-${index}`} className={styles.step}>
          <time dateTime={step.at} className={styles.stepTime}>
            {formatZonedTimestamp(step.at)}
          </time>
          <ExecutionStatusLabel status={step.status} />
          {step.note ? <p className={styles.stepNote}>{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
