import { useMemo, useState } from 'react';
import { downloadAnalysisPackage, flTypeLabels, type AnalysisVersion } from '@cdmnet/api';
import {
  BreakableText,
  Button,
  DataTable,
  type DataTableColumn,
  formatFileSize,
  formatTimestamp,
  PopoverContent,
  PopoverRoot,
  PopoverTrigger,
  visuallyHidden,
} from '@cdmnet/ui';
import { shortChecksum } from '../analysis-format';
import { analysisCopy } from '../messages.ko';
import { saveFile } from '../../../app/save-file';
import * as styles from '../analyses.css';

const t = analysisCopy.versions;

/** The start of the checksum; the whole value opens beside it, to read or select. */
function Checksum({ checksum }: { checksum: string }) {
  const short = shortChecksum(checksum);
  return (
    <PopoverRoot>
      <PopoverTrigger asChild>
        <Button size="sm" variant="ghost">
          <span className={styles.checksum} aria-hidden="true">
            {short}
          </span>
          <span className={visuallyHidden}>{t.checksumOf(short)}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent title={t.checksumTitle} showCloseButton>
        <code className={styles.checksumFull}>{checksum}</code>
      </PopoverContent>
    </PopoverRoot>
  );
}

interface ColumnOptions {
  fl: boolean;
  busy: ReadonlySet<number>;
  onDownload: (version: AnalysisVersion) => void;
}

function columns({ fl, busy, onDownload }: ColumnOptions): DataTableColumn<AnalysisVersion>[] {
  return [
    {
      id: 'version',
      header: t.version,
      accessor: (v) => v.version,
      cell: ({ row }) => analysisCopy.version(row.version),
      width: '4.5rem',
    },
    ...(fl
      ? [
          {
            id: 'flType',
            header: t.kind,
            accessor: (v: AnalysisVersion) => (v.flType ? flTypeLabels[v.flType] : ''),
            width: '10rem',
          },
        ]
      : []),
    {
      id: 'fileName',
      header: t.fileName,
      accessor: (v) => v.fileName,
      cell: ({ row }) => <BreakableText>{row.fileName}</BreakableText>,
      width: '12rem',
    },
    {
      id: 'size',
      header: t.size,
      accessor: (v) => v.size,
      cell: ({ row }) => formatFileSize(row.size),
      width: '5.5rem',
      align: 'end',
    },
    {
      id: 'checksum',
      header: t.checksum,
      cell: ({ row }) => <Checksum checksum={row.checksum} />,
      width: '10rem',
    },
    {
      id: 'uploader',
      header: t.uploader,
      accessor: (v) => v.uploadedByName ?? t.noUploader,
      width: '7rem',
    },
    {
      id: 'createdAt',
      header: t.uploadedAt,
      accessor: (v) => v.createdAt,
      cell: ({ row }) => formatTimestamp(row.createdAt),
      width: '10.5rem',
    },
    {
      id: 'download',
      header: t.download,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t.downloadOf(row.version, row.fileName)}
          loading={busy.has(row.version)}
          onClick={() => onDownload(row)}
        >
          {t.download}
        </Button>
      ),
      width: '7rem',
    },
  ];
}

export interface VersionsTableProps {
  projectId: number;
  analysisId: number;
  /** Newest first, as the server gives them. */
  versions: readonly AnalysisVersion[];
  /** A federated-learning analysis: each version says which half of the package it is. */
  fl: boolean;
  /** The caller may upload: the empty table says where. */
  mayEdit: boolean;
}

/**
 * Every package version, newest first: version, file, size, checksum (the start shown, the whole on
 * demand), who uploaded it and when, and a download each. The file comes through the API client (a
 * JSON reply is an error and toasted, spec §8), then goes to the browser's download.
 */
export function VersionsTable({ projectId, analysisId, versions, fl, mayEdit }: VersionsTableProps) {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const tableColumns = useMemo(() => {
    const download = async (version: AnalysisVersion) => {
      setBusy((current) => new Set(current).add(version.version));
      try {
        const { blob, fileName } = await downloadAnalysisPackage(projectId, analysisId, version.version);
        saveFile(blob, fileName ?? version.fileName);
      } catch {
        // The client has already said why in a toast; the button stays for another try.
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(version.version);
          return next;
        });
      }
    };
    return columns({ fl, busy, onDownload: (version) => void download(version) });
  }, [projectId, analysisId, fl, busy]);

  return (
    <DataTable
      title={t.title}
      titleLevel={4}
      data={versions}
      columns={tableColumns}
      getRowId={(v) => String(v.version)}
      emptyMessage={mayEdit ? t.emptyEditor : t.empty}
      search={false}
      height="auto"
    />
  );
}
