import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  downloadExecutionFile,
  downloadExecutionFiles,
  executionsQueries,
  resultFileStatusLabels,
  type ExecutionFile,
} from '@cdmnet/api';
import { BreakableText, Button, Checkbox, DataTable, formatFileSize, type DataTableColumn } from '@cdmnet/ui';
import { saveFile } from '../../../app/save-file';
import type { ExecutionRef } from '../execution-path';
import { executionCopy } from '../messages.ko';
import * as styles from '../executions.css';
import { FileStatusBadge } from '../../../app/components/file-status-badge';
import { isHere } from './file-status';
import { KeptFiles } from './kept-files';
import { ResultViewer } from './result-viewer';

const t = executionCopy.files;

// The table caches on its data's identity: one empty list while loading.
const none: ExecutionFile[] = [];

interface Row {
  mayDownload: boolean;
  chosen: ReadonlySet<number>;
  busy: number | 'zip' | null;
  onChoose: (fileId: number, on: boolean) => void;
  onView: (file: ExecutionFile, button: HTMLButtonElement) => void;
  onDownload: (file: ExecutionFile) => void;
}

function columns({
  mayDownload,
  chosen,
  busy,
  onChoose,
  onView,
  onDownload,
}: Row): DataTableColumn<ExecutionFile>[] {
  const select: DataTableColumn<ExecutionFile> = {
    id: 'select',
    header: t.select,
    cell: ({ row }) =>
      isHere(row) ? (
        <Checkbox
          aria-label={t.selectOf(row.name)}
          checked={chosen.has(row.id)}
          onCheckedChange={(checked) => onChoose(row.id, checked === true)}
        />
      ) : null,
    width: '4rem',
    align: 'center',
  };
  return [
    // Choosing is for a zip: only for whom may take files out.
    ...(mayDownload ? [select] : []),
    {
      id: 'name',
      header: t.name,
      accessor: (file) => file.name,
      cell: ({ row }) => <BreakableText>{row.name}</BreakableText>,
      sortable: true,
      width: '14rem',
    },
    {
      id: 'status',
      header: t.status,
      accessor: (file) => resultFileStatusLabels[file.status],
      cell: ({ row }) => <FileStatusBadge status={row.status} />,
      width: '7.5rem',
    },
    {
      id: 'shape',
      header: t.shape,
      accessor: (file) => file.rows ?? -1,
      cell: ({ row }) => (
        <span className={styles.nowrap}>
          {row.columns.length > 0 ? t.shapeOf(row.rows, row.columns.length) : t.noShape}
        </span>
      ),
      width: '8rem',
      align: 'end',
    },
    {
      id: 'size',
      header: t.size,
      accessor: (file) => file.size,
      cell: ({ row }) => <span className={styles.nowrap}>{formatFileSize(row.size)}</span>,
      sortable: true,
      width: '6rem',
      align: 'end',
    },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) =>
        isHere(row) ? (
          <span className={styles.rowActions}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t.viewOf(row.name)}
              onClick={(event) => onView(row, event.currentTarget)}
            >
              {t.view}
            </Button>
            {mayDownload ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t.downloadOf(row.name)}
                loading={busy === row.id}
                onClick={() => onDownload(row)}
              >
                {t.download}
              </Button>
            ) : null}
          </span>
        ) : null,
      width: '11rem',
    },
  ];
}

/**
 * The result files of an execution whose results the caller may see: each with its status (checked,
 * held at the hospital, released, refused), shape and size. 보기 opens a file whose bytes are here in
 * place (result-viewer.tsx). Taking files out (내려받기, the chosen ones as one zip) is offered only
 * to whom may deliver (`mayDownload`); anyone else is told why and how to ask. The files the hospital
 * kept are listed under the table with what the node found and what to do (kept-files.tsx).
 */
export function ResultFiles({ execution, mayDownload }: { execution: ExecutionRef; mayDownload: boolean }) {
  const files = useQuery(executionsQueries.files(execution));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // The file shown in place, and the 보기 button focus goes back to when it closes.
  const [viewing, setViewing] = useState<{ file: ExecutionFile; opener: HTMLButtonElement } | null>(null);
  const [busy, setBusy] = useState<number | 'zip' | null>(null);
  const list = files.data ?? none;
  const chosenIds = list.filter((file) => chosen.has(file.id) && isHere(file)).map((file) => file.id);
  const kept = list.filter((file) => !isHere(file));

  const tableColumns = useMemo(
    () =>
      columns({
        mayDownload,
        chosen,
        busy,
        onChoose: (fileId, on) =>
          setChosen((current) => {
            const next = new Set(current);
            if (on) next.add(fileId);
            else next.delete(fileId);
            return next;
          }),
        onView: (file, opener) => setViewing({ file, opener }),
        onDownload: (file) => {
          setBusy(file.id);
          downloadExecutionFile(execution, file.id)
            .then(({ blob, fileName }) => saveFile(blob, fileName ?? file.name))
            .catch(() => undefined)
            .finally(() => setBusy(null));
        },
      }),
    [mayDownload, chosen, busy, execution],
  );

  const downloadChosen = () => {
    setBusy('zip');
    downloadExecutionFiles(execution, chosenIds)
      .then(({ blob, fileName }) => saveFile(blob, fileName ?? t.zipName(execution.executionId)))
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  return (
    <div className={styles.stack}>
      {mayDownload ? null : <p className={styles.notice}>{t.viewOnly}</p>}
      <DataTable
        title={t.table}
        titleLevel={4}
        data={list}
        columns={tableColumns}
        getRowId={(file) => String(file.id)}
        search={false}
        height="auto"
        loading={files.isPending}
        loadingRowCount={3}
        error={files.isError ? t.loadFailed : undefined}
        onRetry={() => void files.refetch()}
        emptyMessage={t.empty}
        toolbar={
          mayDownload ? (
            <Button
              size="sm"
              disabled={chosenIds.length === 0}
              loading={busy === 'zip'}
              onClick={downloadChosen}
            >
              {t.downloadSelected(chosenIds.length)}
            </Button>
          ) : undefined
        }
      />
      {kept.length > 0 ? <KeptFiles files={kept} /> : null}
      {viewing ? (
        <ResultViewer
          key={viewing.file.id}
          execution={execution}
          file={viewing.file}
          onClose={() => {
            setViewing(null);
            viewing.opener.focus();
          }}
        />
      ) : null}
    </div>
  );
}
