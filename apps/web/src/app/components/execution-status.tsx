import type { ComponentType } from 'react';
import { executionStatusLabels, type ExecutionStatus } from '@cdmnet/api';
import { CheckIcon, ChevronRightIcon, StopIcon } from './icons';
import * as styles from './execution-status.css';

type Tone = keyof typeof styles.tones;

/** Spec §4: no icon while waiting or cancelling; a yellow chevron while it runs; a check when it ended. */
const toneOf: Record<ExecutionStatus, Tone> = {
  WAITING: 'none',
  EXECUTING_PREPARING: 'running',
  EXECUTING_DOCKER: 'running',
  SAVING_RESULT_FILES: 'running',
  FINISHED_SUCCESSFULLY: 'success',
  FINISHED_WITH_ERROR: 'error',
  CANCELLING: 'none',
  CANCELED: 'canceled',
};

const icons: Record<Tone, ComponentType | null> = {
  none: null,
  running: ChevronRightIcon,
  success: CheckIcon,
  error: CheckIcon,
  canceled: StopIcon,
};

/**
 * An execution's status: the spec's icon and the Korean label beside it (ux.md: colour is never the
 * only signal, the label says which). Shared by the analysis's executions and an execution's page.
 */
export function ExecutionStatusLabel({ status }: { status: ExecutionStatus }) {
  const tone = toneOf[status];
  const Icon = icons[tone];
  return (
    <span className={styles.status} data-status={status}>
      <span className={`${styles.icon} ${styles.tones[tone]}`}>{Icon ? <Icon /> : null}</span>
      <span>{executionStatusLabels[status]}</span>
    </span>
  );
}
