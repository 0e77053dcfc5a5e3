import { eq } from 'drizzle-orm';
import { ResultCode, replyMessages } from '@cdmnet/api/contract';
import { unknownUserHash, verifyPassword } from '../auth/passwords.js';
import { createSession, deleteSession } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';

/**
 * Checks the credentials and opens a session. A wrong email and a wrong password fail alike, with the
 * same message and about the same time, so the reply never tells which one was wrong.
 */
export async function signIn(db: Database, email: string, password: string, sessionTtlMs: number) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  const valid = await verifyPassword(password, user?.passwordHash ?? unknownUserHash);
  if (!user || !valid)
    throw new AppError(401, ResultCode.INVALID_CREDENTIALS, replyMessages.invalidCredentials);

  return db.transaction(async (tx) => {
    const session = await createSession(tx, user.id, sessionTtlMs);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'account.login',
      targetType: 'user',
      targetId: user.id,
    });
    return { ...session, userId: user.id };
  });
}

export async function signOut(db: Database, token: string | undefined, userId: number | undefined) {
  if (!token) return;
  await db.transaction(async (tx) => {
    await deleteSession(tx, token);
    if (userId !== undefined) {
      await recordAudit(tx, {
        actorId: userId,
        action: 'account.logout',
        targetType: 'user',
        targetId: userId,
      });
    }
  });
}
