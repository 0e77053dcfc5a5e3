import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { orgsQueries, type MembershipEvent, type MembershipHistoryFilter } from '@cdmnet/api';
import { DataTable, PageHeader, formatTimestamp, type DataTableColumn } from '@cdmnet/ui';
import { DayRangeFilter, filterSelect } from '../../../app/components/day-range-filter';
import { useForm } from '../../../app/forms';
import { SelectField } from '../../../app/forms/select-field';
import { useDocumentTitle } from '../../../app/use-document-title';
import { actorOf, describeEvent } from '../describe-event';
import { ALL_MEMBERS, historyFilterForm, noHistoryFilter, toHistoryFilter } from '../history-filter';
import { useOrgId } from '../org-admin-access';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.history;

const columns: DataTableColumn<MembershipEvent>[] = [
  {
    id: 'createdAt',
    header: t.at,
    accessor: (e) => e.createdAt,
    cell: ({ row }) => formatTimestamp(row.createdAt),
    sortable: true,
    width: '11rem',
  },
  { id: 'user', header: t.user, accessor: (e) => e.userName, sortable: true, width: '9rem', card: 'title' },
  { id: 'change', header: t.change, accessor: describeEvent },
  { id: 'actor', header: t.actor, accessor: actorOf, width: '9rem' },
];

/** The member (or everyone) and the days to show, sent with 조회. */
function HistoryFilterForm({
  orgId,
  onSearch,
}: {
  orgId: number;
  onSearch: (filter: MembershipHistoryFilter) => void;
}) {
  const members = useQuery(orgsQueries.members(orgId));
  const options = useMemo(
    () => [
      { value: ALL_MEMBERS, label: t.allMembers },
      ...[...(members.data ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name, 'ko'))
        .map((m) => ({ value: String(m.userId), label: m.name })),
    ],
    [members.data],
  );
  const form = useForm({ schema: historyFilterForm, defaultValues: noHistoryFilter });

  return (
    <DayRangeFilter label={t.filters} form={form} onSearch={(values) => onSearch(toHistoryFilter(values))}>
      <SelectField
        control={form.control}
        name="userId"
        label={t.member}
        options={options}
        className={filterSelect}
      />
    </DayRangeFilter>
  );
}

/** /orgadmin/{id}/member/history: every membership and permission change, newest first. */
export function MemberHistoryPage() {
  useDocumentTitle(t.pageTitle);
  const orgId = useOrgId();
  const [filter, setFilter] = useState<MembershipHistoryFilter>({});
  const history = useQuery(orgsQueries.history(orgId, filter));

  return (
    <section className={styles.page}>
      <PageHeader headingLevel={2} title={t.heading} description={t.description} />
      <HistoryFilterForm orgId={orgId} onSearch={setFilter} />
      <DataTable
        title={t.tableTitle}
        titleLevel={3}
        data={history.data ?? []}
        columns={columns}
        getRowId={(e) => String(e.id)}
        defaultSort={{ id: 'createdAt', desc: true }}
        loading={history.isPending}
        error={history.isError ? t.loadFailed : undefined}
        onRetry={() => void history.refetch()}
        emptyMessage={t.empty}
        viewportOffset="30rem"
      />
    </section>
  );
}
