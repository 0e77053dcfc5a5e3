import { resultRequestKindLabels, type ResultRequest } from '@cdmnet/api';
import type { DataTableColumn } from '@cdmnet/ui';
import { ResultKindCell } from './result-kind-cell';
import { orgAdminCopy } from '../messages.ko';

const c = orgAdminCopy.results;

/**
 * What a result request is about, in the waiting table and the history alike: the analysis, the CDM
 * it ran on, and what was asked (with how a delivery would leave).
 */
export const resultRequestColumns: readonly DataTableColumn<ResultRequest>[] = [
  { id: 'analysis', header: c.analysis, accessor: (r) => r.analysisName, searchable: true, width: '13rem' },
  { id: 'cdm', header: c.cdm, accessor: (r) => r.cdmName, width: '8rem' },
  {
    id: 'kind',
    header: c.kind,
    accessor: (r) => resultRequestKindLabels[r.kind],
    cell: ({ row }) => <ResultKindCell request={row} />,
    width: '9rem',
  },
];
