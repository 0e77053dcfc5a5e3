import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Loaded<Props> = { component: ComponentType<Props> } | { error: unknown };

/**
 * A part of a page's first view whose code is in a chunk of its own, kept out of the first script for
 * its size (the side menu's projects, the announcement popup, the app's hosts…): it shows `fallback`
 * until the chunk has come, then the part.
 *
 * Unlike `React.lazy` it never suspends. main.tsx takes a members' page over by rendering onto its
 * prerendered nodes (keeping those that match), and a render that suspended there would leave the
 * markup's nodes of that part beside the ones drawn once it loads. The chunk is fetched as soon as
 * the module that draws the part runs, so it has usually come by the first render. The prerendered
 * markup (`import.meta.env.SSR`) always shows the fallback, as a first render before the chunk would.
 * A chunk that fails to load is thrown from the render, to the page's error boundary, as a lazy's is.
 *
 * `load` names the module's export: `() => import('./x').then((m) => m.X)`.
 */
export function lazyInFirstView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  let loaded: Loaded<Props> | undefined;
  const loading: Promise<unknown> = import.meta.env.SSR
    ? new Promise(() => {})
    : load().then(
        (component) => (loaded = { component }),
        (error: unknown) => (loaded = { error }),
      );

  function FirstViewPart(props: Props) {
    const [part, setPart] = useState(() => loaded);
    useEffect(() => {
      if (part) return;
      let mounted = true;
      void loading.then(() => mounted && setPart(loaded));
      return () => {
        mounted = false;
      };
    }, [part]);
    if (!part) return fallback;
    if ('error' in part) throw part.error;
    return <part.component {...props} />;
  }
  return FirstViewPart;
}
