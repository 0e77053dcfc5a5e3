import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

/** Who may do what with contact-form messages: anyone may write; only platform admins read and handle. */
export const contactPolicy = {
  /** Messages one address may send per window, so the form cannot be used to flood the inbox. */
  sendLimit: { max: 5, timeWindow: '1 hour' },
} as const;

/** The platform admin's id; anybody else is refused with 403. */
export async function requireContactInboxReader(db: Database, userId: number): Promise<number> {
  const [user] = await db.select({ priv: users.priv }).from(users).where(eq(users.id, userId));
  if (user?.priv !== 'MASTER') throw AppError.forbidden();
  return userId;
}
