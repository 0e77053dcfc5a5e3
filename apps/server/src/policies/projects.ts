import { and, eq } from 'drizzle-orm';
import {
  MAX_RECORD_ID,
  projectMessages as t,
  projectPermissions,
  type InvitationState,
  type ProjectAccess,
  type ProjectNeed,
  type ProjectPermission,
  type ProjectRole,
  type UserPriv,
} from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { projectMembers } from '../db/schema.js';

// Who is in a project and what they may do there (domain.md "Projects and invitations"). The route
// guard, the services and the demo seed ask these; the web app's mocks mirror them.

/** A member row as the rules see it. */
export interface MembershipRow {
  state: InvitationState;
  role: ProjectRole;
  permissions: readonly ProjectPermission[];
}

/** A set of permissions without repeats, in the contract's order. */
export const orderedPermissions = (list: readonly ProjectPermission[]): ProjectPermission[] =>
  projectPermissions.filter((permission) => list.includes(permission));

/** The caller's access from their row: a manager holds every permission, a member what was granted. */
export const accessOf = (row: MembershipRow): ProjectAccess => ({
  state: row.state,
  role: row.role,
  permissions: row.role === 'MANAGER' ? [...projectPermissions] : orderedPermissions(row.permissions),
});

/** Whether an access admits a call: accepted members only, then the role or permission it needs. */
export function mayDo(access: ProjectAccess | null | undefined, need?: ProjectNeed): boolean {
  if (access?.state !== 'ACCEPTED') return false;
  if (need === undefined || access.role === 'MANAGER') return true;
  return need !== 'MANAGER' && access.permissions.includes(need);
}

/**
 * The user's access to the project, or null when they have no row there. Asked on every project call,
 * so kept in the read cache; any write clears it (cache/write-watch.ts), a membership change included.
 */
export function projectAccessOf(
  db: Database,
  projectId: number,
  userId: number,
): Promise<ProjectAccess | null> {
  // An id past the integer column's range names no project (and must not reach PostgreSQL).
  if (projectId < 1 || projectId > MAX_RECORD_ID) return Promise.resolve(null);
  return cached(db, `project-access:${projectId}:${userId}`, async () => {
    const [row] = await db
      .select({
        state: projectMembers.state,
        role: projectMembers.role,
        permissions: projectMembers.permissions,
      })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    return row ? accessOf(row) : null;
  });
}

// ── Creating ──────────────────────────────────────────────────────────────────────────────────────

const CREATORS: readonly UserPriv[] = ['NORMAL', 'ORG_ADMIN', 'MASTER'];

/** Why a user may not create a project, or null when they may (verified users only). */
export function creatorRefusal(priv: UserPriv): string | null {
  if (CREATORS.includes(priv)) return null;
  return priv === 'USER_WITHOUT_EMAIL' ? t.creatorNeedsEmail : t.creatorNotAllowed;
}

// ── Inviting ──────────────────────────────────────────────────────────────────────────────────────

const isVerified = (priv: UserPriv) => priv !== 'USER_WITHOUT_EMAIL' && priv !== 'PUBLIC';

/**
 * Why a project may not invite a user now, or null when it may: verified users who are neither in it,
 * nor waiting, nor chose never to be invited again. One who declined (REJECTED) may be asked again.
 */
export function invitationRefusal(priv: UserPriv, state: InvitationState | null): string | null {
  if (!isVerified(priv)) return t.inviteeUnverified;
  switch (state) {
    case 'ACCEPTED':
      return t.alreadyMember;
    case 'PENDING':
      return t.alreadyInvited;
    case 'NEVER':
      return t.inviteeRefused;
    default:
      return null;
  }
}

export const isInvitable = (priv: UserPriv, state: InvitationState | null): boolean =>
  invitationRefusal(priv, state) === null;

// ── Managers ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Whether a change would leave the project without an accepted manager (refused: domain.md, the last
 * manager cannot leave). `next` is the member's role after the change, null when they go.
 */
export const removesLastManager = (
  member: Pick<MembershipRow, 'state' | 'role'>,
  next: ProjectRole | null,
  acceptedManagers: number,
): boolean =>
  member.state === 'ACCEPTED' && member.role === 'MANAGER' && next !== 'MANAGER' && acceptedManagers <= 1;
