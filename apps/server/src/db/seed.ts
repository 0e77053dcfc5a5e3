import { count } from 'drizzle-orm';
import { DEMO_PASSWORD, termsKeys } from '@cdmnet/api/contract';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from './database.js';
import { seedDemoContent } from './demo-content.js';
import { demoOrganizations, demoUsers } from './demo-data.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { cdmDatabases, orgDomains, orgMembers, organizations, userTerms, users } from './schema.js';

/**
 * Fills an empty database with the demo hospitals and accounts. Does nothing when any user exists,
 * so a second start keeps whatever the demo users changed.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const orgIds: number[] = [];
    for (const org of demoOrganizations) {
      const [row] = await tx
        .insert(organizations)
        .values({
          name: org.name,
          rfzLevel: org.rfzLevel,
          description: org.description,
          autoRegistration: org.autoRegistration,
        })
        .returning({ id: organizations.id });
      if (!row) throw new Error(`seeding ${org.name} returned no id`);
      orgIds.push(row.id);
      await tx.insert(cdmDatabases).values({ orgId: row.id, ...org.cdm });
      await tx.insert(orgDomains).values(org.domains.map((domain) => ({ orgId: row.id, domain })));
    }
    for (const person of demoUsers) {
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
      await tx
        .insert(userTerms)
        .values(termsKeys.map((name) => ({ userId: row.id, name, agreement: name !== 'marketing' })));
      for (const m of person.memberships) {
        const orgId = orgIds[m.org];
        if (orgId !== undefined)
          await tx.insert(orgMembers).values({ orgId, userId: row.id, privilege: m.privilege });
      }
    }
    await seedDemoContent(tx);
    await seedDemoNotifications(tx);
  });
  return true;
}
