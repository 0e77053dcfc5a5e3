import { useMemo, useState } from 'react';
import { formatNumber, Select, visuallyHidden, type DataTableColumn } from '@cdmnet/ui';
import { executionCopy } from '../messages.ko';
import type { TidyRow, TidyTable } from '../summarised';
import * as styles from '../executions.css';
import { BarChart } from './bar-chart';
import { ResultTable } from './result-table';

const t = executionCopy.tidy;
const v = executionCopy.viewer;

/** A visible estimate as researchers read it: counts with separators, percentages with their sign. */
function shown(row: TidyRow): string {
  if (row.type === 'integer' && /^-?\d+$/.test(row.value)) return formatNumber(Number(row.value));
  if (row.type === 'percentage' && row.value !== '') return `${row.value}%`;
  return row.value;
}

/** A hidden value is marked (hatched, as the chart's bars are) and said, not only coloured. */
function ValueCell({ row }: { row: TidyRow }) {
  if (!row.hidden) return <>{shown(row)}</>;
  return (
    <span className={styles.hiddenValue} data-hidden="">
      {row.value}
      <span className={visuallyHidden}> {v.hiddenShort(row.value)}</span>
    </span>
  );
}

const columns: DataTableColumn<TidyRow>[] = [
  { id: 'group', header: t.group, accessor: (row) => row.group ?? t.overall },
  { id: 'strata', header: t.strata, accessor: (row) => row.strata ?? t.overall },
  { id: 'variable', header: t.variable, accessor: (row) => row.variable },
  { id: 'level', header: t.level, accessor: (row) => row.level ?? t.none },
  { id: 'estimate', header: t.estimate, accessor: (row) => row.estimate },
  {
    id: 'value',
    header: t.value,
    accessor: (row) => row.value,
    cell: ({ row }) => <ValueCell row={row} />,
    align: 'end',
  },
];

/**
 * A summarised_result file as a tidy table (group / strata / variable / level / estimate / value), its
 * hidden values marked and explained, and the counts of one variable across its levels as bars (the
 * researcher picks which, when there are several).
 */
export function SummarisedView({ name, table }: { name: string; table: TidyTable }) {
  const [chartKey, setChartKey] = useState(table.charts[0]?.key ?? '');
  const chart = table.charts.find((c) => c.key === chartKey) ?? table.charts[0];
  const options = useMemo(
    () => table.charts.map((c) => ({ value: c.key, label: t.chartOption(c.variable, c.group, c.strata) })),
    [table.charts],
  );
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t.format}</p>
      {table.charts.length > 1 ? (
        <div className={styles.chartPick}>
          <Select label={t.chartPick} options={options} value={chart?.key} onValueChange={setChartKey} />
        </div>
      ) : null}
      {chart ? (
        <BarChart title={t.chartTitle(chart.variable, chart.group, chart.strata)} bars={chart.bars} />
      ) : null}
      <ResultTable
        title={t.table(name)}
        rows={table.rows}
        columns={columns}
        summary={
          <span className={styles.muted}>
            {t.rows(table.rows.length)}
            {table.hiddenCount > 0 ? ` · ${t.hidden(table.hiddenCount)}` : ''}
          </span>
        }
      />
      {table.hiddenCount > 0 ? <p className={styles.muted}>{t.hiddenHelp(table.hiddenOther)}</p> : null}
    </div>
  );
}
