import { Suspense, type ReactNode } from 'react';

// A landing page arrives as markup (build/prerender.mjs) and main.tsx hydrates it: the app's first
// render claims the nodes the markup already has. Done in one go, the signed-in frame (router, top
// bar and its menus, side menu, page) was one task of 40–130 ms on this machine unthrottled, which
// Lighthouse counts four times over as blocking time. So the frame's parts are taken over a task each
// (`TakeOverLater`) while the markup stays on screen, painted and styled.
//
// Until the last part is in, every part must render as the markup shows it, or hydration would keep
// the markup's attributes under what the app draws. So while the takeover lasts, lazy parts show
// their fallback (app/lazy-component.tsx) and no effect runs (app/preact-effects.ts): no query sends
// its request, so none of the member's data can arrive between two parts.

let takingOver: Promise<void> | undefined;

/** Whether a landing page's markup is being taken over (main.tsx), until its last part is in. */
export const isTakingOver = () => takingOver !== undefined;

/** Resolves in a task of its own: after the current one, and after what it queued. */
export const nextTask = () => new Promise<void>((next) => setTimeout(next));

/** Resolves once the takeover, if one is running, is over. */
export const takeoverOver = (): Promise<void> => takingOver ?? Promise.resolve();

/**
 * Runs the render that takes a landing page's markup over (main.tsx), then gives each part met on
 * the way its turn. Resolves once all are in.
 */
export async function takeOverWith(render: () => void): Promise<void> {
  let over!: () => void;
  takingOver = new Promise((resolve) => (over = resolve));
  try {
    render();
    // A part is hydrated just after its turn, in the same task; one met on the way takes a turn too.
    for (let done = 0; done < waiting.length;) {
      done = waiting.length;
      await waiting[done - 1];
      await nextTask();
    }
  } finally {
    takingOver = undefined;
    over();
  }
}

/** Removes the parts' range marks from the markup (see `Part`) once every part is in: they have served. */
export function dropPartMarks(container: HTMLElement): void {
  const marks = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (marks.nextNode())
    if (/^\/?\$s$/.test((marks.currentNode as Comment).data)) found.push(marks.currentNode);
  for (const mark of found) mark.parentNode?.removeChild(mark);
}

// The parts' turns, in the order the render met them: each resolves in a task of its own, a task
// after the one before it, so each part is hydrated alone.
const waiting: Promise<void>[] = [];

function nextTurn(): Promise<void> {
  const before = waiting[waiting.length - 1] ?? Promise.resolve();
  const turn = before.then(nextTask);
  waiting.push(turn);
  return turn;
}

const prerendering = typeof document === 'undefined';
/** The parts (their props) that have waited once: a part waits once, then renders. */
const waited = new WeakSet<object>();

function Part(props: { children: ReactNode }) {
  if ((prerendering || takingOver) && !waited.has(props)) {
    waited.add(props);
    // Prerendered (src/prerender.tsx): waiting once has preact-render-to-string mark the part's
    // markup as a range (<!--$s-->…<!--/$s-->), so that a part of several nodes is kept whole.
    // Taken over: Preact keeps the part's markup while it waits, and hydrates it on its turn.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- how a render waits (Suspense)
    throw prerendering ? Promise.resolve() : nextTurn();
  }
  return props.children;
}

/**
 * A part of a landing page's frame taken over in a task of its own, after the render that takes the
 * rest over. Anywhere else (a page reached by a link, a story, a test) it renders its children at once.
 * Its markup is on screen all along, and takes no input until every part is in (main.tsx).
 */
export function TakeOverLater({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Part>{children}</Part>
    </Suspense>
  );
}
