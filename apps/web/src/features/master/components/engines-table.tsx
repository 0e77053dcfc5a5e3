import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { masterMutations, type AnalysisEngine } from '@cdmnet/api';
import { formatDateLong, type DataTableColumn } from '@cdmnet/ui';
import { engineConsoleHref } from '../external-links';
import { masterCopy } from '../messages.ko';
import { EngineStatusBadge } from './engine-status-badge';
import { ExternalLinkButton, ServiceRowActions } from './row-actions';
import { LazyEngineDialog } from './service-dialogs';
import { ServiceTable } from './service-table';
import * as styles from '../master.css';

const t = masterCopy.service;

/** Which dialog is open: a fresh key per opening, so each starts from its defaults. */
type Editing = { key: number; engine?: AnalysisEngine | undefined } | null;

export function EnginesTable({
  orgId,
  engines,
  loading,
}: {
  orgId: number;
  engines: readonly AnalysisEngine[];
  loading: boolean;
}) {
  const queryClient = useQueryClient();
  const check = useMutation(masterMutations.checkEngine(queryClient, orgId));
  const remove = useMutation(masterMutations.deleteEngine(queryClient, orgId));
  const [editing, setEditing] = useState<Editing>(null);
  const checkingId = check.isPending ? check.variables : undefined;

  // Rebuilt each render (the row being checked changes); the table keeps its caches regardless.
  const columns: DataTableColumn<AnalysisEngine>[] = [
    { id: 'id', header: t.id, accessor: (e) => e.id, sortable: true, width: '5rem' },
    { id: 'name', header: t.name, accessor: (e) => e.name, searchable: true },
    {
      id: 'address',
      header: t.address,
      accessor: (e) => e.engineAddress,
      searchable: true,
      cell: ({ row }) => <span className={styles.address}>{row.engineAddress}</span>,
    },
    {
      id: 'status',
      header: t.status,
      accessor: (e) => t.statuses[e.status],
      cell: ({ row }) => <EngineStatusBadge status={row.status} />,
      width: '7rem',
    },
    {
      id: 'createdAt',
      header: t.createdAt,
      accessor: (e) => e.createdAt,
      cell: ({ row }) => <span className={styles.nowrap}>{formatDateLong(row.createdAt)}</span>,
      sortable: true,
      width: '10rem',
    },
    {
      id: 'link',
      header: t.link,
      cell: ({ row }) => (
        <ExternalLinkButton
          href={engineConsoleHref(row.engineAddress)}
          label={t.engines.openConsole(row.name)}
        />
      ),
      width: '4.5rem',
      align: 'center',
    },
    {
      id: 'toolkit',
      header: t.toolkit,
      cell: ({ row }) => (
        <ServiceRowActions
          name={row.name}
          checking={checkingId === row.id}
          onCheck={() => check.mutate(row.id)}
          onModify={() => setEditing({ key: Date.now(), engine: row })}
          confirmDelete={t.engines.confirmDelete}
          onDelete={() => remove.mutateAsync(row.id)}
        />
      ),
      width: '8.5rem',
      align: 'center',
    },
  ];

  return (
    <>
      <ServiceTable
        title={t.engines.title}
        rows={engines}
        columns={columns}
        loading={loading}
        emptyMessage={t.engines.empty}
        registerLabel={t.engines.registerLabel}
        onRegister={() => setEditing({ key: Date.now() })}
      />
      {editing ? (
        <LazyEngineDialog
          key={editing.key}
          orgId={orgId}
          engine={editing.engine}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
