// The DataTable bench page: the network organisations table of spec §2 (screen 3) with 10,000 rows,
// and `window.__bench`, which run.mjs drives. Every figure is taken inside the page with
// performance.now(): from just before an action to the first moment after the frame that shows
// its result has been painted.
import { DataTable, lightThemeClass } from '@cdmnet/ui';
import type { DataTableColumn } from '@cdmnet/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { installBench, marks, useFirstRowsMark } from './page-api';
import './bench.css';
import { CdmSelect, Logo, patientCount, RequestButton, RfzBadges } from './cells';
import { generateOrganizations } from './data';
import type { NetworkOrganization } from './data';

const ROW_COUNT = 10_000;

const columns: DataTableColumn<NetworkOrganization>[] = [
  { id: 'logo', header: '로고', width: '4.5rem', cell: ({ row }) => <Logo org={row} /> },
  {
    id: 'rfz',
    header: 'RFZ',
    width: '7rem',
    accessor: (org) => org.rfzLevel,
    sortable: true,
    cell: ({ row }) => <RfzBadges level={row.rfzLevel} />,
  },
  { id: 'name', header: '기관명', accessor: (org) => org.name, sortable: true, searchable: true },
  { id: 'cdm', header: 'CDM', width: '12rem', cell: ({ row }) => <CdmSelect org={row} /> },
  {
    id: 'patients',
    header: '환자 수',
    width: '9rem',
    align: 'end',
    accessor: (org) => org.cdm?.patientCount ?? null,
    sortable: true,
    cell: ({ value }) => patientCount(value),
  },
  { id: 'period', header: '기간', width: '14rem', accessor: (org) => org.cdm?.period ?? '' },
  {
    id: 'request',
    header: '등록 요청',
    width: '7rem',
    align: 'center',
    cell: () => <RequestButton />,
  },
];

const organizations = generateOrganizations(ROW_COUNT);
marks['dataDone'] = performance.now();

function App() {
  useFirstRowsMark();
  return (
    <main className="page">
      <DataTable
        title="기관 목록"
        data={organizations}
        columns={columns}
        getRowId={(org) => String(org.id)}
        virtualRowHeight={60}
        viewportOffset="12rem"
        toolbar={<button type="button">등록</button>}
      />
    </main>
  );
}

document.documentElement.classList.add(lightThemeClass);
document.documentElement.lang = 'ko';
// Mounted synchronously, as an app whose first screen is this table would: the rows are in the DOM
// before the browser's first frame, which then paints them.
const root = createRoot(document.getElementById('root') as HTMLElement);
flushSync(() => root.render(<App />));

installBench(organizations);
