/**
 * A story's baseline, relative to its project's folder: `ui-dialog--size-small` is
 * `ui-dialog/size-small.png`, one folder per component or screen. (Vitest would fold the id's `--`
 * into `-` anyway.)
 */
export const baselineName = (storyId: string) => storyId.replace('--', '/');
