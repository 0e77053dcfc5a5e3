import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button, Card, DataTable, PageHeader, type DataTableColumn } from '@cdmnet/ui';
import { useContentWriter } from '../use-content-writer';
import { useDocumentTitle } from '../use-document-title';
import type { ContentListMessages } from './content-messages';
import * as styles from './content.css';

// One empty array for every render while loading, so the table sees no change.
const none: never[] = [];

export interface ContentListPageProps<Row extends { id: number }, Key extends QueryKey> {
  messages: ContentListMessages;
  /** The feature's list query. */
  query: UseQueryOptions<Row[], Error, Row[], Key>;
  columns: DataTableColumn<Row>[];
  /** Where 등록 leads; shown to writers only. */
  createPath: string;
}

/**
 * A content list page (announcements, resources): every item for every signed-in user, searchable,
 * 20 a page, with its loading, failed and empty states; writers also see 등록 in the header and,
 * while nothing is posted, in the empty state.
 */
export function ContentListPage<Row extends { id: number }, Key extends QueryKey>({
  messages: t,
  query,
  columns,
  createPath,
}: ContentListPageProps<Row, Key>) {
  useDocumentTitle(t.pageTitle);
  const list = useQuery(query);
  const { canWrite } = useContentWriter();
  const register = canWrite ? (
    <Button asChild>
      <Link to={createPath}>{t.register}</Link>
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
