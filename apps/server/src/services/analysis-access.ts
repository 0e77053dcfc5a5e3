import { and, eq } from 'drizzle-orm';
import {
  analysisMessages as t,
  roleGatedAnalysisTypes,
  type AnalysisType,
  type ProjectAccess,
  type ProjectLogAction,
  type RoleGatedAnalysisType,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { analyses, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import { recordAudit } from './audit.js';
import { lockedProject, type Transaction } from './projects.js';

// Who may touch an analysis, and the steps every analysis write shares (spec §7 "Analysis";
// domain.md "Actors", "Projects and invitations"). The route guard admitted the caller as an accepted
// member before the input was read; a write asks again with the project locked, because a manager may
// have removed them since, and the project slice's member moves take the same lock.

type Reader = Pick<Database, 'select'>;
export type AnalysisRow = typeof analyses.$inferSelect;

/**
 * The analysis, only when it belongs to the project in the path: another project's analysis is not
 * found, so a member of one project learns nothing of another's through its ids.
 */
export async function analysisIn(db: Reader, projectId: number, analysisId: number): Promise<AnalysisRow> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.projectId, projectId)));
  if (!row) throw AppError.notFound(t.notFound);
  return row;
}

/** Whether the caller may edit, upload to or delete an analysis: its author or a project manager. */
export const mayEditAnalysis = (
  access: ProjectAccess | null | undefined,
  authorId: number | null,
  userId: number,
): boolean => mayDo(access) && (access?.role === 'MANAGER' || authorId === userId);

/** Locks the project and answers the caller's access there; 403 when they are no longer a member. */
export async function lockForMember(tx: Transaction, userId: number, projectId: number) {
  await lockedProject(tx, projectId);
  const access = await projectAccessOf(tx, projectId, userId);
  if (!access || !mayDo(access)) throw AppError.forbidden();
  return access;
}

/** An analysis of the project for a change: 404 for another project's, 403 for a non-editor. */
export async function lockForEdit(
  tx: Transaction,
  userId: number,
  projectId: number,
  analysisId: number,
): Promise<AnalysisRow> {
  const access = await lockForMember(tx, userId, projectId);
  const analysis = await analysisIn(tx, projectId, analysisId);
  if (!mayEditAnalysis(access, analysis.authorId, userId)) throw AppError.forbidden(t.notEditor);
  return analysis;
}

const isGated = (type: AnalysisType): type is RoleGatedAnalysisType =>
  (roleGatedAnalysisTypes as readonly AnalysisType[]).includes(type);

/**
 * Working on a role-gated type (creating, editing, uploading to one) needs the research role of the
 * same name (domain.md "Actors"): 403 saying which role to ask the platform admin for. Deleting an
 * analysis does not: a manager must be able to clear the project whatever roles they hold.
 */
export async function requireTypeRoles(tx: Reader, userId: number, types: readonly AnalysisType[]) {
  const gated = types.filter(isGated);
  if (gated.length === 0) return;
  const [user] = await tx.select({ roles: users.researchRoles }).from(users).where(eq(users.id, userId));
  const missing = gated.find((type) => !user?.roles.includes(type));
  if (missing) throw AppError.forbidden(t.typeNeedsRole[missing]);
}

type AnalysisLogAction = Extract<
  ProjectLogAction,
  'ANALYSIS_CREATED' | 'ANALYSIS_MODIFIED' | 'ANALYSIS_DELETED' | 'PACKAGE_UPLOADED' | 'ADVANCED_SAVED'
>;

/**
 * The audit row of one analysis write, inside its transaction. The project's log tab lists it; the web
 * reads `detail` in the shape each action has (services/analyses.ts and its siblings write them).
 */
export async function recordAnalysisLog(
  tx: Pick<Database, 'insert'>,
  entry: {
    projectId: number;
    actorId: number;
    analysisId: number;
    action: AnalysisLogAction;
    detail: Record<string, unknown>;
  },
) {
  await recordAudit(tx, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: 'analysis',
    targetId: entry.analysisId,
    projectId: entry.projectId,
    detail: entry.detail,
  });
}

/** Marks the analysis changed now: the tab lists the last touched first. */
export async function touchAnalysis(tx: Pick<Database, 'update'>, analysisId: number) {
  await tx.update(analyses).set({ updatedAt: new Date() }).where(eq(analyses.id, analysisId));
}

/**
 * An uploaded file's name as we keep it: the last part of a path some browsers send whole, without
 * control characters (PostgreSQL refuses NUL in text) and at most 200 characters, its extension kept.
 */
export function cleanFileName(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  if (base.length <= 200) return base || fallback;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}
