import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { contactQueries, isApiError, ResultCode, usersQueries, type ContactMessage } from '@cdmnet/api';
import { Button, DataTable, EmptyState, PageHeader, formatTimestamp, type DataTableColumn } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ContactMessageDialog, StatusBadge } from '../components/contact-message-dialog';
import { contactCopy } from '../messages.ko';
import * as styles from '../components/contact.css';
import { emailColumn } from '../../../app/components/email-column';

const t = contactCopy.inbox;

const statusLabel = (message: ContactMessage) => (message.handledAt ? t.handled : t.pending);

function columns(view: (message: ContactMessage) => void): DataTableColumn<ContactMessage>[] {
  return [
    {
      id: 'createdAt',
      header: t.receivedAt,
      accessor: (m) => m.createdAt,
      cell: ({ row }) => formatTimestamp(row.createdAt),
      sortable: true,
      width: '10rem',
    },
    { id: 'name', header: t.name, accessor: (m) => m.name, searchable: true, width: '7rem' },
    emailColumn(t.email),
    {
      id: 'organization',
      header: t.organization,
      accessor: (m) => m.organization || t.noOrganization,
    },
    { id: 'subject', header: t.subject, accessor: (m) => m.subject, searchable: true },
    {
      id: 'status',
      header: t.status,
      accessor: statusLabel,
      cell: ({ row }) => <StatusBadge message={row} />,
      filter: true,
      width: '7rem',
    },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => (
        <Button size="sm" variant="secondary" aria-label={t.view(row.subject)} onClick={() => view(row)}>
          {t.viewShort}
        </Button>
      ),
      width: '5rem',
      align: 'center',
    },
  ];
}

/** /master/inquiries: the contact form's messages for platform admins; anyone else is told no. */
export function ContactInboxPage() {
  useDocumentTitle(t.pageTitle);
  const profile = useQuery(usersQueries.profile());
  const isMaster = profile.data?.priv === 'MASTER';
  const inbox = useQuery({ ...contactQueries.inbox(), enabled: isMaster });
  const [openId, setOpenId] = useState<number>();
  const tableColumns = useMemo(() => columns((message) => setOpenId(message.id)), []);
  const forbidden =
    (profile.isSuccess && !isMaster) ||
    (isApiError(inbox.error) && inbox.error.code === ResultCode.FORBIDDEN);

  if (forbidden) {
    return (
      <section className={styles.inbox}>
        <PageHeader title={t.heading} />
        <EmptyState role="alert" icon={null} message={t.forbidden} description={t.forbiddenHelp} />
      </section>
    );
  }

  const failed = profile.isError || inbox.isError;
  return (
    <section className={styles.inbox}>
      <PageHeader title={t.heading} description={t.description} />
      <DataTable
        title={t.tableTitle}
        data={inbox.data ?? []}
        columns={tableColumns}
        getRowId={(m) => String(m.id)}
        searchPlaceholder={t.search}
        defaultSort={{ id: 'createdAt', desc: true }}
        loading={!failed && (profile.isPending || inbox.isPending)}
        error={failed ? t.loadFailed : undefined}
        onRetry={() => void (profile.isError ? profile.refetch() : inbox.refetch())}
        emptyMessage={t.empty}
        viewportOffset="18rem"
      />
      <ContactMessageDialog
        message={inbox.data?.find((m) => m.id === openId)}
        onClose={() => setOpenId(undefined)}
      />
    </section>
  );
}
