import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  analysisMessages as t,
  type AnalysisDetail,
  type AnalysisFormValues,
  type AnalysisSummary,
  type AnalysisTarget,
  type AnalysisTargetOption,
  type AnalysisVersion,
} from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import {
  analyses,
  analysisImages,
  analysisTargets,
  analysisVersions,
  executions,
  cdmDatabases,
  files,
  organizations,
  users,
} from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { projectAccessOf } from '../policies/projects.js';
import {
  lockForEdit,
  lockForMember,
  mayEditAnalysis,
  recordAnalysisLog,
  requireTypeRoles,
} from './analysis-access.js';
import { listNetworkOrganizations } from './network.js';
import type { Writer } from './projects.js';

// A project's analyses (spec §3 "Analysis", §7 "Analysis"): the tab's list, one analysis, and creating,
// editing and deleting them, each write in one transaction with its audit row. Packages:
// analysis-packages.ts; an advanced analysis's text and pictures: analysis-advanced.ts.

type Reader = Pick<Database, 'select'>;

const author = alias(users, 'author');
const uploader = alias(users, 'uploader');
const iso = (date: Date) => date.toISOString();

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────

/** The targets of the given analyses, each list in the order the form offers them (by organisation). */
async function targetsOf(db: Reader, analysisIds: number[]): Promise<Map<number, AnalysisTarget[]>> {
  const byAnalysis = new Map<number, AnalysisTarget[]>();
  if (analysisIds.length === 0) return byAnalysis;
  const rows = await db
    .select({
      analysisId: analysisTargets.analysisId,
      cdmId: cdmDatabases.id,
      cdmName: cdmDatabases.name,
      orgId: organizations.id,
      orgName: organizations.name,
    })
    .from(analysisTargets)
    .innerJoin(cdmDatabases, eq(cdmDatabases.id, analysisTargets.cdmId))
    .innerJoin(organizations, eq(organizations.id, cdmDatabases.orgId))
    .where(inArray(analysisTargets.analysisId, analysisIds))
    .orderBy(asc(organizations.name), asc(cdmDatabases.id));
  for (const { analysisId, ...target } of rows) {
    const list = byAnalysis.get(analysisId) ?? [];
    list.push(target);
    byAnalysis.set(analysisId, list);
  }
  return byAnalysis;
}

/** Summaries (with descriptions) of the project's analyses matching `where`, last updated first. */
async function summaries(db: Reader, projectId: number, where?: SQL) {
  const rows = await db
    .select({
      id: analyses.id,
      projectId: analyses.projectId,
      name: analyses.name,
      description: analyses.description,
      type: analyses.type,
      authorId: analyses.authorId,
      authorName: author.name,
      latestVersion: sql<
        number | null
      >`(select max(v.version)::int from analysis_versions v where v.analysis_id = ${analyses.id})`,
      createdAt: analyses.createdAt,
      updatedAt: analyses.updatedAt,
    })
    .from(analyses)
    .leftJoin(author, eq(author.id, analyses.authorId))
    .where(and(eq(analyses.projectId, projectId), where))
    .orderBy(desc(analyses.updatedAt), desc(analyses.id));
  const targets = await targetsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    latestVersion: row.latestVersion === null ? null : Number(row.latestVersion),
    targets: targets.get(row.id) ?? [],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

/** The analysis tab: every analysis of the project, last updated first; kept until the next write. */
export function listAnalyses(db: Database, projectId: number): Promise<AnalysisSummary[]> {
  return cached(db, `analyses:${projectId}`, async () =>
    (await summaries(db, projectId)).map(({ description: _description, ...summary }) => summary),
  );
}

/** Every package version of an analysis, newest first. */
async function versionsOf(db: Reader, analysisId: number): Promise<AnalysisVersion[]> {
  const rows = await db
    .select({
      version: analysisVersions.version,
      fileName: files.name,
      size: files.size,
      checksum: analysisVersions.checksum,
      flType: analysisVersions.flType,
      uploadedByName: uploader.name,
      createdAt: analysisVersions.createdAt,
    })
    .from(analysisVersions)
    .innerJoin(files, eq(files.id, analysisVersions.fileId))
    .leftJoin(uploader, eq(uploader.id, analysisVersions.uploadedBy))
    .where(eq(analysisVersions.analysisId, analysisId))
    .orderBy(desc(analysisVersions.version));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** One analysis as the caller sees it; 404 when it is not the project's. */
export async function getAnalysis(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
): Promise<AnalysisDetail> {
  const [summary] = await summaries(db, projectId, eq(analyses.id, analysisId));
  if (!summary) throw AppError.notFound(t.notFound);
  const access = await projectAccessOf(db, projectId, userId);
  return {
    ...summary,
    versions: await versionsOf(db, analysisId),
    mayEdit: mayEditAnalysis(access, summary.authorId, userId),
  };
}

/**
 * The organisations whose CDMs an analysis may target: those of the network with a CDM, as the network
 * table shows them to the caller, so one hidden from outsiders is offered only to its own people.
 */
export async function listAnalysisTargets(db: Database, userId: number): Promise<AnalysisTargetOption[]> {
  const orgs = await listNetworkOrganizations(db, userId);
  return orgs
    .filter((org) => org.cdmList.length > 0)
    .map((org) => ({
      orgId: org.id,
      orgName: org.name,
      cdms: org.cdmList.map((cdm) => ({ id: cdm.id, name: cdm.name })),
    }));
}

// ── Writing ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The CDMs the caller may target, read before the write's transaction: the network's lists are cached
 * for the whole server and read with several queries at once, which one transaction's connection must
 * not be asked to do.
 */
async function targetableCdmIds(db: Database, userId: number): Promise<Set<number>> {
  const offered = await listAnalysisTargets(db, userId);
  return new Set(offered.flatMap((org) => org.cdms.map((cdm) => cdm.id)));
}

/**
 * The form's CDMs without repeats, each one the caller may target (400 naming the field otherwise). On
 * an edit, the CDMs the analysis targets already may stay: a manager editing a colleague's analysis
 * must not be stopped by a hospital only that colleague can see.
 */
function checkedTargets(
  targetable: Set<number>,
  cdmIds: readonly number[],
  kept: readonly number[],
): number[] {
  const unique = [...new Set(cdmIds)];
  if (unique.some((id) => !targetable.has(id) && !kept.includes(id))) {
    throw AppError.invalidInput(t.targetUnknown);
  }
  return unique;
}

async function targetIdsOf(db: Reader, analysisId: number): Promise<number[]> {
  const rows = await db
    .select({ cdmId: analysisTargets.cdmId })
    .from(analysisTargets)
    .where(eq(analysisTargets.analysisId, analysisId));
  return rows.map((row) => row.cdmId);
}

/** Creates an analysis (any member; a role-gated type needs its research role). Packages come after. */
export async function createAnalysis(
  db: Writer,
  userId: number,
  projectId: number,
  form: AnalysisFormValues,
): Promise<AnalysisDetail> {
  const targetable = await targetableCdmIds(db, userId);
  return db.transaction(async (tx) => {
    await lockForMember(tx, userId, projectId);
    await requireTypeRoles(tx, userId, [form.type]);
    const cdmIds = checkedTargets(targetable, form.cdmIds, []);
    const [row] = await tx
      .insert(analyses)
      .values({
        projectId,
        name: form.name,
        description: form.description,
        type: form.type,
        authorId: userId,
      })
      .returning({ id: analyses.id });
    if (!row) throw new Error('creating an analysis returned no row');
    await tx.insert(analysisTargets).values(cdmIds.map((cdmId) => ({ analysisId: row.id, cdmId })));
    await recordAnalysisLog(tx, {
      projectId,
      actorId: userId,
      analysisId: row.id,
      action: 'ANALYSIS_CREATED',
      detail: { analysisId: row.id, name: form.name, type: form.type },
    });
    return getAnalysis(tx, userId, projectId, row.id);
  });
}

const formFields = ['name', 'description', 'type'] as const;

/**
 * Edits an analysis (its author or a manager); its package versions stay. Leaving or entering a
 * role-gated type needs that role. Nothing changed, nothing is written (no log row, no new updatedAt).
 */
export async function modifyAnalysis(
  db: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
  form: AnalysisFormValues,
): Promise<AnalysisDetail> {
  const targetable = await targetableCdmIds(db, userId);
  return db.transaction(async (tx) => {
    const analysis = await lockForEdit(tx, userId, projectId, analysisId);
    await requireTypeRoles(tx, userId, [analysis.type, form.type]);
    const current = await targetIdsOf(tx, analysisId);
    const cdmIds = checkedTargets(targetable, form.cdmIds, current);
    const sameTargets = cdmIds.length === current.length && cdmIds.every((id) => current.includes(id));
    const sameFields = formFields.every((field) => analysis[field] === form[field]);
    if (sameTargets && sameFields) return getAnalysis(tx, userId, projectId, analysisId);

    await tx
      .update(analyses)
      .set({ name: form.name, description: form.description, type: form.type, updatedAt: new Date() })
      .where(eq(analyses.id, analysisId));
    if (!sameTargets) {
      await tx.delete(analysisTargets).where(eq(analysisTargets.analysisId, analysisId));
      await tx.insert(analysisTargets).values(cdmIds.map((cdmId) => ({ analysisId, cdmId })));
    }
    await recordAnalysisLog(tx, {
      projectId,
      actorId: userId,
      analysisId,
      action: 'ANALYSIS_MODIFIED',
      detail: { analysisId, name: form.name },
    });
    return getAnalysis(tx, userId, projectId, analysisId);
  });
}

/** Deletes an analysis (its author or a manager) with its versions, pictures and their files. */
export async function deleteAnalysis(
  db: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const analysis = await lockForEdit(tx, userId, projectId, analysisId);
    // Its executions name its versions and are the research's evidence: it stays while they do.
    const [ran] = await tx
      .select({ id: executions.id })
      .from(executions)
      .where(eq(executions.analysisId, analysisId))
      .limit(1);
    if (ran) throw AppError.conflict(t.hasExecutions);
    const packages = await tx
      .select({ fileId: analysisVersions.fileId })
      .from(analysisVersions)
      .where(eq(analysisVersions.analysisId, analysisId));
    const pictures = await tx
      .select({ fileId: analysisImages.fileId })
      .from(analysisImages)
      .where(eq(analysisImages.analysisId, analysisId));
    // The version and picture rows go with the analysis (on delete cascade); then nothing refers to
    // the files any more.
    await tx.delete(analyses).where(eq(analyses.id, analysisId));
    const fileIds = [...packages, ...pictures].map((row) => row.fileId);
    if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, fileIds));
    await recordAnalysisLog(tx, {
      projectId,
      actorId: userId,
      analysisId,
      action: 'ANALYSIS_DELETED',
      detail: { name: analysis.name },
    });
  });
}
