import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  AccessibleAtlas,
  AccessibleCdm,
  NetworkCdm,
  NetworkOrganization,
  NetworkUser,
  OrgUserPrivilege,
  UserPriv,
} from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { atlases, cdmDatabases, orgMembers, organizations, users } from '../db/schema.js';
import { isActive } from '../policies/organizations.js';

// The network table and the researcher directory (spec §2 items 3 and 4). Both are read by every
// signed-in user and change rarely: the lists are built once per write (the read cache), and only
// the caller's own memberships are read per request.

type NetworkOrgBase = Omit<NetworkOrganization, 'myPrivilege'> & { hideFromExternal: boolean };

function allOrganizations(db: Database): Promise<NetworkOrgBase[]> {
  return cached(db, 'network:organizations', async () => {
    const [orgs, cdms] = await Promise.all([
      db
        .select({
          id: organizations.id,
          name: organizations.name,
          logoImageId: organizations.logoImageId,
          rfzLevel: organizations.rfzLevel,
          description: organizations.description,
          autoRegistration: organizations.autoRegistration,
          hideFromExternal: organizations.hideFromExternal,
        })
        .from(organizations)
        .orderBy(asc(organizations.name)),
      db
        .select({
          id: cdmDatabases.id,
          orgId: cdmDatabases.orgId,
          name: cdmDatabases.name,
          patientCount: cdmDatabases.patientCount,
          periodStart: cdmDatabases.periodStart,
          periodEnd: cdmDatabases.periodEnd,
        })
        .from(cdmDatabases)
        .orderBy(asc(cdmDatabases.id)),
    ]);
    const cdmsOf = new Map<number, NetworkCdm[]>();
    for (const { orgId, ...cdm } of cdms) {
      const list = cdmsOf.get(orgId) ?? [];
      list.push(cdm);
      cdmsOf.set(orgId, list);
    }
    return orgs.map((org) => {
      const cdmList = cdmsOf.get(org.id) ?? [];
      return { ...org, cdm: cdmList[0] ?? null, cdmList };
    });
  });
}

async function membershipsOf(db: Database, userId: number) {
  return cached(db, `network:memberships:${userId}`, async () => {
    const [rows, [user]] = await Promise.all([
      db
        .select({ orgId: orgMembers.orgId, privilege: orgMembers.privilege })
        .from(orgMembers)
        .where(eq(orgMembers.userId, userId)),
      db.select({ priv: users.priv }).from(users).where(eq(users.id, userId)),
    ]);
    return {
      privilegeIn: new Map<number, OrgUserPrivilege>(rows.map((r) => [r.orgId, r.privilege])),
      priv: user?.priv,
    };
  });
}

/**
 * Every organisation with its CDMs and the caller's membership. Hidden organisations are listed only to
 * those with a membership there (a request included) and to platform admins.
 */
export async function listNetworkOrganizations(db: Database, userId: number): Promise<NetworkOrganization[]> {
  const [orgs, mine] = await Promise.all([allOrganizations(db), membershipsOf(db, userId)]);
  const seesAll = mine.priv === 'MASTER';
  const out: NetworkOrganization[] = [];
  for (const { hideFromExternal, ...org } of orgs) {
    const myPrivilege = mine.privilegeIn.get(org.id) ?? null;
    if (hideFromExternal && !seesAll && myPrivilege === null) continue;
    out.push({ ...org, myPrivilege });
  }
  return out;
}

/** Users who have not finished verification are not researchers yet. */
const unlisted: UserPriv[] = ['PUBLIC', 'USER_WITHOUT_EMAIL'];

/**
 * The researcher directory: every verified user, by name. The database builds the list as one JSON
 * value: thousands of rows read one by one cost PGlite most of the time (5,000 users: ~50 ms as rows,
 * ~30 ms as one value, apps/server/bench/network.mjs), and this list is read again after every write.
 */
export function listNetworkUsers(db: Database): Promise<NetworkUser[]> {
  return cached(db, 'network:users', async () => {
    const [row] = await db
      .select({
        list: sql<NetworkUser[] | null>`json_agg(json_build_object(
          'id', ${users.id},
          'name', ${users.name},
          'profileImageId', ${users.profileImageId},
          'orgEmployedId', ${users.orgEmployedId},
          'orgEmployedName', ${organizations.name},
          'expertArea', ${users.expertArea},
          'expertDivision', ${users.expertDivision}
        ) order by ${users.name}, ${users.id})`,
      })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.orgEmployedId))
      .where(notInArray(users.priv, unlisted));
    return row?.list ?? [];
  });
}

/**
 * The organisations whose data the caller may research on: those where they are active, and every RFZ
 * organisation when they are active in one in RFZ (spec §1: RFZ researchers design freely across it).
 */
async function researchableOrgIds(db: Database, userId: number): Promise<number[]> {
  const [orgs, mine] = await Promise.all([allOrganizations(db), membershipsOf(db, userId)]);
  const active = new Set([...mine.privilegeIn].filter(([, p]) => isActive(p)).map(([orgId]) => orgId));
  const inRfz = orgs.some((org) => active.has(org.id) && org.rfzLevel !== '');
  return orgs.filter((org) => active.has(org.id) || (inRfz && org.rfzLevel !== '')).map((org) => org.id);
}

export async function listAccessibleCdms(db: Database, userId: number): Promise<AccessibleCdm[]> {
  const orgIds = await researchableOrgIds(db, userId);
  if (orgIds.length === 0) return [];
  return db
    .select({
      id: cdmDatabases.id,
      name: cdmDatabases.name,
      patientCount: cdmDatabases.patientCount,
      periodStart: cdmDatabases.periodStart,
      periodEnd: cdmDatabases.periodEnd,
      orgId: cdmDatabases.orgId,
      orgName: organizations.name,
      engineId: cdmDatabases.engineId,
      version: cdmDatabases.version,
      vocabularyVersion: cdmDatabases.vocabularyVersion,
    })
    .from(cdmDatabases)
    .innerJoin(organizations, eq(organizations.id, cdmDatabases.orgId))
    .where(inArray(cdmDatabases.orgId, orgIds))
    .orderBy(asc(organizations.name), asc(cdmDatabases.id));
}

export async function listAccessibleAtlases(db: Database, userId: number): Promise<AccessibleAtlas[]> {
  const orgIds = await researchableOrgIds(db, userId);
  if (orgIds.length === 0) return [];
  return db
    .select({
      id: atlases.id,
      name: atlases.name,
      orgId: atlases.orgId,
      orgName: organizations.name,
      engineId: atlases.engineId,
      atlasHref: atlases.href,
      version: atlases.version,
    })
    .from(atlases)
    .innerJoin(organizations, eq(organizations.id, atlases.orgId))
    .where(inArray(atlases.orgId, orgIds))
    .orderBy(asc(organizations.name), asc(atlases.id));
}
