import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { announcementsQueries, type AnnouncementSummary } from '@cdmnet/api';
import {
  Badge,
  Button,
  Card,
  DataTable,
  formatDateShort,
  LinkButton,
  PageHeader,
  type DataTableColumn,
} from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import * as styles from '../announcements.css';
import { announcementMessages } from '../messages.ko';
import { useContentWriter } from '../../../app/use-content-writer';

const t = announcementMessages;
const none: AnnouncementSummary[] = [];

const columns: DataTableColumn<AnnouncementSummary>[] = [
  {
    id: 'title',
    header: t.list.title,
    accessor: (row) => row.title,
    searchable: true,
    cell: ({ row }) => (
      <span className={styles.titleCell}>
        <LinkButton asChild>
          <Link to={`/announcement/${row.id}`}>{row.title}</Link>
        </LinkButton>
        {row.popup ? (
          <Badge tone="info" variant="subtle">
            {t.list.popupBadge}
          </Badge>
        ) : null}
      </span>
    ),
  },
  {
    id: 'author',
    header: t.list.author,
    accessor: (row) => row.authorName ?? t.view.unknownAuthor,
    searchable: true,
    width: '10rem',
  },
  {
    id: 'createdAt',
    header: t.list.createdAt,
    accessor: (row) => row.createdAt,
    cell: ({ row }) => formatDateShort(row.createdAt),
    sortable: true,
    width: '8rem',
  },
];

/** `/announcement`: every announcement for every signed-in user; masters also see 등록. */
export function AnnouncementListPage() {
  useDocumentTitle(t.pageTitle);
  const list = useQuery(announcementsQueries.list());
  const { canWrite } = useContentWriter();
  const register = canWrite ? (
    <Button asChild>
      <Link to="/announcement/create">{t.register}</Link>
    </Button>
  ) : null;

  return (
    <section className={styles.page}>
      <PageHeader title={t.pageTitle} description={t.description} actions={register} />
      <Card padding="none">
        <DataTable
          aria-label={t.list.tableLabel}
          data={list.data ?? none}
          columns={columns}
          getRowId={(row) => String(row.id)}
          searchPlaceholder={t.list.searchPlaceholder}
          rowsPerPage={20}
          loading={list.isPending}
          error={list.isError ? t.list.loadFailed : undefined}
          onRetry={() => void list.refetch()}
          emptyMessage={canWrite ? t.list.empty : t.list.emptyForReaders}
          emptyAction={register}
        />
      </Card>
    </section>
  );
}
