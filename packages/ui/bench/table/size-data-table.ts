// The DataTable's own weight: every export of its folder, with react/react-dom external (its
// dependencies included: the kit's Button and MultiSelect, Radix Popover for the filters).
import * as dataTable from '../../src/components/data-table/index.ts';

const everything: Record<string, unknown> = { ...dataTable };
(globalThis as { __dataTableExports?: string[] }).__dataTableExports = Object.keys(everything).map(
  (name) => `${name}:${typeof everything[name]}`,
);
