import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PROJECT_LOG_LIMIT,
  projectLogActions,
  type ProjectLogAction,
  type ProjectLogEntry,
  type ProjectLogQuery,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { auditLog, users } from '../db/schema.js';
import { recordAudit } from './audit.js';
import { seoulDays } from './seoul-days.js';

// A project's log tab is its slice of the one audit table (domain.md "Notifications and audit"): every
// project write records one row with the project's id, naming the member it was about as its target.

type Reader = Pick<Database, 'select'>;

export interface ProjectLogRecord {
  projectId: number;
  actorId: number;
  /** PROJECT_DELETED is recorded too, though no log tab can show it: the project is gone. */
  action: ProjectLogAction | 'PROJECT_DELETED';
  /** The member the action was about, if any (the log shows their name). */
  subjectId?: number;
  detail?: Record<string, unknown>;
}

/** The audit row of one project write. Call it inside the write's transaction. */
export async function recordProjectLog(tx: Pick<Database, 'insert'>, entry: ProjectLogRecord): Promise<void> {
  await recordAudit(tx, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.subjectId === undefined ? 'project' : 'user',
    targetId: entry.subjectId ?? entry.projectId,
    projectId: entry.projectId,
    ...(entry.detail && { detail: entry.detail }),
  });
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/** The project's log, newest first, at most PROJECT_LOG_LIMIT entries, filtered by action and days. */
export async function listProjectLogs(
  db: Reader,
  projectId: number,
  query: ProjectLogQuery,
): Promise<ProjectLogEntry[]> {
  const { start, end } = seoulDays(query);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorName: actor.name,
      subjectName: subject.name,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(subject, and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, sql`${subject.id}::text`)))
    .where(
      and(
        eq(auditLog.projectId, projectId),
        query.action ? eq(auditLog.action, query.action) : inArray(auditLog.action, [...projectLogActions]),
        start ? gte(auditLog.createdAt, start) : undefined,
        end ? lt(auditLog.createdAt, end) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PROJECT_LOG_LIMIT);
  return rows.map((row) => ({
    ...row,
    action: row.action as ProjectLogAction,
    createdAt: row.createdAt.toISOString(),
  }));
}
