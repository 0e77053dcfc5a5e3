import { resourcesQueries, type ResourceSummary } from '@cdmnet/api';
import type { DataTableColumn } from '@cdmnet/ui';
import { contentColumns, ContentListPage } from '../../../app/content';
import { resourceMessages } from '../messages.ko';

const t = resourceMessages;

const columns: DataTableColumn<ResourceSummary>[] = [
  ...contentColumns<ResourceSummary>(t, '/resources'),
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
  return (
    <ContentListPage
      messages={t}
      query={resourcesQueries.list()}
      columns={columns}
      createPath="/resources/create"
    />
  );
}
