import { asc, eq } from 'drizzle-orm';
import type { SignupOrganization } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { orgDomains, organizations } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

/** Organisations a new user may choose as employer, by name. */
export async function listSignupOrganizations(db: Database): Promise<SignupOrganization[]> {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      logoImageId: organizations.logoImageId,
      hideFromExternal: organizations.hideFromExternal,
      description: organizations.description,
      autoRegistration: organizations.autoRegistration,
      autoMailing: organizations.autoMailing,
    })
    .from(organizations)
    .orderBy(asc(organizations.name));
}

export async function listOrganizationDomains(db: Database, orgId: number): Promise<string[]> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw AppError.notFound();
  const rows = await db
    .select({ domain: orgDomains.domain })
    .from(orgDomains)
    .where(eq(orgDomains.orgId, orgId))
    .orderBy(asc(orgDomains.domain));
  return rows.map((row) => row.domain);
}
