// The network organisations table bench page: the web app's own OrganizationsTable (kit Select, RFZ
// badges, logos, 가입 신청 buttons) with 10,000 rows, and `window.__bench`, which run.mjs drives.
// The kit's bench page API (packages/ui/bench/table/page-api.ts), so one driver measures both.
import type { NetworkCdm, NetworkOrganization } from '@cdmnet/api';
import { lightThemeClass } from '@cdmnet/ui';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// On Preact with the app's effect timing, as the built app renders (run.mjs builds it so).
import '../../src/app/preact-effects';
import { installBench, marks, useFirstRowsMark } from '../../../../packages/ui/bench/table/page-api';
import { OrganizationsTable } from '../../src/features/network/components/organizations-table';
import { generateOrganizations } from './data';

const ROW_COUNT = 10_000;

const initial = generateOrganizations(ROW_COUNT);
marks['dataDone'] = performance.now();

function App() {
  useFirstRowsMark();
  // As the page's cache does (selectNetworkCdm): a new list with only the changed organisation replaced.
  const [organizations, setOrganizations] = useState(initial);
  const onSelectCdm = useCallback(
    (org: NetworkOrganization, cdm: NetworkCdm) =>
      setOrganizations((list) => list.map((item) => (item.id === org.id ? { ...item, cdm } : item))),
    [],
  );
  const onRequest = useCallback(() => {}, []);
  return (
    <main style={{ padding: '1rem' }}>
      <OrganizationsTable
        organizations={organizations}
        onSelectCdm={onSelectCdm}
        onRequest={onRequest}
        viewportOffset="12rem"
      />
    </main>
  );
}

document.documentElement.classList.add(lightThemeClass);
document.documentElement.lang = 'ko';
// Mounted synchronously, as the kit's bench page is: the rows are in the DOM before the first frame.
const root = createRoot(document.getElementById('root') as HTMLElement);
flushSync(() => root.render(<App />));

installBench(initial);
