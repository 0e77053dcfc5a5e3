import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ExecutionStartReport } from '@cdmnet/api';
import { executionPath } from '../analysis-path';
import { analysisCopy } from '../messages.ko';
import * as formStyles from '../analyses.css';
import { RemedyAction } from './remedy-action';
import * as styles from './execution-dialog.css';

const t = analysisCopy.run;

/**
 * After a run that started on some CDMs only: each execution started (a link to its page) and each CDM
 * refused, with the server's reason and what to do about it. The toast said how many of each.
 */
export function RunReport({
  projectId,
  analysisId,
  report,
}: {
  projectId: number;
  analysisId: number;
  report: ExecutionStartReport;
}) {
  const startedId = useId();
  const refusedId = useId();
  return (
    <div className={styles.report}>
      <section aria-labelledby={startedId} className={styles.report}>
        <h3 id={startedId} className={styles.reportHeading}>
          {t.started}
        </h3>
        <ul className={styles.reportList}>
          {report.started.map((execution) => (
            <li key={execution.id} className={styles.reportItem}>
              <span className={styles.reportName}>{t.startedItem(execution.orgName, execution.cdmName)}</span>
              <Link to={executionPath(projectId, analysisId, execution.id)} className={formStyles.nameLink}>
                {t.executionLink(execution.id)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={refusedId} className={styles.report}>
        <h3 id={refusedId} className={styles.reportHeading}>
          {t.notStarted}
        </h3>
        <ul className={styles.reportList}>
          {report.refused.map((refusal) => (
            <li key={refusal.cdmId} className={styles.reportItem}>
              <span className={styles.reportName}>{t.startedItem(refusal.orgName, refusal.cdmName)}</span>
              <p className={styles.reportReason}>{refusal.reason}</p>
              <RemedyAction
                projectId={projectId}
                orgName={refusal.orgName}
                cdmName={refusal.cdmName}
                remedy={refusal.remedy}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
