import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { announceChange } from './live-changes.js';

/** The channel that wakes the copy job (jobs/atlas-copies.ts) in whichever process runs it. */
export const COPY_JOBS_CHANNEL = 'cdmnet_atlas_copies';

/** Tells the group's creator's open pages that its items moved (inside the move's transaction). */
export const announceCopies = (tx: Pick<Database, 'execute'>, creatorId: number | null) =>
  creatorId === null
    ? Promise.resolve()
    : announceChange(tx, { topic: 'atlas-copies' }, { users: [creatorId] });

/** Wakes the copy job once the transaction commits: items wait, or were cancelled mid-copy. */
export async function wakeCopyJobs(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_notify(${COPY_JOBS_CHANNEL}, '')`);
}
