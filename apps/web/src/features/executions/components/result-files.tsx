import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  downloadExecutionFile,
  downloadExecutionFiles,
  executionsQueries,
  type ExecutionFile,
} from '@cdmnet/api';
import { Button, Checkbox, DataTable, formatFileSize, type DataTableColumn } from '@cdmnet/ui';
import { saveFile } from '../../../app/save-file';
import type { ExecutionRef } from '../execution-path';
import { executionCopy } from '../messages.ko';
import * as styles from '../executions.css';
import { ResultViewer } from './result-viewer';

const t = executionCopy.files;

// The table caches on its data's identity: one empty list while loading.
const none: ExecutionFile[] = [];

interface Row {
  chosen: ReadonlySet<number>;
  busy: number | 'zip' | null;
  onChoose: (fileId: number, on: boolean) => void;
  onView: (file: ExecutionFile, button: HTMLButtonElement) => void;
  onDownload: (file: ExecutionFile) => void;
}

function columns({ chosen, busy, onChoose, onView, onDownload }: Row): DataTableColumn<ExecutionFile>[] {
  return [
    {
      id: 'select',
      header: t.select,
      cell: ({ row }) => (
        <Checkbox
          aria-label={t.selectOf(row.name)}
          checked={chosen.has(row.id)}
          onCheckedChange={(checked) => onChoose(row.id, checked === true)}
        />
      ),
      width: '4rem',
      align: 'center',
    },
    { id: 'name', header: t.name, accessor: (file) => file.name, sortable: true, width: '14rem' },
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
      cell: ({ row }) => (
        <span className={styles.rowActions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.viewOf(row.name)}
            onClick={(event) => onView(row, event.currentTarget)}
          >
            {t.view}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.downloadOf(row.name)}
            loading={busy === row.id}
            onClick={() => onDownload(row)}
          >
            {t.download}
          </Button>
        </span>
      ),
      width: '11rem',
    },
  ];
}

/**
 * The result files of an execution whose results the caller may see: name and size; 보기 opens one in
 * place (result-viewer.tsx), 내려받기 fetches one, and the chosen ones come as one zip (the server
 * checks them first). A failed download is the client's toast.
 */
export function ResultFiles({ execution }: { execution: ExecutionRef }) {
  const files = useQuery(executionsQueries.files(execution));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // The file shown in place, and the 보기 button focus goes back to when it closes.
  const [viewing, setViewing] = useState<{ file: ExecutionFile; opener: HTMLButtonElement } | null>(null);
  const [busy, setBusy] = useState<number | 'zip' | null>(null);
  const list = files.data ?? none;
  const chosenIds = list.filter((file) => chosen.has(file.id)).map((file) => file.id);

  const tableColumns = useMemo(
    () =>
      columns({
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
    [chosen, busy, execution],
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
          <Button
            size="sm"
            disabled={chosenIds.length === 0}
            loading={busy === 'zip'}
            onClick={downloadChosen}
          >
            {t.downloadSelected(chosenIds.length)}
          </Button>
        }
      />
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
