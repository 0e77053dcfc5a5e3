import { count } from 'drizzle-orm';
import { DEMO_PASSWORD, termsKeys, type OrgUserPrivilege } from '@cdmnet/api/contract';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from './database.js';
import { demoCdmFigures } from './demo-cdm.js';
import { seedDemoContent } from './demo-content.js';
import { demoOrganizations, demoUsers, type DemoUser } from './demo-data.js';
import {
  adminOfEachHospital,
  demoResearchers,
  demoServiceAddresses,
  INDEPENDENT_DOMAIN,
} from './demo-network.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoProjects } from './demo-projects.js';
import { seedDemoAnalyses } from './demo-analyses.js';
import { seedDemoRoles } from './demo-roles.js';
import { seedDemoIrb } from './demo-irb.js';
import {
  atlases,
  cdmDatabases,
  engines,
  orgDomains,
  orgMemberEvents,
  orgMembers,
  organizations,
  userTerms,
  users,
} from './schema.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type DemoPerson = DemoUser;

/** The directory's researchers as demo accounts: members of their employer, and wherever else they are. */
function researchersAsPeople(): DemoPerson[] {
  return demoResearchers.map((person, i) => {
    const employer = person.employedAt === null ? undefined : demoOrganizations[person.employedAt];
    const own: DemoPerson['memberships'] =
      person.employedAt === null
        ? []
        : [
            person.pendingAtEmployer !== undefined
              ? { org: person.employedAt, privilege: 'PENDING', note: person.pendingAtEmployer }
              : {
                  org: person.employedAt,
                  privilege: adminOfEachHospital.has(person.login) ? 'ORG_ADMIN' : 'ORG_RESEARCHER',
                },
          ];
    return {
      email: `${person.login}@${employer?.domains[0] ?? INDEPENDENT_DOMAIN}`,
      name: person.name,
      priv: adminOfEachHospital.has(person.login) ? 'ORG_ADMIN' : 'NORMAL',
      expertArea: person.expertArea,
      expertDivision: person.expertDivision,
      phoneNumber: `0102345${String(1000 + i).slice(-4)}`,
      employedAt: person.employedAt,
      memberships: [...own, ...(person.elsewhere ?? [])],
    };
  });
}

/** The history a membership has by now: asked, then decided by the organisation's admin. */
async function recordHistory(
  tx: Transaction,
  orgId: number,
  user: { id: number; name: string },
  privilege: OrgUserPrivilege,
  adminId: number | undefined,
) {
  const requested = { orgId, userId: user.id, userName: user.name, actorId: user.id, kind: 'REQUESTED' };
  await tx.insert(orgMemberEvents).values({ ...requested, fromValue: null, toValue: 'PENDING' });
  if (privilege === 'PENDING') return;
  await tx.insert(orgMemberEvents).values({
    orgId,
    userId: user.id,
    userName: user.name,
    actorId: adminId ?? null,
    kind: privilege === 'REJECTED' ? 'REJECTED' : privilege === 'ORG_ADMIN' ? 'ADDED' : 'APPROVED',
    fromValue: 'PENDING',
    toValue: privilege,
  });
}

/**
 * Fills an empty database with the demo hospitals (their engines, ATLAS and CDMs, figures computed
 * from the public sample), the demo accounts and a directory of researchers. Does nothing when any
 * user exists, so a second start keeps whatever the demo users changed.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const figures = demoCdmFigures();
  await db.transaction(async (tx) => {
    const orgIds: number[] = [];
    for (const [i, org] of demoOrganizations.entries()) {
      const [row] = await tx
        .insert(organizations)
        .values({
          name: org.name,
          rfzLevel: org.rfzLevel,
          description: org.description,
          autoRegistration: org.autoRegistration,
          onConceptId: org.onConceptId ?? false,
        })
        .returning({ id: organizations.id });
      if (!row) throw new Error(`seeding ${org.name} returned no id`);
      orgIds.push(row.id);
      const address = demoServiceAddresses(i);
      const [engine] = await tx
        .insert(engines)
        .values({
          orgId: row.id,
          name: `${org.cdm.name.replace(/_CDM$/, '')} 분석 엔진`,
          address: address.engine,
        })
        .returning({ id: engines.id });
      await tx.insert(atlases).values({
        orgId: row.id,
        engineId: engine?.id ?? null,
        name: `${org.name} ATLAS`,
        address: address.atlas,
        href: address.atlasHref,
      });
      const figure = figures[i];
      await tx.insert(cdmDatabases).values({
        orgId: row.id,
        engineId: engine?.id ?? null,
        name: org.cdm.name,
        // The data node serves each site's CDM over the PostgreSQL protocol and accepts any user.
        host: address.cdmHost,
        port: address.cdmPort,
        databaseName: org.cdm.database,
        username: 'cdm_reader',
        version: figure?.version ?? '',
        vocabularyVersion: figure?.vocabularyVersion ?? '',
        patientCount: figure?.patientCount ?? 0,
        periodStart: figure?.periodStart ?? null,
        periodEnd: figure?.periodEnd ?? null,
      });
      await tx.insert(orgDomains).values(org.domains.map((domain) => ({ orgId: row.id, domain })));
    }

    const people: DemoPerson[] = [...demoUsers, ...researchersAsPeople()];
    const ids: number[] = [];
    for (const person of people) {
      const [row] = await tx
        .insert(users)
        .values({
          email: person.email,
          passwordHash,
          name: person.name,
          priv: person.priv,
          expertArea: person.expertArea,
          expertDivision: person.expertDivision,
          phoneNumber: person.phoneNumber,
          orgEmployedId: person.employedAt === null ? null : orgIds[person.employedAt],
          researchRoles: person.priv === 'MASTER' ? ['ATLAS_SUPPORTER', 'ADVANCED_ANALYSIS'] : [],
        })
        .returning({ id: users.id });
      if (!row) throw new Error(`seeding ${person.email} returned no id`);
      ids.push(row.id);
      await tx
        .insert(userTerms)
        .values(termsKeys.map((name) => ({ userId: row.id, name, agreement: name !== 'marketing' })));
    }

    // Admins first, so every decision in the history names the admin who made it.
    const adminOf = new Map<number, number>();
    people.forEach((person, i) =>
      person.memberships
        .filter((m) => m.privilege === 'ORG_ADMIN')
        .forEach((m) => adminOf.set(m.org, ids[i] ?? 0)),
    );
    for (const [i, person] of people.entries()) {
      const userId = ids[i];
      if (userId === undefined) continue;
      for (const m of person.memberships) {
        const orgId = orgIds[m.org];
        if (orgId === undefined) continue;
        await tx.insert(orgMembers).values({ orgId, userId, privilege: m.privilege, note: m.note ?? '' });
        await recordHistory(tx, orgId, { id: userId, name: person.name }, m.privilege, adminOf.get(m.org));
      }
    }
    await seedDemoContent(tx);
    await seedDemoProjects(tx);
    await seedDemoRoles(tx);
    await seedDemoAnalyses(tx);
    await seedDemoIrb(tx);
    await seedDemoNotifications(tx);
  });
  return true;
}
