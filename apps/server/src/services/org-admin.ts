import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  orgAdminMessages as t,
  dataAccessLevelLabels,
  rfzLevels,
  type DataAccessLevel,
  type MemberPermission,
  type MembershipEvent,
  type MembershipHistoryFilter,
  type OrgAdminDashboard,
  type OrgAuthSettings,
  type OrgMemberRow,
  type OrgProfile,
  type OrgProfileFormValues,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { cdmDatabases, orgMemberEvents, orgMembers, organizations, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { ACTIVE_PRIVILEGES, defaultLevelOf, rfzAccessLevel, rfzLevelOf } from '../policies/organizations.js';
import { recordAudit } from './audit.js';
import { announceChange } from './live-changes.js';
import { getMasterOrganization, modifyOrganization } from './master-organizations.js';
import { recordMembershipEvent } from './memberships.js';
import { notices } from './notices.js';
import { notifyUsers } from './notifications.js';
import { seoulDays } from './seoul-days.js';

// What an organisation admin sees and sets (/orgadmin/{id}; domain.md "What an organisation admin
// sets for members"). The route guard has already checked that the caller administers the organisation.

type Reader = Pick<Database, 'select'>;

async function organization(db: Reader, orgId: number) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw AppError.notFound();
  return org;
}

export async function orgDashboard(db: Reader, orgId: number): Promise<OrgAdminDashboard> {
  const org = await organization(db, orgId);
  const [counts, cdms] = await Promise.all([
    db
      .select({ privilege: orgMembers.privilege, n: sql<number>`count(*)::int` })
      .from(orgMembers)
      .where(eq(orgMembers.orgId, orgId))
      .groupBy(orgMembers.privilege),
    db
      .select({
        id: cdmDatabases.id,
        name: cdmDatabases.name,
        patientCount: cdmDatabases.patientCount,
        periodStart: cdmDatabases.periodStart,
        periodEnd: cdmDatabases.periodEnd,
      })
      .from(cdmDatabases)
      .where(eq(cdmDatabases.orgId, orgId))
      .orderBy(asc(cdmDatabases.id)),
  ]);
  const n = (privilege: string) => counts.find((c) => c.privilege === privilege)?.n ?? 0;
  return {
    id: org.id,
    name: org.name,
    logoImageId: org.logoImageId,
    rfzLevel: org.rfzLevel,
    members: {
      ORG_ADMIN: n('ORG_ADMIN'),
      ORG_RESEARCHER: n('ORG_RESEARCHER'),
      ORG_PARTNER: n('ORG_PARTNER'),
      PENDING: n('PENDING'),
    },
    cdms,
  };
}

const employer = alias(organizations, 'employer');

const memberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  profileImageId: users.profileImageId,
  orgEmployedId: users.orgEmployedId,
  orgEmployedName: employer.name,
  expertArea: users.expertArea,
  expertDivision: users.expertDivision,
  privilege: orgMembers.privilege,
  note: orgMembers.note,
  since: orgMembers.updatedAt,
};

function memberRows(db: Reader, orgId: number, userId?: number) {
  return db
    .select(memberColumns)
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .leftJoin(employer, eq(employer.id, users.orgEmployedId))
    .where(and(eq(orgMembers.orgId, orgId), userId === undefined ? undefined : eq(orgMembers.userId, userId)))
    .orderBy(desc(orgMembers.updatedAt), asc(users.id));
}

type MemberRowData = Awaited<ReturnType<typeof memberRows>>[number];

const memberView =
  (orgId: number) =>
  ({ orgEmployedId, since, ...row }: MemberRowData): OrgMemberRow => ({
    ...row,
    employedHere: orgEmployedId === orgId,
    since: since.toISOString(),
  });

/** Members and applicants, the latest change first. */
export async function listOrgMembers(db: Reader, orgId: number): Promise<OrgMemberRow[]> {
  await organization(db, orgId);
  return (await memberRows(db, orgId)).map(memberView(orgId));
}

export async function orgMember(db: Reader, orgId: number, userId: number): Promise<OrgMemberRow> {
  const [row] = await memberRows(db, orgId, userId);
  if (!row) throw AppError.notFound(t.notMember);
  return memberView(orgId)(row);
}

const actor = alias(users, 'actor');

export async function membershipHistory(
  db: Reader,
  orgId: number,
  filter: MembershipHistoryFilter,
): Promise<MembershipEvent[]> {
  await organization(db, orgId);
  const { start, end } = seoulDays(filter);
  const rows = await db
    .select({
      id: orgMemberEvents.id,
      kind: orgMemberEvents.kind,
      userId: orgMemberEvents.userId,
      userName: orgMemberEvents.userName,
      actorName: actor.name,
      from: orgMemberEvents.fromValue,
      to: orgMemberEvents.toValue,
      createdAt: orgMemberEvents.createdAt,
    })
    .from(orgMemberEvents)
    .leftJoin(actor, eq(actor.id, orgMemberEvents.actorId))
    .where(
      and(
        eq(orgMemberEvents.orgId, orgId),
        filter.userId ? eq(orgMemberEvents.userId, filter.userId) : undefined,
        start ? gte(orgMemberEvents.createdAt, start) : undefined,
        end ? lt(orgMemberEvents.createdAt, end) : undefined,
      ),
    )
    .orderBy(desc(orgMemberEvents.createdAt), desc(orgMemberEvents.id))
    .limit(1000);
  return rows.map((row) => ({
    ...row,
    kind: row.kind as MembershipEvent['kind'],
    createdAt: row.createdAt.toISOString(),
  }));
}

// ── Auth settings ─────────────────────────────────────────────────────────────────────────────────

export async function orgAuth(db: Reader, orgId: number): Promise<OrgAuthSettings> {
  const org = await organization(db, orgId);
  return {
    concept: org.conceptLookup,
    irb: org.irbRequired,
    evd: { researcher: org.researcherLevel, partner: org.partnerLevel, rfz: rfzAccessLevel(org.rfzLevel) },
    disclosure: {
      minCellCount: org.minCellCount,
      // Only 5 is offered; a value stored otherwise reads as the nearest rule we have (rounding on).
      rounding: org.rounding === null ? null : 5,
      releaseUnchecked: org.releaseUnchecked,
    },
  };
}

/** One auth setting changed; `disclosure` is what may leave the hospital, sent with every execution. */
export type AuthChange =
  | { concept: boolean }
  | { irb: boolean }
  | { evd: OrgAuthSettings['evd'] }
  | { disclosure: OrgAuthSettings['disclosure'] };

function columnsOf(change: AuthChange) {
  if ('concept' in change) return { conceptLookup: change.concept };
  if ('irb' in change) return { irbRequired: change.irb };
  if ('evd' in change)
    return {
      researcherLevel: change.evd.researcher,
      partnerLevel: change.evd.partner,
      rfzLevel: rfzLevelOf(change.evd.rfz),
    };
  return {
    minCellCount: change.disclosure.minCellCount,
    rounding: change.disclosure.rounding,
    releaseUnchecked: change.disclosure.releaseUnchecked,
  };
}

export async function changeOrgAuth(db: Database, actorId: number, orgId: number, change: AuthChange) {
  return db.transaction(async (tx) => {
    const before = await orgAuth(tx, orgId);
    await tx.update(organizations).set(columnsOf(change)).where(eq(organizations.id, orgId));
    await recordAudit(tx, {
      actorId,
      action: `organization.auth.${Object.keys(change)[0]}`,
      targetType: 'organization',
      targetId: orgId,
      detail: { from: before, to: change },
    });
    // Default levels decide what members may run and see; the other admins see the setting.
    await announceChange(tx, { topic: 'permissions', orgId }, { adminsOf: orgId });
    return orgAuth(tx, orgId);
  });
}

// ── Member permissions ────────────────────────────────────────────────────────────────────────────

async function permissionRows(db: Reader, orgId: number, userId?: number): Promise<MemberPermission[]> {
  const org = await organization(db, orgId);
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      privilege: orgMembers.privilege,
      level: orgMembers.accessLevel,
    })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(
      and(
        eq(orgMembers.orgId, orgId),
        inArray(orgMembers.privilege, [...ACTIVE_PRIVILEGES]),
        userId === undefined ? undefined : eq(orgMembers.userId, userId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => {
    const defaultLevel = defaultLevelOf(row.privilege, org);
    return { ...row, defaultLevel, effectiveLevel: row.level ?? defaultLevel };
  });
}

export const listMemberPermissions = (db: Reader, orgId: number) => permissionRows(db, orgId);

/** A member's own level (or null: the default again), recorded in the history and told to the member. */
export async function setMemberPermission(
  db: Database,
  actorId: number,
  orgId: number,
  userId: number,
  level: DataAccessLevel | null,
): Promise<MemberPermission> {
  return db.transaction(async (tx) => {
    const [before] = await permissionRows(tx, orgId, userId);
    if (!before) throw AppError.notFound(t.notMember);
    const org = await organization(tx, orgId);
    await tx
      .update(orgMembers)
      .set({ accessLevel: level })
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
    const [after] = await permissionRows(tx, orgId, userId);
    if (!after) throw AppError.notFound(t.notMember);
    if (before.level !== level) {
      await recordMembershipEvent(tx, {
        orgId,
        user: { id: userId, name: before.name },
        actorId,
        kind: 'PERMISSION_CHANGED',
        from: before.level ?? 'DEFAULT',
        to: level ?? 'DEFAULT',
      });
      await notifyUsers(
        tx,
        [userId],
        notices.accessLevelChanged(org.name, dataAccessLevelLabels[after.effectiveLevel]),
      );
    }
    return after;
  });
}

// ── The organisation's profile (/orgadmin/{id}/profile) ─────────────────────────────────────────────

/** The organisation as its admin keeps it: the master's record without the counts. */
export async function orgProfile(db: Reader, orgId: number): Promise<OrgProfile> {
  const {
    memberCount: _members,
    cdmCount: _cdms,
    createdAt: _created,
    ...profile
  } = await getMasterOrganization(db, orgId);
  return profile;
}

/**
 * The admin changes what is the hospital's to decide (description, visibility, how people join); the
 * name, logo and RFZ level are kept as the master set them, through the one writer of organisations.
 */
export async function modifyOrgProfile(
  db: Database,
  actorId: number,
  orgId: number,
  change: OrgProfileFormValues,
): Promise<OrgProfile> {
  const current = await getMasterOrganization(db, orgId);
  await modifyOrganization(db, actorId, orgId, {
    name: current.name,
    logoImageId: current.logoImageId,
    // Stored through the master's form, so it is one of the levels; read back as the enum it was.
    rfzLevel: rfzLevels.find((level) => level === current.rfzLevel) ?? '',
    ...change,
  });
  return orgProfile(db, orgId);
}
