import { eq } from 'drizzle-orm';
import type { RunRef } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { analyses, executions, organizations, projects, users } from '../db/schema.js';

// The server's side of the contract's notices (contract/notices.ts): the names a notice says a run and
// a user by, read from the database. Services and the demo seed give notifyUsers the contract's
// notices, never words of their own.

export { noticeLinks, noticeSubjects, notices, type Notice, type RunRef } from '@cdmnet/api/contract';

/** The execution's project, analysis and hospital, named as they are now. */
export async function runRef(db: Pick<Database, 'select'>, executionId: number): Promise<RunRef> {
  const [row] = await db
    .select({
      projectId: executions.projectId,
      analysisId: executions.analysisId,
      orgId: executions.orgId,
      project: projects.name,
      analysis: analyses.name,
      org: organizations.name,
      record: executions.record,
    })
    .from(executions)
    .innerJoin(projects, eq(projects.id, executions.projectId))
    .innerJoin(analyses, eq(analyses.id, executions.analysisId))
    .leftJoin(organizations, eq(organizations.id, executions.orgId))
    .where(eq(executions.id, executionId));
  if (!row) throw new Error(`execution ${executionId} was not found for its notice`);
  const { record, ...names } = row;
  // An organisation deleted since keeps its run's notices readable: the CDM it ran on names it.
  return { ...names, org: row.org ?? record.cdmName, run: executionId, executionId };
}

/** A user's name as notices say it (empty for a user deleted meanwhile). */
export async function userName(db: Pick<Database, 'select'>, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
