import { BreakableText, type DataTableColumn } from '@cdmnet/ui';

/**
 * A table's e-mail column: searchable, and the address breaks after `@` and before dots
 * (`researcher@` / `demo.cdmnet.kr`) rather than wherever the column's edge falls.
 */
export function emailColumn<Row extends { email: string }>(
  header: string,
  options: Pick<DataTableColumn<Row>, 'width' | 'sortable'> = {},
): DataTableColumn<Row> {
  return {
    id: 'email',
    header,
    accessor: (row) => row.email,
    cell: ({ row }) => <BreakableText>{row.email}</BreakableText>,
    searchable: true,
    ...options,
  };
}
