import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isTakingOver } from './take-over';

type Loaded<Props> = { component: ComponentType<Props> } | { error: unknown };

/**
 * A component whose code is in a chunk of its own, fetched when it first mounts and shown as
 * `fallback` (nothing, unless said) until it has come: dialogs and sections a screen offers but does
 * not open at once, and parts of a first view kept out of its first script for their size (the side
 * menu's projects, the announcement popup, the app's hosts). Once the code has come, later mounts
 * draw it at once. A chunk that fails to load is thrown from the render, to the page's error boundary.
 *
 * Unlike `React.lazy` it never suspends. main.tsx hydrates a landing page's prerendered markup, which
 * shows the fallback (no effect runs there); until the takeover is over, the part shows its fallback
 * too, as hydration needs (app/take-over.tsx), and is drawn a moment later in place of it.
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
    const [part, setPart] = useState(() => (isTakingOver() ? undefined : loaded));
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
