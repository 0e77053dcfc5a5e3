import { useId } from 'react';
import { splitLevels, type ColumnsTable, type CombinedResult, type SummarisedTable } from '@cdmnet/api';
import { combinedResultsCopy as t } from '../messages.ko';
import * as styles from '../combined-results.css';
import { Legend } from './cells';
import { HospitalTable, type TableHospital, type TableRow } from './hospital-table';

/** `sex: Female · age_group: 40 to 64`, or 전체 for omopgenerics' `overall`. */
export function levelsText(names: string, levels: string): string {
  if (names === 'overall' || names === '') return t.overall;
  const values = splitLevels(levels);
  return splitLevels(names)
    .map((name, i) => `${name}: ${values[i] ?? ''}`)
    .join(' · ');
}

const variableText = (name: string, level: string) => (level === '' ? name : `${name} · ${level}`);

/** A summarised_result file: group, strata, variable and estimate, one value per hospital, 합계. */
function summarisedParts(table: SummarisedTable) {
  const additional = table.rows.some((row) => row.additionalName !== 'overall' && row.additionalName !== '');
  const keyHeads = [t.group, t.strata, t.variable, t.estimate, ...(additional ? [t.additional] : [])];
  const rows: TableRow[] = table.rows.map((row, r) => ({
    id: String(r),
    keys: [
      levelsText(row.groupName, row.groupLevel),
      levelsText(row.strataName, row.strataLevel),
      variableText(row.variableName, row.variableLevel),
      row.estimateName,
      ...(additional ? [levelsText(row.additionalName, row.additionalLevel)] : []),
    ],
    values: row.values.map((value) => [value]),
    totals: [row.total],
  }));
  return {
    keyHeads,
    valueHeads: [null],
    totalHeads: [null],
    rows,
    recomputed: table.rows.some((row) => row.total?.how === 'FROM_COUNTS'),
    notAdded: table.rows.some((row) => row.total === null),
  };
}

/** Any other CSV: its key columns, its value columns per hospital, 합계 of the summed ones. */
function columnsParts(table: ColumnsTable) {
  const summed = table.valueColumns.flatMap((column, c) => (column.summed ? [c] : []));
  const rows: TableRow[] = table.rows.map((row, r) => ({
    id: String(r),
    // A file without key columns has no row names: its rows are numbered instead.
    keys: table.keyColumns.length > 0 ? row.key : [String(r + 1)],
    values: row.values,
    totals: summed.map((c) => row.totals[c] ?? null),
  }));
  return {
    keyHeads: table.keyColumns.length > 0 ? table.keyColumns : [t.row],
    valueHeads: table.valueColumns.map((column) => column.name),
    totalHeads: summed.map((c) => table.valueColumns[c]!.name),
    rows,
    recomputed: false,
    notAdded: false,
  };
}

export interface CombinedTableProps {
  view: CombinedResult & { file: string; table: NonNullable<CombinedResult['table']> };
  busy: boolean;
}

/** The chosen file across the hospitals whose copy was added, then how to read its signs. */
export function CombinedTable({ view, busy }: CombinedTableProps) {
  const legendId = useId();
  const parts =
    view.table.format === 'SUMMARISED_RESULT' ? summarisedParts(view.table) : columnsParts(view.table);
  const hospitals: TableHospital[] = view.sources.flatMap((id) => {
    const h = view.hospitals.find((x) => x.executionId === id);
    return h ? [{ executionId: id, orgName: h.orgName, cdmName: h.cdmName }] : [];
  });
  return (
    <div className={styles.stack}>
      {parts.totalHeads.length === 0 ? <p className={styles.notice}>{t.noSummed}</p> : null}
      <HospitalTable file={view.file} busy={busy} legendId={legendId} hospitals={hospitals} {...parts} />
      <Legend id={legendId} recomputed={parts.recomputed} notAdded={parts.notAdded} />
    </div>
  );
}
