export { DataTable, dataTableDefaultHeight } from './data-table';
export { dataTableAligns, dataTableCardPlaces } from './data-table.types';
export type {
  DataTableAlign,
  DataTableCardPlace,
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
