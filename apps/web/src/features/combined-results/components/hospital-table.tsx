import { Fragment, type ReactNode } from 'react';
import type { CombinedTotal } from '@cdmnet/api';
import { visuallyHidden } from '@cdmnet/ui';
import { combinedResultsCopy as t } from '../messages.ko';
import * as styles from '../combined-results.css';
import { Total, Value } from './cells';

export interface TableHospital {
  executionId: number;
  orgName: string;
  cdmName: string;
}

export interface TableRow {
  id: string;
  /** The row's key cells, in the order of `keyHeads`. */
  keys: ReactNode[];
  /** Per hospital, per value column: the cell as sent, or null without such a row. */
  values: (string | null)[][];
  /** Per total column. */
  totals: (CombinedTotal | null)[];
}

export interface HospitalTableProps {
  file: string;
  /** The next table is on its way: this one stays, marked busy. */
  busy: boolean;
  legendId: string;
  keyHeads: string[];
  /** The value columns under each hospital; one unnamed (null) column needs no second header row. */
  valueHeads: (string | null)[];
  totalHeads: (string | null)[];
  hospitals: TableHospital[];
  rows: TableRow[];
}

/**
 * One file across the hospitals: the row's key, one column group per hospital (organisation and CDM),
 * then 합계. Scrolls sideways in its own named, focusable region, so a 390 px screen keeps its width.
 */
export function HospitalTable(props: HospitalTableProps) {
  const { file, busy, legendId, keyHeads, valueHeads, totalHeads, hospitals, rows } = props;
  const single = valueHeads.length === 1 && valueHeads[0] === null && totalHeads.length === 1;
  const width = keyHeads.length + hospitals.length * valueHeads.length + totalHeads.length;
  const groups = [
    ...hospitals.map((h) => ({
      id: `h${h.executionId}`,
      name: h.orgName,
      cdm: h.cdmName,
      span: valueHeads.length,
    })),
    { id: 'total', name: t.total, cdm: null, span: totalHeads.length },
  ];
  const start = (c: number, base: string) => (c === 0 ? `${base} ${styles.groupStart}` : base);
  return (
    <div
      role="region"
      aria-label={t.region(file)}
      aria-busy={busy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={styles.scroller}
    >
      <table className={styles.table} aria-describedby={legendId}>
        <caption className={visuallyHidden}>{t.caption(file)}</caption>
        <thead>
          <tr>
            {keyHeads.map((name) => (
              <th key={name} scope="col" rowSpan={single ? 1 : 2} className={styles.headCell}>
                {name}
              </th>
            ))}
            {groups.map((group) =>
              group.span === 0 ? null : (
                <th
                  key={group.id}
                  scope={single ? 'col' : 'colgroup'}
                  colSpan={group.span}
                  className={styles.groupCell}
                >
                  <span className={styles.groupName}>{group.name}</span>
                  {group.cdm ? (
                    <>
                      {' '}
                      <span className={styles.groupCdm}>{group.cdm}</span>
                    </>
                  ) : null}
                </th>
              ),
            )}
          </tr>
          {single ? null : (
            <tr>
              {hospitals.map((h) => (
                <Fragment key={h.executionId}>
                  {valueHeads.map((name, c) => (
                    <th key={`${name}-${c}`} scope="col" className={start(c, styles.countHeadCell)}>
                      {name}
                    </th>
                  ))}
                </Fragment>
              ))}
              {totalHeads.map((name, c) => (
                <th key={`total-${name}-${c}`} scope="col" className={start(c, styles.countHeadCell)}>
                  {name}
                </th>
              ))}
            </tr>
          )}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={width} className={styles.keyCell}>
                {t.noRows}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {row.keys.map((cell, k) => (
                  <th key={k} scope="row" className={styles.keyCell}>
                    {cell}
                  </th>
                ))}
                {hospitals.map((h, i) =>
                  valueHeads.map((name, c) => (
                    <td key={`${h.executionId}-${c}`} className={start(c, styles.countCell)}>
                      <Value cell={row.values[i]?.[c] ?? null} />
                    </td>
                  )),
                )}
                {totalHeads.map((name, c) => (
                  <td key={`total-${c}`} className={start(c, styles.totalCell)}>
                    <Total total={row.totals[c] ?? null} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
