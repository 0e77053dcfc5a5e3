/** The mock db's announcements, resources and their files: created afresh for each story or test. */
export type ContentState = Record<never, never>;

export function createContentState(): ContentState {
  return {};
}
