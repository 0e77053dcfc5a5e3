import { eq, inArray } from 'drizzle-orm';
import type { DashboardOrganizations, FnetInfo, OrgUserPrivilege } from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { cdmDatabases, orgMembers, organizations } from '../db/schema.js';

// Memberships that let a user work on an organisation's data (PENDING and REJECTED do not).
const activePrivileges: readonly OrgUserPrivilege[] = ['ORG_RESEARCHER', 'ORG_PARTNER', 'ORG_ADMIN'];

const inRfz = (org: { rfzLevel: string }) => org.rfzLevel !== '';

/**
 * The signed-in user's dashboard: the counters of spec §3 and their organisations. Organisations hidden
 * from outsiders count only for their members. A member of an RFZ organisation may research freely on
 * every RFZ organisation's CDM (spec §1), so those count as open databases too.
 */
export function dashboardOrganizations(db: Database, userId: number): Promise<DashboardOrganizations> {
  return cached(db, `dashboard:organizations:${userId}`, () => loadDashboardOrganizations(db, userId));
}

async function loadDashboardOrganizations(db: Database, userId: number): Promise<DashboardOrganizations> {
  const [orgs, cdms, memberships] = await Promise.all([
    db.select().from(organizations),
    db
      .select({ id: cdmDatabases.id, orgId: cdmDatabases.orgId, patientCount: cdmDatabases.patientCount })
      .from(cdmDatabases),
    db
      .select({ orgId: orgMembers.orgId, privilege: orgMembers.privilege })
      .from(orgMembers)
      .where(eq(orgMembers.userId, userId)),
  ]);
  const privilegeIn = new Map(memberships.map((m) => [m.orgId, m.privilege]));
  const visible = orgs.filter((org) => !org.hideFromExternal || privilegeIn.has(org.id));
  const active = new Set(
    memberships.filter((m) => activePrivileges.includes(m.privilege)).map((m) => m.orgId),
  );
  const inRfzMyself = orgs.some((org) => active.has(org.id) && inRfz(org));
  const rfzIds = new Set(orgs.filter(inRfz).map((org) => org.id));
  const openDbs = cdms.filter((cdm) => active.has(cdm.orgId) || (inRfzMyself && rfzIds.has(cdm.orgId)));

  return {
    counters: {
      belongingOrgs: memberships.filter(
        (m) => m.privilege === 'ORG_RESEARCHER' || m.privilege === 'ORG_ADMIN',
      ).length,
      partnerOrgs: memberships.filter((m) => m.privilege === 'ORG_PARTNER').length,
      rfzOrgs: visible.filter(inRfz).length,
      openDbs: openDbs.length,
      totalOrgs: visible.length,
    },
    organizations: orgs
      .filter((org) => privilegeIn.has(org.id))
      .map((org) => {
        const own = cdms.filter((cdm) => cdm.orgId === org.id);
        return {
          id: org.id,
          name: org.name,
          logoImageId: org.logoImageId,
          rfzLevel: org.rfzLevel,
          privilege: privilegeIn.get(org.id)!,
          cdmCount: own.length,
          patientCount: own.reduce((sum, cdm) => sum + cdm.patientCount, 0),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'ko')),
  };
}

/** The federated network as a whole, for every signed-in user. */
export function fnetInfo(db: Database): Promise<FnetInfo> {
  return cached(db, 'dashboard:fnet-info', () => loadFnetInfo(db));
}

async function loadFnetInfo(db: Database): Promise<FnetInfo> {
  const [orgs, cdms, researchers] = await Promise.all([
    db.select({ rfzLevel: organizations.rfzLevel }).from(organizations),
    db
      .select({
        patientCount: cdmDatabases.patientCount,
        periodStart: cdmDatabases.periodStart,
        periodEnd: cdmDatabases.periodEnd,
      })
      .from(cdmDatabases),
    db
      .selectDistinct({ userId: orgMembers.userId })
      .from(orgMembers)
      .where(inArray(orgMembers.privilege, [...activePrivileges])),
  ]);
  // ISO dates compare as strings.
  const starts = cdms.flatMap((cdm) => (cdm.periodStart ? [cdm.periodStart] : [])).sort();
  const ends = cdms.flatMap((cdm) => (cdm.periodEnd ? [cdm.periodEnd] : [])).sort();
  return {
    organizations: orgs.length,
    rfzOrganizations: orgs.filter(inRfz).length,
    cdmDatabases: cdms.length,
    patients: cdms.reduce((sum, cdm) => sum + cdm.patientCount, 0),
    researchers: researchers.length,
    periodStart: starts[0] ?? null,
    periodEnd: ends.at(-1) ?? null,
  };
}
