import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { masterMutations, type AnalysisEngine, type AtlasEntry } from '@cdmnet/api';
import { Button, confirm, type DataTableColumn } from '@cdmnet/ui';
import { atlasLinkHref } from '../external-links';
import { masterCopy } from '../messages.ko';
import { ExternalLinkButton, ServiceRowActions } from './row-actions';
import { LazyAtlasDialog } from './service-dialogs';
import { ServiceTable } from './service-table';
import * as styles from '../master.css';

const t = masterCopy.service;

type Editing = { key: number; atlas?: AtlasEntry | undefined } | null;

export function AtlasTable({
  orgId,
  atlases,
  engines,
  loading,
}: {
  orgId: number;
  atlases: readonly AtlasEntry[];
  engines: readonly AnalysisEngine[];
  loading: boolean;
}) {
  const queryClient = useQueryClient();
  const check = useMutation(masterMutations.checkAtlas(queryClient, orgId));
  const remove = useMutation(masterMutations.deleteAtlas(queryClient, orgId));
  const restart = useMutation(masterMutations.restartAtlas(orgId));
  const [editing, setEditing] = useState<Editing>(null);
  const checkingId = check.isPending ? check.variables : undefined;

  // The engine host restarts it; the server's reply (done, or why it cannot) toasts by itself.
  const askRestart = (isDqm: boolean) =>
    void confirm({
      message: isDqm ? t.atlas.confirmRestartDqm : t.atlas.confirmRestartAtlas,
      acceptLabel: t.atlas.restart,
      onAccept: () => restart.mutateAsync(isDqm).catch(() => undefined),
    });
  const restarting = restart.isPending ? restart.variables : undefined;

  const columns: DataTableColumn<AtlasEntry>[] = [
    { id: 'id', header: t.id, accessor: (a) => a.id, sortable: true, width: '5rem' },
    { id: 'name', header: t.name, accessor: (a) => a.name, searchable: true },
    {
      id: 'address',
      header: t.address,
      accessor: (a) => a.atlasAddress,
      searchable: true,
      cell: ({ row }) => <span className={styles.address}>{row.atlasAddress}</span>,
    },
    {
      id: 'engineId',
      header: t.engineId,
      accessor: (a) => a.engineId ?? t.notChecked,
      width: '6.5rem',
      align: 'center',
    },
    {
      id: 'version',
      header: t.version,
      accessor: (a) => a.version || t.notChecked,
      width: '8rem',
    },
    {
      id: 'link',
      header: t.link,
      cell: ({ row }) => (
        <ExternalLinkButton href={atlasLinkHref(row.atlasHref)} label={t.atlas.open(row.name)} />
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
          onModify={() => setEditing({ key: Date.now(), atlas: row })}
          confirmDelete={t.atlas.confirmDelete}
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
        title={t.atlas.title}
        rows={atlases}
        columns={columns}
        loading={loading}
        emptyMessage={t.atlas.empty}
        registerLabel={t.atlas.registerLabel}
        onRegister={() => setEditing({ key: Date.now() })}
        toolbar={
          <>
            <Button
              size="sm"
              variant="secondary"
              loading={restarting === false}
              disabled={loading || restart.isPending}
              onClick={() => askRestart(false)}
            >
              {t.atlas.restartAtlas}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={restarting === true}
              disabled={loading || restart.isPending}
              onClick={() => askRestart(true)}
            >
              {t.atlas.restartDqm}
            </Button>
          </>
        }
      />
      {editing ? (
        <LazyAtlasDialog
          key={editing.key}
          orgId={orgId}
          engines={engines}
          atlas={editing.atlas}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
