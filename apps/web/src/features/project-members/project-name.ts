/**
 * The project's name as the tab bar hands it over in navigation state (spec §2 item 6: the members
 * tab receives the project name), read as `{ projectName: string }`; anything else is no name.
 */
export function projectNameFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('projectName' in state)) return undefined;
  const { projectName } = state;
  return typeof projectName === 'string' && projectName !== '' ? projectName : undefined;
}
