import { and, eq, inArray } from 'drizzle-orm';
import {
  combinedResultMessages as c,
  combinedTableOf,
  planCombinedView,
  resultRequestMessages as t,
  type CombinedResult,
  type CombinedResultQuery,
  type CombinedRun,
} from '@cdmnet/api/contract';
import { parseCsv } from '../db/csv.js';
import type { Database } from '../db/database.js';
import {
  analyses,
  analysisTargets,
  analysisVersions,
  cdmDatabases,
  executionFiles,
  executions,
  organizations,
} from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { projectAccessOf } from '../policies/projects.js';
import { resultRightsOf } from '../policies/results.js';
import { isReadableFile, readableFiles } from './result-files.js';

// One analysis's results added up across hospitals (domain.md "What leaves a hospital": the combined
// view): one package version, every target hospital named with its state, and only files the caller may
// read, as they are stored (the bytes the hospital's node checked or its admin released: the same bytes
// every other path serves, never masked again here).

/**
 * The combined view for `query.version` (else the newest version with a run the caller may add) and
 * `query.file` (else the first CSV). A version the analysis lacks and a file no added run holds are 404s
 * naming the field; the plan and the tables are the contract's (combined-view.ts, combined-tables.ts).
 */
export async function combineResults(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
  query: CombinedResultQuery = {},
): Promise<CombinedResult> {
  const [analysis] = await db
    .select({ id: analyses.id, name: analyses.name })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.projectId, projectId)));
  if (!analysis) throw AppError.notFound(t.notFound);

  const versions = await db
    .select({ version: analysisVersions.version })
    .from(analysisVersions)
    .where(eq(analysisVersions.analysisId, analysisId));
  const targets = await db
    .select({ cdmId: cdmDatabases.id, cdmName: cdmDatabases.name, orgName: organizations.name })
    .from(analysisTargets)
    .innerJoin(cdmDatabases, eq(cdmDatabases.id, analysisTargets.cdmId))
    .innerJoin(organizations, eq(organizations.id, cdmDatabases.orgId))
    .where(eq(analysisTargets.analysisId, analysisId));
  const rows = await db
    .select({
      id: executions.id,
      orgId: executions.orgId,
      cdmId: executions.cdmId,
      record: executions.record,
      status: executions.status,
      finishedAt: executions.finishedAt,
      version: analysisVersions.version,
      cdmName: cdmDatabases.name,
      orgName: organizations.name,
    })
    .from(executions)
    .innerJoin(analysisVersions, eq(analysisVersions.id, executions.versionId))
    .leftJoin(cdmDatabases, eq(cdmDatabases.id, executions.cdmId))
    .leftJoin(organizations, eq(organizations.id, executions.orgId))
    .where(eq(executions.analysisId, analysisId));
  const rights = await resultRightsOf(db, userId, await projectAccessOf(db, projectId, userId), rows);
  const listed =
    rows.length === 0
      ? []
      : await db
          .select({
            id: executionFiles.id,
            executionId: executionFiles.executionId,
            name: executionFiles.name,
            status: executionFiles.status,
            fileId: executionFiles.fileId,
          })
          .from(executionFiles)
          .where(
            inArray(
              executionFiles.executionId,
              rows.map((row) => row.id),
            ),
          );
  const runs: CombinedRun[] = rows.map((row) => ({
    id: row.id,
    cdmId: row.cdmId,
    cdmName: row.cdmName ?? row.record.cdmName,
    orgName: row.orgName ?? '',
    version: row.version,
    status: row.status,
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    viewable: rights.get(row.id)?.view === true,
    // A file's list is the caller's only when they may see the run: the plan reads it for those alone.
    files: listed
      .filter((file) => file.executionId === row.id)
      .map((file) => ({
        name: file.name,
        readable: isReadableFile(file),
      })),
  }));

  const plan = planCombinedView(
    versions.map((v) => v.version),
    targets,
    runs,
    query,
  );
  if ('error' in plan)
    throw AppError.notFound(
      plan.error === 'VERSION' ? c.versionMissing(plan.version) : c.fileMissing(plan.file, plan.version),
    );

  // Through the one source of readable bytes (result-files.ts): what the admin reviewed, byte for byte.
  const tables = await Promise.all(
    plan.sources.map(async (id) => {
      const named = listed.filter((file) => file.executionId === id && file.name === plan.file);
      const [copy] = await readableFiles(
        db,
        id,
        named.map((file) => file.id),
      );
      return parseCsv(copy?.bytes.toString('utf8') ?? '');
    }),
  );
  return {
    analysisName: analysis.name,
    ...plan,
    table: tables.length === 0 ? null : combinedTableOf(tables),
  };
}
