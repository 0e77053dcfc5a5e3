import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import { sessions } from '../db/schema.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Database, userId: number, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * The user id of a live session, or undefined for an unknown or expired token. Asked on every request,
 * so a live session is kept in the read cache: ending one (sign-out, a new password, a reset) is a
 * write, which clears the cache at once in this process and, a moment later, in the others that share
 * the database (cache/read-cache.ts).
 */
export async function findSessionUser(db: Database, token: string): Promise<number | undefined> {
  const tokenHash = hashToken(token);
  const session = await cached(db, `session:${tokenHash}`, async () => {
    const [row] = await db
      .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
    return row;
  });
  return session && session.expiresAt.getTime() > Date.now() ? session.userId : undefined;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Ends every session of the user but the one holding `keepToken` (all of them without it); returns
 * how many ended. Call it inside the transaction of the change that requires it (a new password).
 */
export async function endOtherSessions(
  db: Pick<Database, 'delete'>,
  userId: number,
  keepToken: string | undefined,
): Promise<number> {
  const others = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
    : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(others).returning({ userId: sessions.userId });
  return ended.length;
}
