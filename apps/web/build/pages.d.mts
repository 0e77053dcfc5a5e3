export interface LandingPage {
  path: string;
  /** The route modules the page is made of (build manifest keys). */
  modules: readonly string[];
  audience: 'visitors' | 'members';
  /** Parts of its first view in chunks of their own (`lazyComponent`), loaded a moment after it. */
  parts: readonly string[];
  /** False: the page's route scripts are not preloaded; the entry asks for them once it runs. */
  preload?: false;
}
export declare const landingPages: readonly LandingPage[];
/** The modules of the landing page at `path`. */
export declare function modulesOf(path: string): readonly string[];
/** The layouts' route modules: every page renders in one of them. */
export declare const publicLayout: string;
export declare const authenticatedLayout: string;
/** The layout the page module `key` (a build manifest key, `src/…`) renders in. */
export declare function layoutOf(key: string): string;
