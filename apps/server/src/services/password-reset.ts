import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetMessages as t, ResultCode } from '@cdmnet/api/contract';
import type { MailPort } from '../adapters/mail.js';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/database.js';
import { passwordResets, sessions, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';
import { outgoingMessages } from './messages.ko.js';

export const passwordResetPolicy = { linkTtlMs: 60 * 60_000, maxLinksPerUserPerHour: 3 } as const;

// A long random token is unguessable, so a fast hash is enough (unlike a password).
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Mails a reset link when the address has an account. Says nothing either way (the caller answers the
 * same), and sends at most a few links an hour to one account so the mailbox cannot be flooded.
 */
export async function requestPasswordReset(
  db: Database,
  mail: MailPort,
  request: { email: string; publicUrl: string },
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, request.email.trim().toLowerCase()));
  if (!user) return;
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(Date.now() - 3_600_000))),
    );
  if ((recent?.n ?? 0) >= passwordResetPolicy.maxLinksPerUserPerHour) return;

  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + passwordResetPolicy.linkTtlMs),
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'account.password-reset.requested',
      targetType: 'user',
      targetId: user.id,
    });
  });
  const link = `${request.publicUrl}/resetpassword?token=${encodeURIComponent(token)}`;
  await mail.send({
    to: user.email,
    subject: outgoingMessages.passwordResetSubject,
    text: outgoingMessages.passwordResetText(user.name, link, passwordResetPolicy.linkTtlMs / 60_000),
  });
}

const liveLink = (token: string) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );

/** Whether a link can still set a password; looking does not spend it. */
export async function isResetLinkUsable(db: Database, token: string): Promise<boolean> {
  const [reset] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(liveLink(token));
  return reset !== undefined;
}

/** Sets the new password if the link is live, spends the link, and signs the account out everywhere. */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(liveLink(token));
    if (!reset) throw new AppError(400, ResultCode.INVALID_INPUT, t.invalidLink);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(eq(passwordResets.userId, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    await recordAudit(tx, {
      actorId: reset.userId,
      action: 'account.password-reset',
      targetType: 'user',
      targetId: reset.userId,
    });
  });
}
