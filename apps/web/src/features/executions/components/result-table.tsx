import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@cdmnet/ui';
import { executionCopy } from '../messages.ko';

const t = executionCopy.viewer;

/** Rows of a long file per page of its table. */
const ROWS_PER_PAGE = 50;

/**
 * A result file's rows in the viewer: paged, unsearched, as tall as its rows, with what the file holds
 * said above it. The free CSV and the summarised_result tidy table both show themselves this way.
 */
export function ResultTable<Row>({
  title,
  rows,
  columns,
  summary,
}: {
  title: string;
  rows: readonly Row[];
  columns: DataTableColumn<Row>[];
  summary: ReactNode;
}) {
  return (
    <DataTable
      title={title}
      titleLevel={4}
      data={rows}
      columns={columns}
      search={false}
      rowsPerPage={ROWS_PER_PAGE}
      height="auto"
      emptyMessage={t.emptyFile}
      toolbar={summary}
    />
  );
}
