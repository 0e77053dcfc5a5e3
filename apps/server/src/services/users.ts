import { eq } from 'drizzle-orm';
import type { UserInfo } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { orgMembers, organizations, userTerms, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

/** The user info of spec §3, assembled from the user, their memberships and their terms agreements. */
export async function getUserInfo(db: Database, userId: number): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.sessionExpired();
  const [memberships, terms] = await Promise.all([
    db
      .select({
        orgId: orgMembers.orgId,
        orgName: organizations.name,
        orgUserPrivilege: orgMembers.privilege,
      })
      .from(orgMembers)
      .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
      .where(eq(orgMembers.userId, userId))
      .orderBy(organizations.name),
    db
      .select({ name: userTerms.name, agreement: userTerms.agreement })
      .from(userTerms)
      .where(eq(userTerms.userId, userId))
      .orderBy(userTerms.name),
  ]);
  return {
    id: user.id,
    name: user.name,
    primaryEmail: user.email,
    priv: user.priv,
    profileImageId: user.profileImageId,
    description: user.description,
    expertArea: user.expertArea,
    expertDivision: user.expertDivision,
    orgEmployedId: user.orgEmployedId,
    phoneCountry: 'KR',
    phoneNumber: user.phoneNumber,
    orgList: memberships,
    terms,
    researchRole: user.researchRoles,
  };
}
