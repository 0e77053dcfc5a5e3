import {
  disclosureFindingLabels,
  parseCsv,
  type DisclosureFinding,
  type DisclosureFindingCode,
  type ReleasedFile,
  type ResultFileStatus,
} from '@cdmnet/api';
import { Checkbox, formatFileSize, formatNumber, visuallyHidden } from '@cdmnet/ui';
import { FileStatusBadge } from '../../../app/components/file-status-badge';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.review;

const statusNotes: Record<Exclude<ResultFileStatus, 'CHECKED'>, string> = {
  RELEASED: t.releasedNote,
  HELD: t.heldNote,
  REFUSED: t.refusedNote,
};

/** A checked summarised_result had its small counts hidden by the node; another checked file (its log) did not. */
const noteOf = (file: ReleasedFile) =>
  file.status !== 'CHECKED'
    ? statusNotes[file.status]
    : file.format === 'SUMMARISED_RESULT'
      ? t.checkedNote
      : t.checkedOtherNote;

const isCsv = (name: string) => /\.csv$/i.test(name);

/** The admin's choice for one held file: release it, having acknowledged these findings. */
export interface ReleaseChoice {
  release: boolean;
  acknowledged: ReadonlySet<DisclosureFindingCode>;
}

const whereOf = (finding: DisclosureFinding) => t.findingWhere(finding.column, formatNumber(finding.rows));

/** Every finding acknowledged: the codes the server asks for, each at least once. */
export const allAcknowledged = (file: ReleasedFile, choice: ReleaseChoice) =>
  file.findings.every((finding) => choice.acknowledged.has(finding.code));

/** What the node found, as a list to read, or (for a held file the admin may release) to acknowledge one by one. */
function Findings({
  file,
  choice,
  onChoice,
}: {
  file: ReleasedFile;
  choice: ReleaseChoice | undefined;
  onChoice: ((choice: ReleaseChoice) => void) | undefined;
}) {
  if (file.findings.length === 0) return <p className={styles.muted}>{t.noFindings}</p>;
  return (
    <ul className={styles.findings} aria-label={t.findings(file.name)}>
      {file.findings.map((finding, index) => {
        const label = disclosureFindingLabels[finding.code];
        const key = `${finding.code}-${finding.column ?? ''}-${index}`;
        if (choice && onChoice) {
          return (
            <li key={key} className={styles.finding}>
              <Checkbox
                label={t.acknowledge(label, whereOf(finding))}
                helpText={finding.message}
                checked={choice.acknowledged.has(finding.code)}
                onCheckedChange={(checked) => {
                  const acknowledged = new Set(choice.acknowledged);
                  if (checked === true) acknowledged.add(finding.code);
                  else acknowledged.delete(finding.code);
                  onChoice({ ...choice, acknowledged });
                }}
              />
            </li>
          );
        }
        return (
          <li key={key} className={styles.finding}>
            <span className={styles.findingHead}>
              <strong>{label}</strong>
              <span className={styles.muted}>{whereOf(finding)}</span>
            </span>
            <span>{finding.message}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The exact text that leaves or would leave: a CSV as a small table (`<5` as it is), other text as it is. */
function ExactText({ file }: { file: ReleasedFile & { text: string } }) {
  const name = file.status === 'HELD' ? t.heldText(file.name) : t.csvCaption(file.name);
  const [header, ...body] = isCsv(file.name) ? parseCsv(file.text) : [];
  if (!header) {
    return (
      <pre
        className={styles.fileText}
        // Scrollable, so reachable by keyboard and named.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={file.status === 'HELD' ? name : t.textOf(file.name)}
      >
        {file.text}
      </pre>
    );
  }
  return (
    // Focusable: a table wider than the dialog scrolls, by keyboard too (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.csvScroller} tabIndex={0} role="group" aria-label={name}>
      <table className={styles.csvTable}>
        <caption className={visuallyHidden}>{name}</caption>
        <thead>
          <tr>
            {header.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface ReleasedFileViewProps {
  file: ReleasedFile;
  /** For a held file the admin may release: the choice so far, and how it changes. */
  choice?: ReleaseChoice | undefined;
  onChoice?: ((choice: ReleaseChoice) => void) | undefined;
}

/**
 * One result file as the admin reviews it: its name and status (검사 통과, or 검사 안 됨(병원 보관)),
 * size and shape, what the node hid or found (which column, how many rows, the node's sentence), and
 * the exact text that leaves or would leave, or why the node could not give it. A held file the admin
 * may release carries a 반출 choice and a checkbox per finding.
 */
export function ReleasedFileView({ file, choice, onChoice }: ReleasedFileViewProps) {
  const shape =
    file.columns.length > 0
      ? t.shape(file.rows === null ? null : formatNumber(file.rows), formatNumber(file.columns.length))
      : null;
  return (
    <section className={styles.releasedFile} aria-label={file.name} data-status={file.status}>
      <div className={styles.fileHeader}>
        <h4 className={styles.fileName}>{file.name}</h4>
        <FileStatusBadge status={file.status} labels={t.statuses} />
      </div>
      <p className={styles.muted}>
        {[
          t.fileSize(formatFileSize(file.size)),
          shape,
          file.status === 'CHECKED' && file.format === 'SUMMARISED_RESULT'
            ? file.suppressedCells > 0
              ? t.suppressed(formatNumber(file.suppressedCells))
              : t.noSuppressed
            : null,
        ]
          .filter((part) => part !== null)
          .join(' · ')}
      </p>
      <p className={styles.note}>{noteOf(file)}</p>
      {file.status === 'HELD' || file.findings.length > 0 ? (
        <Findings file={file} choice={choice} onChoice={onChoice} />
      ) : null}
      {file.fetchError ? (
        <div role="alert" className={styles.fetchError}>
          <p className={styles.note}>{t.fetchError}</p>
          <p className={styles.note}>{file.fetchError}</p>
        </div>
      ) : null}
      {choice && onChoice ? (
        <Checkbox
          label={t.release(file.name)}
          helpText={t.releaseHelp}
          checked={choice.release}
          onCheckedChange={(checked) => onChoice({ ...choice, release: checked === true })}
        />
      ) : null}
      {file.text !== null ? (
        <ExactText file={{ ...file, text: file.text }} />
      ) : file.status === 'REFUSED' || file.fetchError ? null : (
        <p className={styles.muted}>{t.unviewable}</p>
      )}
    </section>
  );
}
