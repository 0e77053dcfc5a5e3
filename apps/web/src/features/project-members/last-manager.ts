import type { ProjectMember } from '@cdmnet/api';

/**
 * Whether `userId` is the project's only accepted manager: the server refuses to let them go or step
 * down (its policy `removesLastManager`, domain.md: the last manager cannot leave), so the screen does
 * not offer what can only be refused. Counted from the member list the tab already holds.
 */
export function isLastManager(members: readonly ProjectMember[], userId: number): boolean {
  const managers = members.filter((m) => m.state === 'ACCEPTED' && m.role === 'MANAGER');
  return managers.length === 1 && managers[0]?.userId === userId;
}
