import { and, count, eq } from 'drizzle-orm';
import {
  orgAdminMessages as t,
  orgUserPrivilegeLabels,
  type MembershipEventKind,
  type MembershipRequestResult,
  type OrgUserPrivilege,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { orgDomains, orgMemberEvents, orgMembers, organizations, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import {
  approvedPrivilege,
  eventOfPrivilegeChange,
  isActive,
  removesLastAdmin,
} from '../policies/organizations.js';
import { recordAudit } from './audit.js';
import { announceChange } from './live-changes.js';
import { notices, noticeSubjects } from './notices.js';
import { markNoticesDone, notifyUsers } from './notifications.js';

// How memberships move (domain.md "Organisation membership"): one function per move, each in one
// transaction with its history event, audit row and notification.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Transaction | Database;

export interface MembershipEvent {
  orgId: number;
  user: { id: number; name: string };
  actorId: number | null;
  kind: MembershipEventKind;
  from?: string | null;
  to?: string | null;
}

/** The history row and the audit row of one change. */
export async function recordMembershipEvent(tx: Writer, event: MembershipEvent): Promise<void> {
  await tx.insert(orgMemberEvents).values({
    orgId: event.orgId,
    userId: event.user.id,
    userName: event.user.name,
    actorId: event.actorId,
    kind: event.kind,
    fromValue: event.from ?? null,
    toValue: event.to ?? null,
  });
  await recordAudit(tx, {
    actorId: event.actorId,
    action: `membership.${event.kind.toLowerCase()}`,
    targetType: 'organization',
    targetId: event.orgId,
    detail: { userId: event.user.id, from: event.from ?? null, to: event.to ?? null },
  });
  // Every move passes here: the member's pages (their memberships, their levels) and the organisation's
  // admins' (members, requests, history) follow it.
  await announceChange(
    tx,
    { topic: event.kind === 'PERMISSION_CHANGED' ? 'permissions' : 'memberships', orgId: event.orgId },
    { users: [event.user.id], adminsOf: event.orgId },
  );
}

async function organization(tx: Writer, orgId: number) {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw AppError.notFound();
  return org;
}

async function person(tx: Writer, userId: number) {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      orgEmployedId: users.orgEmployedId,
      priv: users.priv,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.notFound();
  return user;
}

async function membership(tx: Writer, orgId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  return row;
}

async function adminIds(tx: Writer, orgId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.privilege, 'ORG_ADMIN')));
  return rows.map((row) => row.userId);
}

async function adminCount(tx: Writer, orgId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.privilege, 'ORG_ADMIN')));
  return row?.n ?? 0;
}

async function setPrivilege(
  tx: Writer,
  orgId: number,
  userId: number,
  privilege: OrgUserPrivilege,
  note?: string,
) {
  await tx
    .insert(orgMembers)
    .values({ orgId, userId, privilege, ...(note !== undefined && { note }) })
    .onConflictDoUpdate({
      target: [orgMembers.orgId, orgMembers.userId],
      set: { privilege, updatedAt: new Date(), ...(note !== undefined && { note }) },
    });
}

const label = (privilege: OrgUserPrivilege) => orgUserPrivilegeLabels[privilege];

/**
 * 기관/파트너 연구원 신청. Where the organisation auto-registers and the user's verified email is on one
 * of its domains, they are admitted at once; otherwise the request waits for the admins, who are told.
 */
export async function requestMembership(
  db: Database,
  userId: number,
  input: { orgId: number; note: string },
): Promise<{ result: MembershipRequestResult; message: string }> {
  return db.transaction(async (tx) => {
    const user = await person(tx, userId);
    if (user.priv === 'USER_WITHOUT_EMAIL' || user.priv === 'PUBLIC') throw AppError.forbidden();
    const org = await organization(tx, input.orgId);
    const existing = await membership(tx, org.id, userId);
    // Hidden organisations are listed only to their members: to anyone else they do not exist.
    if (org.hideFromExternal && !existing && user.priv !== 'MASTER') throw AppError.notFound();
    if (existing?.privilege === 'PENDING') throw AppError.conflict(t.alreadyRequested);
    if (isActive(existing?.privilege)) throw AppError.conflict(t.alreadyMember);

    const domain = user.email.split('@')[1] ?? '';
    const [onDomain] = org.autoRegistration
      ? await tx
          .select({ domain: orgDomains.domain })
          .from(orgDomains)
          .where(and(eq(orgDomains.orgId, org.id), eq(orgDomains.domain, domain)))
      : [];
    const privilege = onDomain ? approvedPrivilege(user.orgEmployedId === org.id) : 'PENDING';
    await setPrivilege(tx, org.id, userId, privilege, input.note);
    await recordMembershipEvent(tx, {
      orgId: org.id,
      user,
      actorId: userId,
      kind: onDomain ? 'ADMITTED' : 'REQUESTED',
      from: existing?.privilege ?? null,
      to: privilege,
    });
    if (onDomain) {
      await notifyUsers(tx, [userId], notices.membershipAdmitted(org.name, label(privilege)));
    } else {
      await notifyUsers(
        tx,
        await adminIds(tx, org.id),
        notices.membershipRequested(org.id, org.name, userId, user.name, input.note),
      );
    }
    return { result: { orgId: org.id, privilege }, message: onDomain ? t.admitted : t.requestSent };
  });
}

/** An admin approves (researcher or partner, by employment) or rejects a pending request. */
export async function decideMembership(
  db: Database,
  actorId: number,
  orgId: number,
  userId: number,
  decision: 'APPROVE' | 'REJECT',
): Promise<void> {
  await db.transaction(async (tx) => {
    const org = await organization(tx, orgId);
    const user = await person(tx, userId);
    const existing = await membership(tx, orgId, userId);
    if (existing?.privilege !== 'PENDING') throw AppError.conflict(t.notPending);
    const privilege = decision === 'APPROVE' ? approvedPrivilege(user.orgEmployedId === orgId) : 'REJECTED';
    await setPrivilege(tx, orgId, userId, privilege);
    await recordMembershipEvent(tx, {
      orgId,
      user,
      actorId,
      kind: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
      from: 'PENDING',
      to: privilege,
    });
    await markNoticesDone(tx, noticeSubjects.membershipRequest(orgId, userId));
    await notifyUsers(
      tx,
      [userId],
      decision === 'APPROVE'
        ? notices.membershipApproved(org.name, label(privilege))
        : notices.membershipRejected(org.name),
    );
  });
}

/**
 * Give a user a privilege in the organisation: an admin changing a member's, or a master adding a user
 * (`allowNew`). The last ORG_ADMIN keeps theirs.
 */
export async function changeMembership(
  db: Database,
  actorId: number,
  orgId: number,
  userId: number,
  privilege: OrgUserPrivilege,
  options: { allowNew: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const org = await organization(tx, orgId);
    const user = await person(tx, userId);
    const existing = await membership(tx, orgId, userId);
    const active = isActive(existing?.privilege);
    if (options.allowNew && active) throw AppError.conflict(t.alreadyMember);
    if (!options.allowNew && !active) throw AppError.notFound(t.notMember);
    if (existing && existing.privilege === privilege) return;
    if (existing && removesLastAdmin(existing.privilege, privilege, await adminCount(tx, orgId))) {
      throw AppError.conflict(t.lastOrgAdmin);
    }
    await setPrivilege(tx, orgId, userId, privilege);
    const from = existing?.privilege ?? null;
    const kind = options.allowNew ? 'ADDED' : eventOfPrivilegeChange(from);
    await recordMembershipEvent(tx, { orgId, user, actorId, kind, from, to: privilege });
    // A platform admin adding someone who asked to join decides their request too.
    if (from === 'PENDING') await markNoticesDone(tx, noticeSubjects.membershipRequest(orgId, userId));
    await notifyUsers(
      tx,
      [userId],
      kind === 'ADDED'
        ? notices.membershipAdmitted(org.name, label(privilege))
        : notices.orgPrivilegeChanged(org.name, label(privilege)),
    );
  });
}

/** An admin removes a member (never the last ORG_ADMIN); the member is told. */
export async function removeMembership(
  db: Database,
  actorId: number,
  orgId: number,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const org = await organization(tx, orgId);
    const user = await person(tx, userId);
    const existing = await membership(tx, orgId, userId);
    if (!existing || !isActive(existing.privilege)) throw AppError.notFound(t.notMember);
    if (removesLastAdmin(existing.privilege, null, await adminCount(tx, orgId))) {
      throw AppError.conflict(t.lastOrgAdmin);
    }
    await tx.delete(orgMembers).where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
    await recordMembershipEvent(tx, {
      orgId,
      user,
      actorId,
      kind: 'REMOVED',
      from: existing.privilege,
      to: null,
    });
    await notifyUsers(tx, [userId], notices.removedFromOrg(org.name));
  });
}
