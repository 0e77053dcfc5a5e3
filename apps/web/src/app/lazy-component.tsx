import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Loaded<Props> = { component: ComponentType<Props> } | { error: unknown };

let takingOver = false;

/**
 * Runs the render that takes a landing page's prerendered markup over (main.tsx). The lazy
 * components it meets show their fallback, as the markup does, even when their code has come: each
 * is then drawn in a task of its own, not all in the takeover's one long task (Lighthouse's
 * blocking time).
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
 * A component whose code is in a chunk of its own, fetched when it first mounts and shown as
 * `fallback` (nothing, unless said) until it has come: dialogs and sections a screen offers but does
 * not open at once, and parts of a first view kept out of its first script for their size (the side
 * menu's projects, the announcement popup, the app's hosts). Once the code has come, later mounts
 * draw it at once. A chunk that fails to load is thrown from the render, to the page's error boundary.
 *
 * Unlike `React.lazy` it never suspends. main.tsx takes a landing page over by rendering onto its
 * prerendered nodes, keeping those that match, and a render that suspended there would leave the
 * markup's nodes of that part beside the ones drawn once it loads. The prerendered markup shows the
 * fallback (no effect runs there), and so does the render that takes it over (`takeOverWith`).
 *
 * `load` names the module's export: `() => import('./x').then((m) => m.X)`.
 */
export function lazyComponent<Props extends object>(
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

  function LazyComponent(props: Props) {
    const [part, setPart] = useState(() => (takingOver ? undefined : loaded));
    useEffect(() => {
      if (part) return;
      let mounted = true;
      let drawing: ReturnType<typeof setTimeout> | undefined;
      // Drawn in a task of its own: apart from the render that mounted it, and from the others.
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
  return LazyComponent;
}
