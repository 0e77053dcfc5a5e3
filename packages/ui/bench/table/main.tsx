// The DataTable bench page: the network organisations table of spec §2 (screen 3) with 10,000 rows,
// and `window.__bench`, which run.mjs drives. Every figure is taken inside the page with
// performance.now(): from just before an action to the first moment after the frame that shows
// its result has been painted.
import { DataTable, lightThemeClass } from '@cdmnet/ui';
import type { DataTableColumn } from '@cdmnet/ui';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './bench.css';
import { CdmSelect, Logo, patientCount, RequestButton, RfzBadges } from './cells';
import { generateOrganizations } from './data';
import type { NetworkOrganization } from './data';

const ROW_COUNT = 10_000;

export interface Timing {
  /** Action → end of the frame that painted it (rAF, then a task after the frame). */
  paint: number;
  /** Action → the next frame's rAF (double-rAF): one frame later than `paint` at most. */
  nextFrame: number;
  /** Action → the action's own JavaScript done (React's render and commit included). */
  script: number;
}

/** Resolves after the next frame has been painted. */
function afterPaint(): Promise<{ paint: number; nextFrame: number }> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const paint = performance.now();
        requestAnimationFrame(() => resolve({ paint, nextFrame: performance.now() }));
      };
      channel.port2.postMessage(null);
    });
  });
}

async function measure(action: () => void, done: () => boolean = () => true): Promise<Timing> {
  const start = performance.now();
  action();
  // React flushes a discrete event's update in a microtask queued by the handler: this one runs after it.
  const script = await new Promise<number>((resolve) =>
    queueMicrotask(() => resolve(performance.now() - start)),
  );
  let frame = await afterPaint();
  // A result that needs more than one frame (it should not) is waited for, and counted.
  for (let i = 0; i < 120 && !done(); i++) frame = await afterPaint();
  if (!done()) throw new Error('the expected result never showed');
  return { paint: frame.paint - start, nextFrame: frame.nextFrame - start, script };
}

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

// Data generation is part of the measured first paint.
const marks: Record<string, number> = { moduleStart: performance.now() };
const organizations = generateOrganizations(ROW_COUNT);
marks['dataDone'] = performance.now();

// `?sortAtOnce=<header>`: sort by that column in the task that saw the first rows painted, before
// any idle time could prepare its order (the cold first sort).
const sortAtOnce = new URLSearchParams(location.search).get('sortAtOnce');
let atOnce: Promise<Timing & { ariaSort: string | null }> | undefined;

let resolveFirstRows: (time: number) => void = () => {};
const firstRows = new Promise<number>((resolve) => {
  resolveFirstRows = resolve;
});

const bodyRows = () =>
  document.querySelectorAll<HTMLTableRowElement>('[data-scroller] tbody tr[aria-rowindex]');

function App() {
  marks['appRender'] ??= performance.now();
  useEffect(() => {
    marks['effect'] = performance.now();
    void (async () => {
      let frame = await afterPaint();
      while (bodyRows().length === 0) frame = await afterPaint();
      resolveFirstRows(frame.paint);
      if (sortAtOnce) atOnce = bench.sort(sortAtOnce);
    })();
  }, []);
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

// ——— what run.mjs calls ———

const searchBox = () => document.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
const scroller = () => document.querySelector<HTMLElement>('[data-scroller]') as HTMLElement;
const table = () => scroller().querySelector('table') as HTMLTableElement;
const rowCount = () => Number(table().getAttribute('aria-rowcount') ?? 1) - 1;

/** What React hears when a user types, pastes or deletes: the value changes, then `input`. */
function input(value: string, inputType: string, data: string | null) {
  const box = searchBox();
  // Through the prototype's setter, as the browser does: React's value tracker then sees the change.
  Reflect.set(HTMLInputElement.prototype, 'value', value, box);
  box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data }));
}

const sortButton = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('thead button')].find(
    (button) => button.textContent?.trim() === label,
  ) as HTMLButtonElement;

/** Rows whose name contains the query, counted the slow obvious way, to check the table. */
const expectedMatches = (query: string) =>
  organizations.filter((org) => org.name.toLowerCase().includes(query)).length;

const bench = {
  firstRows: () => firstRows,
  sortedAtOnce: () => firstRows.then(() => atOnce),
  rowCount,
  sort: (label: string) => {
    const header = sortButton(label).closest('th') as HTMLTableCellElement;
    const before = header.getAttribute('aria-sort');
    return measure(
      () => sortButton(label).click(),
      () => header.getAttribute('aria-sort') !== before,
    ).then((timing) => ({ ...timing, ariaSort: header.getAttribute('aria-sort'), first: firstRowName() }));
  },
  type: (char: string) => {
    const next = searchBox().value + char;
    const expected = expectedMatches(next);
    return measure(
      () => input(next, 'insertText', char),
      () => rowCount() === expected,
    );
  },
  paste: (text: string) => {
    const expected = expectedMatches(text);
    return measure(
      () => input(text, 'insertFromPaste', text),
      () => rowCount() === expected,
    );
  },
  clear: () =>
    measure(
      () => input('', 'deleteContentBackward', null),
      () => rowCount() === ROW_COUNT,
    ),
  scrollToEnd: () =>
    measure(
      () => {
        const element = scroller();
        element.scrollTop = element.scrollHeight;
      },
      () => scroller().querySelector(`tr[aria-rowindex="${ROW_COUNT + 1}"]`) !== null,
    ),
  /** Empty frames: what the paint detection alone costs. */
  idle: () => measure(() => {}),
  visibleRows: () => bodyRows().length,
  marks: () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { ...marks, responseEnd: nav.responseEnd, domInteractive: nav.domInteractive };
  },
};

const firstRowName = () => bodyRows()[0]?.cells[2]?.textContent ?? '';

declare global {
  interface Window {
    __bench: typeof bench;
  }
}

window.__bench = bench;
