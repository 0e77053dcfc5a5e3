import type { Rolldown } from 'vite';
/**
 * `output.codeSplitting.groups` for the landing pages' first loads, from the chunks of a first,
 * unwritten build of the same app; `root` is the app's folder, where pages.mjs's keys start.
 */
export declare function landingGroups(
  output: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[],
  root: string,
): Rolldown.CodeSplittingGroup[];
