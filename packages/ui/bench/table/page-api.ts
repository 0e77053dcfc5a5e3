// What both table bench pages (this kit's and apps/web/bench/network-table) put on `window.__bench` for
// their run.mjs to drive, and how they time it: every figure is taken inside the page with
// performance.now(), from just before an action to the end of the frame that shows its result.
import { useEffect } from 'react';

export interface Timing {
  /** Action → end of the frame that painted it (rAF, then a task after the frame). */
  paint: number;
  /** Action → the next frame's rAF (double-rAF): one frame later than `paint` at most. */
  nextFrame: number;
  /** Action → the action's own JavaScript done (React's render and commit included). */
  script: number;
}

/** Page milestones (ms since navigation), reported with the figures. Data generation is measured. */
export const marks: Record<string, number> = { moduleStart: performance.now() };

/**
 * Resolves after the next frame has been painted, saying whether `shown` held when that frame began:
 * it is checked in the frame's requestAnimationFrame callback, after which the browser styles, lays
 * out and paints what the DOM holds, with no task in between. Checking only after the paint would
 * count a frame that painted the scrolled-away rows while a render was still queued as a task.
 */
export function afterPaint(
  shown: () => boolean = () => true,
): Promise<{ paint: number; nextFrame: number; painted: boolean }> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const painted = shown();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const paint = performance.now();
        requestAnimationFrame(() => resolve({ paint, nextFrame: performance.now(), painted }));
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
  let frame = await afterPaint(done);
  // A result that needs more than one frame (it should not) is waited for, and counted.
  for (let i = 0; i < 120 && !frame.painted; i++) frame = await afterPaint(done);
  if (!frame.painted) throw new Error('the expected result never showed');
  return { paint: frame.paint - start, nextFrame: frame.nextFrame - start, script };
}

const bodyRows = () =>
  document.querySelectorAll<HTMLTableRowElement>('[data-scroller] tbody tr[aria-rowindex]');
const searchBox = () => document.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
const scroller = () => document.querySelector<HTMLElement>('[data-scroller]') as HTMLElement;
const table = () => scroller().querySelector('table') as HTMLTableElement;
const rowCount = () => Number(table().getAttribute('aria-rowcount') ?? 1) - 1;
const firstRowName = () => bodyRows()[0]?.cells[2]?.textContent ?? '';

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

let resolveFirstRows: (time: number) => void = () => {};
const firstRows = new Promise<number>((resolve) => {
  resolveFirstRows = resolve;
});

// `?sortAtOnce=<header>`: sort by that column in the task that saw the first rows painted, before
// any idle time could prepare its order (the cold first sort).
const sortAtOnce = new URLSearchParams(location.search).get('sortAtOnce');
let atOnce: Promise<Timing & { ariaSort: string | null }> | undefined;

function sort(label: string) {
  const header = sortButton(label).closest('th') as HTMLTableCellElement;
  const before = header.getAttribute('aria-sort');
  return measure(
    () => sortButton(label).click(),
    () => header.getAttribute('aria-sort') !== before,
  ).then((timing) => ({ ...timing, ariaSort: header.getAttribute('aria-sort'), first: firstRowName() }));
}

/** In the page's root component: marks its first render and the frame that first paints rows. */
export function useFirstRowsMark() {
  marks['appRender'] ??= performance.now();
  useEffect(() => {
    marks['effect'] = performance.now();
    void (async () => {
      const rowsShown = () => bodyRows().length > 0;
      let frame = await afterPaint(rowsShown);
      while (!frame.painted) frame = await afterPaint(rowsShown);
      resolveFirstRows(frame.paint);
      if (sortAtOnce) atOnce = sort(sortAtOnce);
    })();
  }, []);
}

/** The API run.mjs drives, over the page's rows (the names check the filter's result). */
export function installBench(organizations: readonly { name: string }[]) {
  const all = organizations.length;
  const expectedMatches = (query: string) =>
    organizations.filter((org) => org.name.toLowerCase().includes(query)).length;
  const bench = {
    firstRows: () => firstRows,
    sortedAtOnce: () => firstRows.then(() => atOnce),
    rowCount,
    sort,
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
        () => rowCount() === all,
      ),
    scrollToEnd: () =>
      measure(
        () => {
          const element = scroller();
          element.scrollTop = element.scrollHeight;
        },
        () => scroller().querySelector(`tr[aria-rowindex="${all + 1}"]`) !== null,
      ),
    /** Empty frames: what the paint detection alone costs. */
    idle: () => measure(() => {}),
    visibleRows: () => bodyRows().length,
    marks: () => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { ...marks, responseEnd: nav.responseEnd, domInteractive: nav.domInteractive };
    },
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
}
