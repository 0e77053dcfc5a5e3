import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Loaded<Props> = { component: ComponentType<Props> } | { error: unknown };

let takingOver = false;

/**
 * Runs the render that takes a page's prerendered markup over (main.tsx). The first-view parts it
 * meets show their fallback, as the markup does, even when their chunk has come: each is then drawn
 * in a task of its own, not all in the takeover's one long task (Lighthouse's blocking time).
 */
export function takeOverWith(render: () => void): void {
  takingOver = true;
  try {
    render();
  } finally {
    takingOver = false;
  }
}

/**
 * A part of a page's first view whose code is in a chunk of its own, kept out of the first script for
 * its size (the side menu's projects, the announcement popup, the app's hosts…): it shows `fallback`
 * until the chunk has come, then the part.
 *
 * Unlike `React.lazy` it never suspends. main.tsx takes a members' page over by rendering onto its
 * prerendered nodes (keeping those that match), and a render that suspended there would leave the
 * markup's nodes of that part beside the ones drawn once it loads. The chunk is fetched when the part
 * first mounts, as a lazy's is: fetched earlier, as the page's modules run, its evaluation and its
 * drawing joined the long tasks before the login form answered (Lighthouse's phone: /login's
 * blocking time 0.2 → 0.5 s). The prerendered markup shows the fallback (no effect runs there), and
 * so does the render that takes it over (`takeOverWith`). A chunk that fails to load is thrown from
 * the render, to the page's error boundary, as a lazy's is.
 *
 * `load` names the module's export: `() => import('./x').then((m) => m.X)`.
 */
export function lazyInFirstView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  let loaded: Loaded<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = { component }),
      (error: unknown) => (loaded = { error }),
    ));

  function FirstViewPart(props: Props) {
    const [part, setPart] = useState(() => (takingOver ? undefined : loaded));
    useEffect(() => {
      if (part) return;
      let mounted = true;
      let drawing: ReturnType<typeof setTimeout> | undefined;
      // Drawn in a task of its own: apart from the render that mounted it, and from the other parts.
      void loadOnce().then(() => {
        if (mounted) drawing = setTimeout(() => setPart(loaded));
      });
      return () => {
        mounted = false;
        clearTimeout(drawing);
      };
    }, [part]);
    if (!part) return fallback;
    if ('error' in part) throw part.error;
    return <part.component {...props} />;
  }
  return FirstViewPart;
}
