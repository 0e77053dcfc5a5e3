import { Fragment, useId } from 'react';
import { Link } from 'react-router-dom';
import type { CombinedResult } from '@cdmnet/api';
import { formatDateShort, formatNumber, visuallyHidden } from '@cdmnet/ui';
import { executionPath } from '../combined-results-path';
import { combinedResultsCopy as t } from '../messages.ko';
import * as styles from '../combined-results.css';

const MASKED = /^<\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A count as released: a number with ko-KR separators, anything else (a decimal's text) as it is. */
const numberText = (cell: string) => (NUMBER.test(cell.trim()) ? formatNumber(Number(cell)) : cell);

/** What a cell shows, and what it says aloud where the two differ. */
function Shown({ shown, said, className }: { shown: string; said: string; className: string }) {
  return (
    <>
      <span aria-hidden="true" className={className}>
        {shown}
      </span>
      <span className={visuallyHidden}>{said}</span>
    </>
  );
}

/** One hospital's released value: a number, `<5` as the hospital masked it, or – when it has no such row. */
function Value({ cell }: { cell: string | null }) {
  if (cell === null || cell.trim() === '')
    return <Shown shown={t.absent} said={t.absentSaid} className={styles.absent} />;
  if (MASKED.test(cell)) return <Shown shown={cell} said={t.maskedSaid} className={styles.inexact} />;
  return numberText(cell);
}

/** The sum of the known values; with a masked cell in the row it is a lower bound, `≥ N`, never a guess. */
function Total({ total, masked }: { total: number; masked: boolean }) {
  const value = formatNumber(total);
  if (!masked) return value;
  return <Shown shown={t.atLeast(value)} said={t.atLeastSaid(value)} className={styles.inexact} />;
}

export interface CombinedTableProps {
  projectId: number;
  analysisId: number;
  view: CombinedResult;
  /** The next file's table is on its way: this one stays, marked busy. */
  busy: boolean;
}

/**
 * One result file across the hospitals: its key columns, one column group per hospital (organisation
 * and CDM) with the file's count columns, then 합계; under it how to read `<5` and `≥ N`, and which
 * run of each hospital was added up (each linking to its execution's page).
 */
export function CombinedTable({ projectId, analysisId, view, busy }: CombinedTableProps) {
  const legendId = useId();
  const counts = view.countColumns.length;
  // A file of counts only has no row names: its rows are numbered instead.
  const keys = view.keyColumns.length > 0 ? view.keyColumns : [t.row];
  const groups = [
    ...view.hospitals.map((h) => ({ id: `h${h.executionId}`, name: h.orgName, cdm: h.cdmName })),
    { id: 'total', name: t.total, cdm: null },
  ];

  if (counts === 0) return <p className={styles.notice}>{t.noCounts}</p>;
  return (
    <div className={styles.stack}>
      {/* Scrollable sideways on a phone, so reachable by keyboard and named. */}
      <div
        role="region"
        aria-label={t.region(view.file)}
        aria-busy={busy}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={styles.scroller}
      >
        <table className={styles.table} aria-describedby={legendId}>
          <caption className={visuallyHidden}>{t.caption(view.file)}</caption>
          <colgroup span={keys.length} />
          {groups.map((group) => (
            <colgroup key={group.id} span={counts} />
          ))}
          <thead>
            <tr>
              {keys.map((name) => (
                <th key={name} scope="col" rowSpan={2} className={styles.headCell}>
                  {name}
                </th>
              ))}
              {groups.map((group) => (
                <th key={group.id} scope="colgroup" colSpan={counts} className={styles.groupCell}>
                  <span className={styles.groupName}>{group.name}</span>
                  {group.cdm ? (
                    <>
                      {' '}
                      <span className={styles.groupCdm}>{group.cdm}</span>
                    </>
                  ) : null}
                </th>
              ))}
            </tr>
            <tr>
              {groups.map((group) => (
                <Fragment key={group.id}>
                  {view.countColumns.map((name, c) => (
                    <th
                      key={name}
                      scope="col"
                      className={
                        c === 0 ? `${styles.countHeadCell} ${styles.groupStart}` : styles.countHeadCell
                      }
                    >
                      {name}
                    </th>
                  ))}
                </Fragment>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.length === 0 ? (
              <tr>
                <td colSpan={keys.length + groups.length * counts} className={styles.keyCell}>
                  {t.noRows}
                </td>
              </tr>
            ) : (
              view.rows.map((row, r) => (
                <tr key={JSON.stringify(row.key)}>
                  {(view.keyColumns.length > 0 ? row.key : [String(r + 1)]).map((cell, k) => (
                    <th key={k} scope="row" className={styles.keyCell}>
                      {cell}
                    </th>
                  ))}
                  {view.hospitals.map((hospital, h) =>
                    view.countColumns.map((name, c) => (
                      <td
                        key={`${hospital.executionId}-${name}`}
                        className={c === 0 ? `${styles.countCell} ${styles.groupStart}` : styles.countCell}
                      >
                        <Value cell={row.values[h]?.[c] ?? null} />
                      </td>
                    )),
                  )}
                  {view.countColumns.map((name, c) => (
                    <td
                      key={`total-${name}`}
                      className={c === 0 ? `${styles.totalCell} ${styles.groupStart}` : styles.totalCell}
                    >
                      <Total total={row.totals[c] ?? 0} masked={row.totalsMasked[c] ?? false} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <dl id={legendId} className={styles.legend} aria-label={t.legend}>
        <dt className={styles.legendTerm}>&lt;5</dt>
        <dd className={styles.legendText}>{t.legendMasked}</dd>
        <dt className={styles.legendTerm}>≥ N</dt>
        <dd className={styles.legendText}>{t.legendAtLeast}</dd>
        <dt className={styles.legendTerm}>{t.absent}</dt>
        <dd className={styles.legendText}>{t.legendAbsent}</dd>
      </dl>
      <div className={styles.sources}>
        <p className={styles.sourcesTitle}>{t.sources}</p>
        <ul className={styles.links}>
          {view.hospitals.map((h) => (
            <li key={h.executionId}>
              <Link to={executionPath(projectId, analysisId, h.executionId)} className={styles.link}>
                {t.sourceOf(h.orgName, h.cdmName, h.executionId)}
              </Link>
              {h.finishedAt ? (
                <span className={styles.muted}> ({t.finishedOn(formatDateShort(h.finishedAt))})</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
