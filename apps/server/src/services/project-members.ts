import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  projectMessages as t,
  projectRoleLabels,
  type InvitationState,
  type ProjectInviteCandidate,
  type ProjectMember,
  type ProjectPermission,
  type ProjectRole,
  type ProjectSummary,
  type UserPriv,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { organizations, projectMembers, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import {
  accessOf,
  invitationRefusal,
  isInvitable,
  orderedPermissions,
  removesLastManager,
} from '../policies/projects.js';
import { notices, noticeSubjects } from './notices.js';
import { markNoticesDone, notifyUsers } from './notifications.js';
import { announceChange } from './live-changes.js';
import { recordProjectLog } from './project-logs.js';
import {
  lockProject,
  lockedProject,
  managerIds,
  projectSummary,
  requireManager,
  type Writer,
} from './projects.js';

// A project's members and invitations (domain.md "Projects and invitations"): one function per move,
// each in one transaction with its log row and the notification of whoever it concerns. The project's
// row is locked first (projects.ts `lockProject`), so moves on one project happen one at a time.

type Reader = Pick<Database, 'select'>;

const employer = alias(organizations, 'employer');
const inviter = alias(users, 'inviter');

/** The order the members tab shows: who is in, then who is asked, then who declined. */
const stateOrder: Record<InvitationState, number> = { ACCEPTED: 0, PENDING: 1, REJECTED: 2, NEVER: 3 };
const roleOrder: Record<ProjectRole, number> = { MANAGER: 0, MEMBER: 1 };

async function memberRows(
  db: Reader,
  projectId: number,
  filter: { userId?: number; states?: InvitationState[] } = {},
): Promise<ProjectMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      profileImageId: users.profileImageId,
      orgEmployedName: employer.name,
      role: projectMembers.role,
      state: projectMembers.state,
      permissions: projectMembers.permissions,
      invitedByName: inviter.name,
      invitedAt: projectMembers.invitedAt,
      respondedAt: projectMembers.respondedAt,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .leftJoin(employer, eq(employer.id, users.orgEmployedId))
    .leftJoin(inviter, eq(inviter.id, projectMembers.invitedBy))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        filter.userId === undefined ? undefined : eq(projectMembers.userId, filter.userId),
        filter.states ? inArray(projectMembers.state, filter.states) : undefined,
      ),
    );
  return rows
    .map((row) => ({
      ...row,
      permissions: accessOf(row).permissions,
      invitedAt: row.invitedAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
    }))
    .sort(
      (a, b) =>
        stateOrder[a.state] - stateOrder[b.state] ||
        roleOrder[a.role] - roleOrder[b.role] ||
        a.name.localeCompare(b.name, 'ko') ||
        a.userId - b.userId,
    );
}

/** One accepted member (400 when the user is not one). */
async function acceptedMember(db: Reader, projectId: number, userId: number): Promise<ProjectMember> {
  const [member] = await memberRows(db, projectId, { userId, states: ['ACCEPTED'] });
  if (!member) throw AppError.notFound(t.notMember);
  return member;
}

async function memberRow(tx: Reader, projectId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return row;
}

const whereMember = (projectId: number, userId: number) =>
  and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId));

async function acceptedManagerCount(tx: Reader, projectId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.state, 'ACCEPTED'),
        eq(projectMembers.role, 'MANAGER'),
      ),
    );
  return row?.n ?? 0;
}

async function nameOf(tx: Reader, userId: number): Promise<string> {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? '';
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────

/** Members and invitees, NEVER included: the members tab shows who declined for good. */
export const listProjectMembers = (db: Reader, projectId: number) => memberRows(db, projectId);

/** Accepted members with their permissions (managers hold them all). */
export const listProjectPermissions = (db: Reader, projectId: number) =>
  memberRows(db, projectId, { states: ['ACCEPTED'] });

export const getMemberPermissions = acceptedMember;

const invitablePrivs: UserPriv[] = ['NORMAL', 'ORG_ADMIN', 'MASTER'];
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Verified users whose name or email contains the keyword, with their state in the project. */
export async function searchInviteCandidates(
  db: Reader,
  projectId: number,
  keyword: string,
): Promise<ProjectInviteCandidate[]> {
  const pattern = likePattern(keyword);
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      profileImageId: users.profileImageId,
      orgEmployedName: employer.name,
      priv: users.priv,
      state: projectMembers.state,
    })
    .from(users)
    .leftJoin(employer, eq(employer.id, users.orgEmployedId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, users.id)),
    )
    .where(
      and(inArray(users.priv, invitablePrivs), or(ilike(users.name, pattern), ilike(users.email, pattern))),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(20);
  return rows.map(({ priv, ...row }) => ({ ...row, invitable: isInvitable(priv, row.state) }));
}

// ── Invitations ───────────────────────────────────────────────────────────────────────────────────

/**
 * A manager invites a user: PENDING, a member without permissions, until they answer. One who declined
 * may be asked again (their row goes back to PENDING); one who chose never may not.
 */
export async function inviteMember(
  db: Writer,
  actorId: number,
  projectId: number,
  inviteeId: number,
): Promise<ProjectMember> {
  return db.transaction(async (tx) => {
    const project = await lockedProject(tx, projectId);
    await requireManager(tx, projectId, actorId);
    const [invitee] = await tx
      .select({ id: users.id, priv: users.priv })
      .from(users)
      .where(eq(users.id, inviteeId));
    if (!invitee) throw AppError.notFound(t.userNotFound);
    const existing = await memberRow(tx, projectId, inviteeId);
    const refusal = invitationRefusal(invitee.priv, existing?.state ?? null);
    if (refusal !== null) throw AppError.conflict(refusal);

    const invitation = {
      role: 'MEMBER' as const,
      state: 'PENDING' as const,
      permissions: [],
      invitedBy: actorId,
      invitedAt: new Date(),
      respondedAt: null,
    };
    if (existing) {
      await tx.update(projectMembers).set(invitation).where(whereMember(projectId, inviteeId));
    } else {
      await tx.insert(projectMembers).values({ projectId, userId: inviteeId, ...invitation });
    }
    await recordProjectLog(tx, {
      projectId,
      actorId,
      action: 'MEMBER_INVITED',
      subjectId: inviteeId,
      detail: { again: existing !== undefined },
    });
    await notifyUsers(
      tx,
      [inviteeId],
      notices.invited(projectId, project.name, inviteeId, await nameOf(tx, actorId)),
    );
    await announceChange(
      tx,
      { topic: 'project-members', projectId },
      { users: [inviteeId], membersOf: projectId },
    );
    const [member] = await memberRows(tx, projectId, { userId: inviteeId });
    if (!member) throw new Error('an invitation just written was not found');
    return member;
  });
}

/** The caller's open invitation, with its project locked; 400 when there is none. */
async function openInvitation(tx: Writer, userId: number, projectId: number) {
  const project = await lockProject(tx, projectId);
  const row = project && (await memberRow(tx, projectId, userId));
  if (!project || row?.state !== 'PENDING') throw AppError.conflict(t.noInvitation);
  return project;
}

/** An invitee's answer: ACCEPTED (a member now, seeing the tabs), REJECTED, or NEVER (not again). */
type InvitationAnswer = 'ACCEPTED' | 'REJECTED' | 'NEVER';

/** Writes the caller's answer to their open invitation; the managers are told. */
async function answerInvitation(db: Writer, userId: number, projectId: number, answer: InvitationAnswer) {
  await db.transaction(async (tx) => {
    const project = await openInvitation(tx, userId, projectId);
    await tx
      .update(projectMembers)
      .set({ state: answer, respondedAt: new Date() })
      .where(whereMember(projectId, userId));
    await announceChange(
      tx,
      { topic: 'project-members', projectId },
      { users: [userId], membersOf: projectId },
    );
    const accepted = answer === 'ACCEPTED';
    await recordProjectLog(tx, {
      projectId,
      actorId: userId,
      action: accepted ? 'INVITATION_ACCEPTED' : 'INVITATION_DECLINED',
      subjectId: userId,
      ...(!accepted && { detail: { never: answer === 'NEVER' } }),
    });
    await markNoticesDone(tx, noticeSubjects.invitation(projectId, userId));
    await notifyUsers(
      tx,
      await managerIds(tx, projectId),
      notices.inviteAnswered(projectId, project.name, await nameOf(tx, userId), accepted),
    );
  });
}

/** The invitee accepts: a member now, seeing the tabs. */
export async function acceptInvitation(
  db: Writer,
  userId: number,
  projectId: number,
): Promise<ProjectSummary> {
  await answerInvitation(db, userId, projectId, 'ACCEPTED');
  return projectSummary(db, userId, projectId);
}

/** The invitee declines; with `never` that project may not invite them again. */
export async function declineInvitation(
  db: Writer,
  userId: number,
  projectId: number,
  never: boolean,
): Promise<void> {
  await answerInvitation(db, userId, projectId, never ? 'NEVER' : 'REJECTED');
}

// ── Members ───────────────────────────────────────────────────────────────────────────────────────

/**
 * A manager removes a member or withdraws an invitation (the row goes, so they may be invited again),
 * or a member leaves (their own id). A NEVER row stays: it is the user's refusal. The last accepted
 * manager cannot go. A removed member is told; one who leaves is not. Answers whether the caller left.
 */
export async function removeMember(
  db: Writer,
  actorId: number,
  projectId: number,
  userId: number,
): Promise<{ left: boolean }> {
  return db.transaction(async (tx) => {
    const project = await lockedProject(tx, projectId);
    const leaving = actorId === userId;
    const actor = await memberRow(tx, projectId, actorId);
    if (actor?.state !== 'ACCEPTED') throw AppError.forbidden();
    if (!leaving && actor.role !== 'MANAGER') throw AppError.forbidden();
    const target = leaving ? actor : await memberRow(tx, projectId, userId);
    if (!target || target.state === 'NEVER') throw AppError.notFound(t.notMember);
    if (removesLastManager(target, null, await acceptedManagerCount(tx, projectId))) {
      throw AppError.conflict(t.lastManager);
    }
    await tx.delete(projectMembers).where(whereMember(projectId, userId));
    await recordProjectLog(tx, {
      projectId,
      actorId,
      action: leaving ? 'MEMBER_LEFT' : 'MEMBER_REMOVED',
      subjectId: userId,
      detail: { state: target.state, role: target.role },
    });
    // An invitee whose invitation is withdrawn was never a member: nothing to tell them of, but the
    // invitation's notice has nothing left to answer.
    if (target.state === 'PENDING') await markNoticesDone(tx, noticeSubjects.invitation(projectId, userId));
    if (!leaving && target.state === 'ACCEPTED') {
      await notifyUsers(tx, [userId], notices.removedFromProject(project.name));
    }
    await announceChange(
      tx,
      { topic: 'project-members', projectId },
      { users: [userId], membersOf: projectId },
    );
    return { left: leaving };
  });
}

/** A manager makes an accepted member a manager or a member; the last manager stays one. */
export async function changeMemberRole(
  db: Writer,
  actorId: number,
  projectId: number,
  userId: number,
  role: ProjectRole,
): Promise<ProjectMember> {
  return db.transaction(async (tx) => {
    const project = await lockedProject(tx, projectId);
    await requireManager(tx, projectId, actorId);
    const target = await memberRow(tx, projectId, userId);
    if (target?.state !== 'ACCEPTED') throw AppError.notFound(t.notMember);
    if (target.role !== role) {
      if (removesLastManager(target, role, await acceptedManagerCount(tx, projectId))) {
        throw AppError.conflict(t.lastManager);
      }
      // A demoted manager holds again what they held as a member before.
      await tx.update(projectMembers).set({ role }).where(whereMember(projectId, userId));
      await announceChange(tx, { topic: 'permissions', projectId }, { membersOf: projectId });
      await recordProjectLog(tx, {
        projectId,
        actorId,
        action: 'ROLE_CHANGED',
        subjectId: userId,
        detail: { role, from: target.role },
      });
      if (userId !== actorId) {
        await notifyUsers(
          tx,
          [userId],
          notices.projectRoleChanged(projectId, project.name, projectRoleLabels[role]),
        );
      }
    }
    return acceptedMember(tx, projectId, userId);
  });
}

/** A manager sets a member's permissions (a manager's are all, and cannot be narrowed). */
export async function setMemberPermissions(
  db: Writer,
  actorId: number,
  projectId: number,
  userId: number,
  permissions: readonly ProjectPermission[],
): Promise<ProjectMember> {
  return db.transaction(async (tx) => {
    const project = await lockedProject(tx, projectId);
    await requireManager(tx, projectId, actorId);
    const target = await memberRow(tx, projectId, userId);
    if (target?.state !== 'ACCEPTED') throw AppError.notFound(t.notMember);
    if (target.role === 'MANAGER') throw AppError.conflict(t.managerHoldsAll);
    const before = orderedPermissions(target.permissions);
    const after = orderedPermissions(permissions);
    if (before.join() !== after.join()) {
      await tx.update(projectMembers).set({ permissions: after }).where(whereMember(projectId, userId));
      await announceChange(tx, { topic: 'permissions', projectId }, { membersOf: projectId });
      await recordProjectLog(tx, {
        projectId,
        actorId,
        action: 'PERMISSIONS_CHANGED',
        subjectId: userId,
        detail: { permissions: after, from: before },
      });
      await notifyUsers(tx, [userId], notices.projectPermissionsChanged(projectId, project.name));
    }
    return acceptedMember(tx, projectId, userId);
  });
}
