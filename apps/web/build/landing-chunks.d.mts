import type { Plugin, Rolldown } from 'vite';
/**
 * `output.codeSplitting.groups` for the landing pages' first loads, from the chunks of a first,
 * unwritten build of the same app; `root` is the app's folder, where pages.mjs's keys start.
 */
export declare function landingGroups(
  output: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[],
  root: string,
): Rolldown.CodeSplittingGroup[];
/** The client build's plugin that puts V8's compile hint atop the chunks a landing page runs at once. */
export declare function compileHints(root: string): Plugin;
/** The line atop each of those chunks. */
export declare const compileHint: string;
