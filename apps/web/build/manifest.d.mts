export interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, Chunk>;
/** `dist/.vite/manifest.json`, or an error that says to build first. */
export declare function readManifest(dist: string): Manifest;
/** The key of the app's entry (index.html). */
export declare function entryKey(manifest: Manifest): string;
/** The chunk and every chunk it imports statically: what loads with it. */
export declare function closure(manifest: Manifest, key: string, into?: Set<string>): Set<string>;
