import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { resourcesQueries, type ResourceSummary } from '@cdmnet/api';
import {
  Button,
  Card,
  DataTable,
  formatDateShort,
  LinkButton,
  PageHeader,
  type DataTableColumn,
} from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { resourceMessages } from '../messages.ko';
import * as styles from '../resources.css';
import { useContentWriter } from '../../../app/use-content-writer';

const t = resourceMessages;
const none: ResourceSummary[] = [];

const columns: DataTableColumn<ResourceSummary>[] = [
  {
    id: 'title',
    header: t.list.title,
    accessor: (row) => row.title,
    searchable: true,
    cell: ({ row }) => (
      <LinkButton asChild>
        <Link to={`/resources/${row.id}`}>{row.title}</Link>
      </LinkButton>
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
  {
    id: 'files',
    header: t.list.files,
    accessor: (row) => row.fileCount,
    cell: ({ row }) => t.list.fileCount(row.fileCount),
    sortable: true,
    align: 'end',
    width: '6rem',
  },
];

/** `/resources`: every resource for every signed-in user, with its number of attachments; masters also see 등록. */
export function ResourceListPage() {
  useDocumentTitle(t.pageTitle);
  const list = useQuery(resourcesQueries.list());
  const { canWrite } = useContentWriter();
  const register = canWrite ? (
    <Button asChild>
      <Link to="/resources/create">{t.register}</Link>
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
