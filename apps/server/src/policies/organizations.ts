import { and, eq } from 'drizzle-orm';
import {
  MAX_RECORD_ID,
  type DataAccessLevel,
  type MembershipEventKind,
  type OrgUserPrivilege,
} from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { orgMembers } from '../db/schema.js';

// Who belongs to an organisation and what a decision makes of them (domain.md, "Organisation membership",
// "Data access levels"). The services and the route guard ask these; the screens mirror them.

/** Memberships that let a user work on an organisation's data; PENDING and REJECTED do not. */
export const ACTIVE_PRIVILEGES: readonly OrgUserPrivilege[] = ['ORG_RESEARCHER', 'ORG_PARTNER', 'ORG_ADMIN'];
export const isActive = (privilege: OrgUserPrivilege | undefined | null): boolean =>
  privilege !== undefined && privilege !== null && ACTIVE_PRIVILEGES.includes(privilege);

/** An approved request: a researcher of the organisation that employs them, a partner otherwise. */
export const approvedPrivilege = (employedHere: boolean): OrgUserPrivilege =>
  employedHere ? 'ORG_RESEARCHER' : 'ORG_PARTNER';

/** Whether a change would leave the organisation without an admin (refused: domain.md). */
export const removesLastAdmin = (
  current: OrgUserPrivilege,
  next: OrgUserPrivilege | null,
  adminCount: number,
): boolean => current === 'ORG_ADMIN' && next !== 'ORG_ADMIN' && adminCount <= 1;

/** A member's default data access level: the organisation's level for their kind. */
export function defaultLevelOf(
  privilege: OrgUserPrivilege,
  org: { researcherLevel: DataAccessLevel; partnerLevel: DataAccessLevel },
): DataAccessLevel {
  return privilege === 'ORG_PARTNER' ? org.partnerLevel : org.researcherLevel;
}

/** The RFZ network's level is the organisation's RFZ level; '' means the organisation is not in RFZ. */
export const rfzAccessLevel = (rfzLevel: string): DataAccessLevel =>
  rfzLevel === 'E' || rfzLevel === 'EV' || rfzLevel === 'EVD' ? rfzLevel : 'NONE';
export const rfzLevelOf = (level: DataAccessLevel): string => (level === 'NONE' ? '' : level);

/** What a privilege change is called in the history. */
export const eventOfPrivilegeChange = (from: OrgUserPrivilege | null): MembershipEventKind =>
  from === 'PENDING' || from === 'REJECTED' || from === null ? 'ADDED' : 'PRIVILEGE_CHANGED';

/** Whether the user is ORG_ADMIN of the organisation; asked on every organisation admin call. */
export function administers(db: Database, userId: number, orgId: number): Promise<boolean> {
  // An id past the integer column's range names no organisation (and must not reach PostgreSQL).
  if (orgId < 1 || orgId > MAX_RECORD_ID) return Promise.resolve(false);
  return cached(db, `org-admin:${orgId}:${userId}`, async () => {
    const [row] = await db
      .select({ privilege: orgMembers.privilege })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
    return row?.privilege === 'ORG_ADMIN';
  });
}

const levelRank: Record<DataAccessLevel, number> = { NONE: 0, E: 1, EV: 2, EVD: 3 };
/** Whether `level` allows at least what `needed` allows (E executes, V views, D delivers). */
export const levelAllows = (level: DataAccessLevel, needed: Exclude<DataAccessLevel, 'NONE'>) =>
  levelRank[level] >= levelRank[needed];

/**
 * A user's effective data access level on an organisation (domain.md "Data access levels"): a member's
 * own level, or the default for their kind; anyone else in the network gets the RFZ level.
 */
export async function dataAccessLevelOf(
  db: Pick<Database, 'select'>,
  userId: number,
  org: { id: number; rfzLevel: string; researcherLevel: DataAccessLevel; partnerLevel: DataAccessLevel },
): Promise<DataAccessLevel> {
  const [member] = await db
    .select({ privilege: orgMembers.privilege, level: orgMembers.accessLevel })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, org.id), eq(orgMembers.userId, userId)));
  if (member && isActive(member.privilege)) return member.level ?? defaultLevelOf(member.privilege, org);
  return rfzAccessLevel(org.rfzLevel);
}
