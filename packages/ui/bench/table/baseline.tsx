// The floor of the first-paint figure on this machine: the same data and the same first rows, with
// the same cells, in a plain React <table> without the DataTable (no toolbar, search, sorting,
// virtualizer or table library).
import { lightThemeClass } from '@cdmnet/ui';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './bench.css';
import { CdmSelect, Logo, patientCount, RequestButton, RfzBadges } from './cells';
import { generateOrganizations } from './data';

const organizations = generateOrganizations(10_000);
const headers = ['로고', 'RFZ', '기관명', 'CDM', '환자 수', '기간', '등록 요청'];

let resolveFirstRows: (time: number) => void = () => {};
const firstRows = new Promise<number>((resolve) => {
  resolveFirstRows = resolve;
});

function App() {
  useEffect(() => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolveFirstRows(performance.now());
      channel.port2.postMessage(null);
    });
  }, []);
  return (
    <main className="page">
      <div style={{ height: 'calc(100vh - 12rem)', overflow: 'auto' }}>
        <table style={{ width: '100%', tableLayout: 'fixed' }}>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header}>{header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {organizations.slice(0, 14).map((org) => (
              <tr key={org.id} style={{ height: 60 }}>
                <td>
                  <Logo org={org} />
                </td>
                <td>
                  <RfzBadges level={org.rfzLevel} />
                </td>
                <td>{org.name}</td>
                <td>
                  <CdmSelect org={org} />
                </td>
                <td>{patientCount(org.cdm?.patientCount)}</td>
                <td>{org.cdm?.period}</td>
                <td>
                  <RequestButton />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}

document.documentElement.classList.add(lightThemeClass);
const root = createRoot(document.getElementById('root') as HTMLElement);
flushSync(() => root.render(<App />));

declare global {
  interface Window {
    __baseline: { firstRows: () => Promise<number> };
  }
}
window.__baseline = { firstRows: () => firstRows };
