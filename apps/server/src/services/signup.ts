import { eq } from 'drizzle-orm';
import {
  requiredTermsKeys,
  ResultCode,
  orgUserPrivilegeLabels,
  signupMessages as t,
  type BodyOf,
  type OrgUserPrivilege,
  type accountApi,
} from '@cdmnet/api/contract';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/database.js';
import { orgDomains, orgMembers, organizations, userTerms, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';
import { notices } from './notices.js';
import { notifyUsers } from './notifications.js';
import { consumeVerifiedToken } from './verification.js';

type SignupInput = BodyOf<typeof accountApi.signup>;

const refused = (message: string) => new AppError(400, ResultCode.INVALID_INPUT, message);

/** Where a new member starts: admitted at once when the organisation auto-registers its own staff's domains. */
async function firstPrivilege(
  db: Pick<Database, 'select'>,
  orgId: number,
  email: string,
): Promise<OrgUserPrivilege> {
  const [org] = await db
    .select({ auto: organizations.autoRegistration })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org?.auto) return 'PENDING';
  const domain = email.split('@')[1] ?? '';
  const domains = await db
    .select({ domain: orgDomains.domain })
    .from(orgDomains)
    .where(eq(orgDomains.orgId, orgId));
  return domains.some((d) => d.domain === domain) ? 'ORG_RESEARCHER' : 'PENDING';
}

/** Tells a new user admitted at once that they are a member, as an admin's approval will. */
async function notifyAdmitted(tx: Pick<Database, 'select' | 'insert'>, userId: number, orgId: number) {
  const [org] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) return;
  await notifyUsers(
    tx,
    [userId],
    notices.membershipAdmitted(org.name, orgUserPrivilegeLabels.ORG_RESEARCHER),
  );
}

/**
 * Creates an account from a verified email and phone. The user starts NORMAL (the email is verified);
 * naming an employing organisation asks to join it (PENDING, or admitted at once, see firstPrivilege).
 * One transaction: if anything is refused, no token is spent and nothing is stored.
 */
export async function signUp(db: Database, input: SignupInput, ip: string): Promise<void> {
  const email = input.email.toLowerCase();
  const agreed = new Set(input.terms.filter((term) => term.agreement).map((term) => term.name));
  if (!requiredTermsKeys.every((key) => agreed.has(key))) throw refused(t.requiredTerms);
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) throw new AppError(409, ResultCode.CONFLICT, t.emailTaken);
    if (
      !(await consumeVerifiedToken(tx, { channel: 'email', target: email, token: input.emailVerifiedToken }))
    ) {
      throw refused(t.emailNotVerified);
    }
    const phoneProof = {
      channel: 'phone' as const,
      target: input.phoneNumber,
      token: input.phoneVerifiedToken,
    };
    if (!(await consumeVerifiedToken(tx, phoneProof))) throw refused(t.phoneNotVerified);
    if (input.orgEmployedId !== null) {
      const [org] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, input.orgEmployedId));
      if (!org) throw refused(t.orgNotFound);
    }

    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        name: input.name,
        priv: 'NORMAL',
        phoneNumber: input.phoneNumber,
        expertArea: input.expertArea,
        expertDivision: input.expertDivision,
        orgEmployedId: input.orgEmployedId,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('inserting the user returned no id');
    await tx.insert(userTerms).values(
      [...new Map(input.terms.map((term) => [term.name, term.agreement])).entries()].map(
        ([name, agreement]) => ({
          userId: user.id,
          name,
          agreement,
        }),
      ),
    );
    await recordAudit(tx, {
      actorId: user.id,
      action: 'account.signup',
      targetType: 'user',
      targetId: user.id,
      detail: { ip },
    });

    if (input.orgEmployedId !== null) {
      const privilege = await firstPrivilege(tx, input.orgEmployedId, email);
      await tx.insert(orgMembers).values({ orgId: input.orgEmployedId, userId: user.id, privilege });
      await recordAudit(tx, {
        actorId: user.id,
        action: privilege === 'PENDING' ? 'org.membership.requested' : 'org.membership.auto-admitted',
        targetType: 'organization',
        targetId: input.orgEmployedId,
        detail: { userId: user.id, privilege },
      });
      if (privilege !== 'PENDING') await notifyAdmitted(tx, user.id, input.orgEmployedId);
    }
  });
}
