import type { Database } from '../db/database.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId?: string | number;
  /** The project the change belongs to: its log tab lists it (services/project-logs.ts). */
  projectId?: number;
  detail?: Record<string, unknown>;
}

/** Record a state change of interest. Call it inside the transaction that makes the change. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    projectId: entry.projectId ?? null,
    detail: entry.detail ?? {},
  });
}
