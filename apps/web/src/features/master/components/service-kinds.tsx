import { useMutation } from '@tanstack/react-query';
import { masterMutations, type AnalysisEngine, type AtlasEntry, type CdmEntry } from '@cdmnet/api';
import {
  BreakableText,
  Button,
  confirm,
  formatDateFull,
  formatDateLong,
  formatNumber,
  type DataTableColumn,
} from '@cdmnet/ui';
import { ExternalLinkButton } from '../../../app/external-link/external-link';
import { atlasLinkHref, engineConsoleHref } from '../external-links';
import { masterCopy } from '../messages.ko';
import { EngineStatusBadge } from './engine-status-badge';
import { LazyAtlasDialog, LazyCdmDialog, LazyEngineDialog } from './service-dialogs';
import type { ServiceKind } from './service-table';
import * as styles from '../master.css';

// The three services of the 서비스 설정 tab (spec §2 item 1), each as ServiceTable's descriptor.

const t = masterCopy.service;

/** An address or a host: searchable, set in the monospace face, broken only where it may be. */
function addressColumn<Entry>(
  id: string,
  header: string,
  of: (entry: Entry) => string,
): DataTableColumn<Entry> {
  return {
    id,
    header,
    accessor: of,
    searchable: true,
    cell: ({ row }) => <BreakableText className={styles.address}>{of(row)}</BreakableText>,
  };
}

/** The engine that serves an ATLAS or a CDM. */
function engineIdColumn<Entry extends { engineId: number | null }>(): DataTableColumn<Entry> {
  return {
    id: 'engineId',
    header: t.engineId,
    accessor: (e) => e.engineId ?? t.notChecked,
    width: '6.5rem',
    align: 'center',
  };
}

/** Opens the service's own page in a new tab; warns where there is no link (ux.md). */
function linkColumn<Entry extends { name: string }>(
  href: (entry: Entry) => string | null,
  label: (name: string) => string,
): DataTableColumn<Entry> {
  return {
    id: 'link',
    header: t.link,
    cell: ({ row }) => <ExternalLinkButton href={href(row)} label={label(row.name)} />,
    width: '4.5rem',
    align: 'center',
  };
}

export const engineKind: ServiceKind<AnalysisEngine> = {
  copy: t.engines,
  columns: [
    addressColumn('address', t.address, (e) => e.engineAddress),
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
    linkColumn((e) => engineConsoleHref(e.engineAddress), t.engines.openConsole),
  ],
  check: masterMutations.checkEngine,
  remove: masterMutations.deleteEngine,
  Dialog: LazyEngineDialog,
};

export const atlasKind: ServiceKind<AtlasEntry> = {
  copy: t.atlas,
  columns: [
    addressColumn('address', t.address, (a) => a.atlasAddress),
    engineIdColumn(),
    { id: 'version', header: t.version, accessor: (a) => a.version || t.notChecked, width: '8rem' },
    linkColumn((a) => atlasLinkHref(a.atlasHref), t.atlas.open),
  ],
  check: masterMutations.checkAtlas,
  remove: masterMutations.deleteAtlas,
  Dialog: LazyAtlasDialog,
  Toolbar: AtlasRestarts,
};

const hostOf = (cdm: CdmEntry) => `${cdm.host}:${cdm.port}/${cdm.database}`;

/** The CDM's figures as last read (at its last check, or by the demo seed); `-` while none are known. */
const versionsOf = (cdm: CdmEntry) =>
  cdm.version ? t.cdm.versions(cdm.version, cdm.vocabularyVersion || t.notChecked) : t.notChecked;
const periodOf = (cdm: CdmEntry) =>
  cdm.periodStart && cdm.periodEnd
    ? t.cdm.period(formatDateFull(cdm.periodStart), formatDateFull(cdm.periodEnd))
    : t.notChecked;

export const cdmKind: ServiceKind<CdmEntry> = {
  copy: t.cdm,
  columns: [
    addressColumn('host', t.host, hostOf),
    engineIdColumn(),
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
  ],
  check: masterMutations.checkCdm,
  remove: masterMutations.deleteCdm,
  Dialog: LazyCdmDialog,
};

/** ATLAS's own toolbar: the engine host restarts ATLAS or its data quality dashboard. */
function AtlasRestarts({ orgId, loading }: { orgId: number; loading: boolean }) {
  const restart = useMutation(masterMutations.restartAtlas(orgId));
  const restarting = restart.isPending ? restart.variables : undefined;
  // The server's reply (done, or why it cannot) toasts by itself.
  const ask = (isDqm: boolean) =>
    void confirm({
      message: isDqm ? t.atlas.confirmRestartDqm : t.atlas.confirmRestartAtlas,
      acceptLabel: t.atlas.restart,
      onAccept: () => restart.mutateAsync(isDqm).catch(() => undefined),
    });
  return (
    <>
      {[false, true].map((isDqm) => (
        <Button
          key={String(isDqm)}
          size="sm"
          variant="secondary"
          loading={restarting === isDqm}
          disabled={loading || restart.isPending}
          onClick={() => ask(isDqm)}
        >
          {isDqm ? t.atlas.restartDqm : t.atlas.restartAtlas}
        </Button>
      ))}
    </>
  );
}
