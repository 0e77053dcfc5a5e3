import { useMemo, type ReactNode } from 'react';
import type { NetworkCdm, NetworkOrganization } from '@cdmnet/api';
import { DataTable, formatDateFull, formatNumber, type DataTableColumn } from '@cdmnet/ui';
import { RfzLevelBadges } from '../../../app/components/rfz-level-badges';
import { networkCopy } from '../messages.ko';
import * as styles from '../network.css';
import { CdmSelect } from './cdm-select';
import { MembershipButton } from './membership-button';
import { OrgLogo } from '../../../app/components/org-logo';
import { NETWORK_ROW_HEIGHT } from './row-height';

const t = networkCopy.organizations;

/** How many RFZ badges a level shows (E, EV, EVD read left to right): the order of the RFZ column. */
const rfzRank = (level: string) => {
  let rank = 0;
  while (rank < 3 && level[rank] === 'EVD'[rank]) rank++;
  return rank;
};

const noInfo = () => <span className={styles.muted}>{networkCopy.noInfo}</span>;

function period(cdm: NetworkCdm | null): ReactNode {
  const start = formatDateFull(cdm?.periodStart);
  const end = formatDateFull(cdm?.periodEnd);
  return start && end ? t.periodRange(start, end) : noInfo();
}

const rowId = (org: NetworkOrganization) => String(org.id);

export interface OrganizationsTableProps {
  organizations: readonly NetworkOrganization[];
  /** Another CDM chosen in a row's dropdown. Keep it stable (the columns are built on it). */
  onSelectCdm: (org: NetworkOrganization, cdm: NetworkCdm) => void;
  /** The row's 신청 button. Keep it stable too. */
  onRequest: (org: NetworkOrganization) => void;
  loading?: boolean | undefined;
  /** The failed load's message, with 다시 시도 when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: (() => void) | undefined;
  /** Height of the scrolling area as `calc(100vh - offset)`. Default `18rem`. */
  viewportOffset?: string | undefined;
  /** A last column (the page's star column); the table itself needs no server. */
  trailingColumn?: DataTableColumn<NetworkOrganization> | undefined;
  /** Beside the search (the page's 즐겨찾기만 switch). */
  toolbar?: ReactNode;
  /** Replaces the empty message (a filter that leaves nothing says so). */
  emptyMessage?: ReactNode;
}

/**
 * The network organisations table (spec §2 screen 3): logo, RFZ badges, name, the CDM shown and its
 * figures, and the 가입 신청 button. Data in, callbacks out, so it mounts without a server (the bench
 * in apps/web/bench/network-table does, with 10,000 rows).
 */
export function OrganizationsTable({
  organizations,
  onSelectCdm,
  onRequest,
  loading,
  error,
  onRetry,
  viewportOffset = '18rem',
  trailingColumn,
  toolbar,
  emptyMessage = t.empty,
}: OrganizationsTableProps) {
  const columns = useMemo<DataTableColumn<NetworkOrganization>[]>(
    () => [
      {
        id: 'logo',
        header: t.logo,
        width: '4.5rem',
        cell: ({ row }) => <OrgLogo key={row.id} name={row.name} logoImageId={row.logoImageId} />,
      },
      {
        id: 'rfz',
        header: t.rfz,
        width: '8rem',
        accessor: (org) => org.rfzLevel,
        sortValue: (org) => rfzRank(org.rfzLevel),
        sortable: true,
        cell: ({ row }) => <RfzLevelBadges level={row.rfzLevel} />,
      },
      {
        id: 'name',
        header: t.name,
        accessor: (org) => org.name,
        sortable: true,
        searchable: true,
        card: 'title',
        cell: ({ row }) => <span className={styles.clamp}>{row.name}</span>,
      },
      {
        id: 'cdm',
        header: t.cdm,
        width: '12rem',
        cell: ({ row }) => <CdmSelect org={row} onSelect={onSelectCdm} />,
      },
      {
        id: 'patients',
        header: t.patients,
        width: '9.5rem',
        align: 'end',
        accessor: (org) => org.cdm?.patientCount ?? null,
        sortable: true,
        cell: ({ row }) => (row.cdm ? formatNumber(row.cdm.patientCount, t.patientUnit) : noInfo()),
      },
      { id: 'period', header: t.period, width: '14rem', cell: ({ row }) => period(row.cdm) },
      {
        id: 'request',
        header: t.request,
        width: '8.5rem',
        align: 'center',
        card: 'actions',
        cell: ({ row }) => <MembershipButton org={row} onRequest={onRequest} />,
      },
      ...(trailingColumn ? [trailingColumn] : []),
    ],
    [onSelectCdm, onRequest, trailingColumn],
  );

  return (
    <DataTable
      title={t.tableTitle}
      data={organizations}
      columns={columns}
      getRowId={rowId}
      searchPlaceholder={t.search}
      virtualRowHeight={NETWORK_ROW_HEIGHT}
      viewportOffset={viewportOffset}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyMessage={emptyMessage}
      toolbar={toolbar}
    />
  );
}
