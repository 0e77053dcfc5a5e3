// The network organisations table bench page: the web app's own OrganizationsTable (kit Select, RFZ
// badges, logos, 가입 신청 buttons) with 10,000 rows, and `window.__bench`, which run.mjs drives.
// The same API as the kit's bench page (packages/ui/bench/table/main.tsx), so one driver measures
// both: every figure is taken inside the page with performance.now(), from just before an action to
// the end of the frame that shows its result.
import type { NetworkCdm, NetworkOrganization } from '@cdmnet/api';
import { lightThemeClass } from '@cdmnet/ui';
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { OrganizationsTable } from '../../src/features/network/components/organizations-table';
import { generateOrganizations } from './data';

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
  for (let i = 0; i < 120 && !done(); i++) frame = await afterPaint();
  if (!done()) throw new Error('the expected result never showed');
  return { paint: frame.paint - start, nextFrame: frame.nextFrame - start, script };
}

// Data generation is part of the measured first paint, as in the kit's bench.
const marks: Record<string, number> = { moduleStart: performance.now() };
const initial = generateOrganizations(ROW_COUNT);
marks['dataDone'] = performance.now();

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
  // As the page's cache does (selectNetworkCdm): a new list with only the changed organisation replaced.
  const [organizations, setOrganizations] = useState(initial);
  const onSelectCdm = useCallback(
    (org: NetworkOrganization, cdm: NetworkCdm) =>
      setOrganizations((list) => list.map((item) => (item.id === org.id ? { ...item, cdm } : item))),
    [],
  );
  const onRequest = useCallback(() => {}, []);
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

// ——— what run.mjs calls (the kit bench page's API) ———

const searchBox = () => document.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
const scroller = () => document.querySelector<HTMLElement>('[data-scroller]') as HTMLElement;
const table = () => scroller().querySelector('table') as HTMLTableElement;
const rowCount = () => Number(table().getAttribute('aria-rowcount') ?? 1) - 1;

/** What React hears when a user types, pastes or deletes: the value changes, then `input`. */
function input(value: string, inputType: string, data: string | null) {
  const box = searchBox();
  Reflect.set(HTMLInputElement.prototype, 'value', value, box);
  box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data }));
}

const sortButton = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('thead button')].find(
    (button) => button.textContent?.trim() === label,
  ) as HTMLButtonElement;

const expectedMatches = (query: string) =>
  initial.filter((org) => org.name.toLowerCase().includes(query)).length;

const firstRowName = () => bodyRows()[0]?.cells[2]?.textContent ?? '';

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

declare global {
  interface Window {
    __bench: typeof bench;
  }
}

window.__bench = bench;
