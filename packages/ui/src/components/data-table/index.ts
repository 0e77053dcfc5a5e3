export { DataTable, dataTableDefaultHeight } from './data-table';
export { dataTableAligns } from './data-table.types';
export type {
  DataTableAlign,
  DataTableCellContext,
  DataTableColumn,
  DataTableColumnFilter,
  DataTableFilterOption,
  DataTableFilterRenderProps,
  DataTableProps,
  DataTableSort,
  DataTableValue,
} from './data-table.types';
export { dataTableMessagesKo } from './messages.ko';
export type { DataTableMessages } from './messages.ko';
