import { useId } from 'react';
import { disclosureFindingLabels, type ExecutionFile } from '@cdmnet/api';
import { formatNumber } from '@cdmnet/ui';
import { executionCopy } from '../messages.ko';
import * as styles from '../executions.css';
import { FileStatusBadge } from '../../../app/components/file-status-badge';

const t = executionCopy.files;

/** One file the hospital kept: why (each finding in the node's own sentence) and what to do. */
function KeptFile({ file }: { file: ExecutionFile }) {
  const headingId = useId();
  return (
    <li className={styles.keptFile} aria-labelledby={headingId}>
      <div className={styles.keptHeader}>
        <h5 id={headingId} className={styles.keptName}>
          {file.name}
        </h5>
        <FileStatusBadge status={file.status} />
      </div>
      <p className={styles.noticeLine}>{file.status === 'REFUSED' ? t.refusedWhat : t.heldWhat}</p>
      {file.findings.length === 0 ? (
        <p className={styles.muted}>{t.noFindings}</p>
      ) : (
        <ul className={styles.findings} aria-label={t.findings(file.name)}>
          {file.findings.map((finding, index) => (
            <li key={`${finding.code}-${finding.column ?? ''}-${index}`} className={styles.finding}>
              <span className={styles.findingHead}>
                <strong>{disclosureFindingLabels[finding.code]}</strong>
                <span className={styles.muted}>
                  {t.findingWhere(finding.column, formatNumber(finding.rows))}
                </span>
              </span>
              <span>{finding.message}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The files that did not leave the hospital: held at its node until its admin releases them, or
 * refused outright; each with the node's findings and what the researcher can do about it.
 */
export function KeptFiles({ files }: { files: readonly ExecutionFile[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <h4 id={headingId} className={styles.keptTitle}>
        {t.kept}
      </h4>
      <p className={styles.muted}>{t.keptHelp}</p>
      <ul className={styles.keptList}>
        {files.map((file) => (
          <KeptFile key={file.id} file={file} />
        ))}
      </ul>
    </section>
  );
}
