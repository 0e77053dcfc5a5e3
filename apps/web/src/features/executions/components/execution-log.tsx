import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { executionStatusLabels, isTerminalExecutionStatus, type ExecutionStatus } from '@cdmnet/api';
import { Button, Skeleton, visuallyHidden } from '@cdmnet/ui';
import type { ExecutionRef } from '../execution-path';
import { executionLogQuery } from '../execution-queries';
import { localizeLogTimes } from '../log-times';
import { executionCopy } from '../messages.ko';
import * as styles from '../executions.css';

const t = executionCopy.log;

/** How close to the end (px) still counts as reading the end, so new lines keep it in view. */
const END_SLACK = 16;

/**
 * The engine's log in a scrolling monospace box, its times in the reader's zone with the zone named,
 * like the page's own. While the execution runs each live event appends
 * what is new (execution-queries.ts), and a reader at the end stays at the end; a reader who scrolled
 * up is left where they are. Below it: whether more may come, or that it ended.
 */
export function ExecutionLog({
  execution,
  status,
  engineStartedAt,
}: {
  execution: ExecutionRef;
  status: ExecutionStatus;
  /** When the engine first reported a status: what tells the zone of stamps that name none. */
  engineStartedAt: string | null;
}) {
  const queryClient = useQueryClient();
  const log = useQuery(executionLogQuery(queryClient, execution));
  const box = useRef<HTMLPreElement>(null);
  const following = useRef(true);
  const text = log.data?.text;
  // Each line's stamp in the reader's zone, as the page's own times (log-times.ts).
  const shown = useMemo(
    () => (text ? localizeLogTimes(text, engineStartedAt) : text),
    [text, engineStartedAt],
  );

  useLayoutEffect(() => {
    const element = box.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [text]);

  if (log.isError && !log.data) {
    return (
      <div role="alert" className={styles.failed}>
        <p className={styles.failedText}>{t.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void log.refetch()}>
          {executionCopy.retry}
        </Button>
      </div>
    );
  }
  if (!log.data) {
    return (
      <div aria-busy="true">
        <span className={visuallyHidden}>{t.loading}</span>
        <Skeleton shape="rect" height="8rem" />
      </div>
    );
  }
  // The page's status says it ended as soon as the event arrives; the log's own flag follows its read.
  const ended = isTerminalExecutionStatus(status) || !log.data.live;
  return (
    <div className={styles.stack}>
      <pre
        ref={box}
        // Scrollable, so reachable by keyboard and named for whoever lands on it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t.region}
        className={styles.log}
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollTop + element.clientHeight >= element.scrollHeight - END_SLACK;
        }}
      >
        {shown || t.empty}
      </pre>
      <p className={styles.logState} role="status">
        {ended ? t.ended(executionStatusLabels[status]) : t.live}
      </p>
    </div>
  );
}
