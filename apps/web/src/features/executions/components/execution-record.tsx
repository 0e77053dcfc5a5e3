import type { ReactNode } from 'react';
import type { DisclosureRules, ExecutionRecord as Record } from '@cdmnet/api';
import { formatZonedTimestamp } from '@cdmnet/ui';
import { executionCopy } from '../messages.ko';
import * as styles from '../executions.css';

const t = executionCopy.record;

/**
 * What the execution ran on and with (domain.md: engine, CDM and its vocabulary version, analysis
 * version), as the server recorded it at the start: what a later run needs to repeat it; and the
 * disclosure rules the hospital's node applied to its results, once they arrived.
 */
export function ExecutionRecord({ record, rules }: { record: Record; rules: DisclosureRules | null }) {
  const items: [string, ReactNode, boolean?][] = [
    [t.engine, record.engineName],
    [t.engineAddress, record.engineAddress, true],
    [t.cdm, record.cdmName],
    [t.cdmVersion, record.cdmVersion],
    [t.vocabularyVersion, record.vocabularyVersion],
    [t.packageVersion, executionCopy.versionOf(record.packageVersion)],
    [t.packageFile, record.packageFileName, true],
    [t.checksum, record.packageChecksum, true],
    [t.startedBy, record.startedByName || executionCopy.unknownUser],
    [t.startedAt, formatZonedTimestamp(record.startedAt)],
    ...(rules ? [[t.rules, t.rulesOf(rules)] as [string, ReactNode]] : []),
  ];
  return (
    <dl className={styles.record}>
      {items.map(([term, value, mono]) => (
        <div key={term} className={styles.recordItem}>
          <dt className={styles.recordTerm}>{term}</dt>
          <dd className={mono ? `${styles.recordValue} ${styles.mono}` : styles.recordValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
