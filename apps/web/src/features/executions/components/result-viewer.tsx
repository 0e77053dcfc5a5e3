import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { executionsQueries, isApiError, ResultCode, type ExecutionFile } from '@cdmnet/api';
import { Button, Card, type DataTableColumn, formatNumber, Skeleton, visuallyHidden } from '@cdmnet/ui';
import { isMasked, readCsv, type ColumnKind } from '../csv';
import type { ExecutionRef } from '../execution-path';
import { executionCopy } from '../messages.ko';
import * as styles from '../executions.css';
import { readSummarised } from '../summarised';
import { BarChart } from './bar-chart';
import { ResultTable } from './result-table';
import { SummarisedView } from './summarised-view';

const t = executionCopy.viewer;

const isCsv = (name: string) => /\.csv$/i.test(name);

/** A JSON file indented for reading; any other text as it is. */
function readable(name: string, text: string): string {
  if (!/\.json$/i.test(name)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function cellText(cell: string, kind: ColumnKind): string {
  if (kind !== 'count' || isMasked(cell) || cell.trim() === '') return cell;
  return formatNumber(Number(cell));
}

function columnsOf(header: readonly string[], kinds: readonly ColumnKind[]): DataTableColumn<string[]>[] {
  return header.map((name, index) => {
    const kind = kinds[index] ?? 'text';
    return {
      id: `c${index}`,
      header: name,
      accessor: (row) => row[index] ?? '',
      cell: ({ row }) => cellText(row[index] ?? '', kind),
      align: kind === 'text' ? 'start' : 'end',
    };
  });
}

/**
 * A CSV as our own table: a summarised_result file as its tidy table (summarised-view.tsx), any other
 * as it is, with a bar chart when it is one label column and one count column.
 */
function CsvView({ name, text }: { name: string; text: string }) {
  const tidy = useMemo(() => readSummarised(text), [text]);
  if (tidy) return <SummarisedView name={name} table={tidy} />;
  return <FreeCsvView name={name} text={text} />;
}

function FreeCsvView({ name, text }: { name: string; text: string }) {
  const table = useMemo(() => readCsv(text), [text]);
  const columns = useMemo(() => columnsOf(table.header, table.kinds), [table]);
  if (table.header.length === 0) return <p className={styles.muted}>{t.emptyFile}</p>;
  return (
    <div className={styles.stack}>
      {table.chart ? <BarChart title={t.chart(name)} bars={table.chart} /> : null}
      <ResultTable
        title={t.table(name)}
        rows={table.rows}
        columns={columns}
        summary={<span className={styles.muted}>{t.rows(table.rows.length)}</span>}
      />
    </div>
  );
}

export interface ResultViewerProps {
  execution: ExecutionRef;
  file: ExecutionFile;
  onClose: () => void;
}

/**
 * One result file shown in place, as the server's `view` gives it: a CSV in our table (and chart), a
 * text or JSON file as preformatted text; a type the viewer cannot show is the server's 4003, said as
 * spec §8 says it (조회가 불가능한 파일형식입니다.). Opening it brings it into view and focus.
 */
export function ResultViewer({ execution, file, onClose }: ResultViewerProps) {
  const view = useQuery(executionsQueries.view(execution, file.id));
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'nearest' });
    card.current?.focus({ preventScroll: true });
  }, [file.id]);

  let body;
  if (view.isError && !view.data) {
    body =
      isApiError(view.error) && view.error.code === ResultCode.UNVIEWABLE_FILE ? (
        <p className={styles.notice}>{view.error.message}</p>
      ) : (
        <div role="alert" className={styles.failed}>
          <p className={styles.failedText}>{t.loadFailed}</p>
          <Button size="sm" variant="secondary" onClick={() => void view.refetch()}>
            {executionCopy.retry}
          </Button>
        </div>
      );
  } else if (!view.data) {
    body = (
      <div aria-busy="true">
        <span className={visuallyHidden}>{t.loading}</span>
        <Skeleton shape="rect" height="10rem" />
      </div>
    );
  } else if (isCsv(file.name)) {
    body = <CsvView name={file.name} text={view.data.text} />;
  } else {
    body = (
      // Scrollable, so reachable by keyboard and named.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <pre tabIndex={0} role="region" aria-label={t.text(file.name)} className={styles.text}>
        {readable(file.name, view.data.text) || t.emptyFile}
      </pre>
    );
  }

  return (
    <Card
      ref={card}
      tabIndex={-1}
      title={t.title(file.name)}
      headingLevel={3}
      actions={
        <Button size="sm" variant="secondary" onClick={onClose} aria-label={t.closeOf(file.name)}>
          {t.close}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
