import { eq } from 'drizzle-orm';
import { canWriteContent } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

/**
 * Announcements and the resource room (자료실): every signed-in user reads them; only a platform admin
 * (MASTER) posts, edits or deletes them. The rule itself is the contract's `canWriteContent`, which the
 * screens use to hide what a role cannot do.
 */
export async function requireContentWriter(db: Pick<Database, 'select'>, userId: number): Promise<void> {
  const [user] = await db.select({ priv: users.priv }).from(users).where(eq(users.id, userId));
  if (!user || !canWriteContent(user.priv)) throw AppError.forbidden();
}
