import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { masterMutations, type AnalysisEngine, type CdmEntry } from '@cdmnet/api';
import { formatDateFull, formatNumber, type DataTableColumn } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import { ServiceRowActions } from './row-actions';
import { LazyCdmDialog } from './service-dialogs';
import { ServiceTable } from './service-table';
import * as styles from '../master.css';

const t = masterCopy.service;

type Editing = { key: number; cdm?: CdmEntry | undefined } | null;

const hostOf = (cdm: CdmEntry) => `${cdm.host}:${cdm.port}/${cdm.database}`;

/** The CDM's figures as last read (at its last check, or by the demo seed); `-` while none are known. */
const versionsOf = (cdm: CdmEntry) =>
  cdm.version ? t.cdm.versions(cdm.version, cdm.vocabularyVersion || t.notChecked) : t.notChecked;
const periodOf = (cdm: CdmEntry) =>
  cdm.periodStart && cdm.periodEnd
    ? t.cdm.period(formatDateFull(cdm.periodStart), formatDateFull(cdm.periodEnd))
    : t.notChecked;

export function CdmTable({
  orgId,
  cdms,
  engines,
  loading,
}: {
  orgId: number;
  cdms: readonly CdmEntry[];
  engines: readonly AnalysisEngine[];
  loading: boolean;
}) {
  const queryClient = useQueryClient();
  const check = useMutation(masterMutations.checkCdm(queryClient, orgId));
  const remove = useMutation(masterMutations.deleteCdm(queryClient, orgId));
  const [editing, setEditing] = useState<Editing>(null);
  const checkingId = check.isPending ? check.variables : undefined;

  const columns: DataTableColumn<CdmEntry>[] = [
    { id: 'id', header: t.id, accessor: (c) => c.id, sortable: true, width: '5rem' },
    { id: 'name', header: t.name, accessor: (c) => c.name, searchable: true },
    {
      id: 'host',
      header: t.host,
      accessor: hostOf,
      searchable: true,
      cell: ({ row }) => <span className={styles.address}>{hostOf(row)}</span>,
    },
    {
      id: 'engineId',
      header: t.engineId,
      accessor: (c) => c.engineId ?? t.notChecked,
      width: '6.5rem',
      align: 'center',
    },
    { id: 'version', header: t.version, accessor: versionsOf, width: '13rem' },
    {
      id: 'patients',
      header: t.patients,
      accessor: (c) => c.patientCount,
      cell: ({ row }) => (
        <span className={styles.numeric}>
          {row.version ? t.cdm.patients(formatNumber(row.patientCount)) : t.notChecked}
        </span>
      ),
      width: '8rem',
      align: 'end',
    },
    {
      id: 'period',
      header: t.period,
      accessor: periodOf,
      cell: ({ row }) => <span className={styles.nowrap}>{periodOf(row)}</span>,
      width: '13.5rem',
    },
    {
      id: 'toolkit',
      header: t.toolkit,
      cell: ({ row }) => (
        <ServiceRowActions
          name={row.name}
          checking={checkingId === row.id}
          onCheck={() => check.mutate(row.id)}
          onModify={() => setEditing({ key: Date.now(), cdm: row })}
          confirmDelete={t.cdm.confirmDelete}
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
        title={t.cdm.title}
        rows={cdms}
        columns={columns}
        loading={loading}
        emptyMessage={t.cdm.empty}
        registerLabel={t.cdm.registerLabel}
        onRegister={() => setEditing({ key: Date.now() })}
      />
      {editing ? (
        <LazyCdmDialog
          key={editing.key}
          orgId={orgId}
          engines={engines}
          cdm={editing.cdm}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
