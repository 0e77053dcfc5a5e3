import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  analysisMessages,
  executionMessages as t,
  isTerminalExecutionStatus,
  type DeliveryChannel,
  type ExecutionDetail,
  type ExecutionSummary,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import {
  analyses,
  cdmDatabases,
  executionFiles,
  executionHistory,
  executions,
  organizations,
  users,
} from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { resultRightsOf } from '../policies/results.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import { fileCounts, hasResults } from './result-files.js';

// How executions read to the project's members: the lists, the detail, and whether the caller may see
// the results, take them out (policies/results.ts) or cancel.

type Reader = Pick<Database, 'select'>;
const iso = (date: Date) => date.toISOString();

const columns = {
  id: executions.id,
  projectId: executions.projectId,
  analysisId: executions.analysisId,
  analysisName: analyses.name,
  record: executions.record,
  cdmId: executions.cdmId,
  cdmName: cdmDatabases.name,
  orgId: executions.orgId,
  orgName: organizations.name,
  status: executions.status,
  error: executions.error,
  startedById: executions.startedBy,
  startedByName: users.name,
  createdAt: executions.createdAt,
  updatedAt: executions.updatedAt,
  finishedAt: executions.finishedAt,
  shinyUrl: executions.shinyUrl,
  disclosureRules: executions.disclosureRules,
};

async function rows(db: Reader, where: SQL | undefined) {
  return db
    .select(columns)
    .from(executions)
    .innerJoin(analyses, eq(analyses.id, executions.analysisId))
    .leftJoin(cdmDatabases, eq(cdmDatabases.id, executions.cdmId))
    .leftJoin(organizations, eq(organizations.id, executions.orgId))
    .leftJoin(users, eq(users.id, executions.startedBy))
    .where(where)
    .orderBy(desc(executions.createdAt), desc(executions.id));
}
type Row = Awaited<ReturnType<typeof rows>>[number];

async function summariesOf(db: Database, userId: number, projectId: number, list: Row[]) {
  const access = await projectAccessOf(db, projectId, userId);
  const rights = await resultRightsOf(db, userId, access, list);
  const counts = await fileCounts(
    db,
    list.filter((row) => isTerminalExecutionStatus(row.status)).map((row) => row.id),
  );
  const mayCancel = mayDo(access, 'EXECUTION_CANCEL');
  const mayFnet = mayDo(access, 'DELIVERY_FNET');
  const mayShiny = mayDo(access, 'DELIVERY_SHINY');
  // The engine's Shiny app reads the node's own files: offered only while every one of them is readable
  // (none held there or refused).
  const shinyOpen = (row: Row) => {
    const count = counts.get(row.id);
    return row.shinyUrl !== null && (count === undefined || count.readable === count.total);
  };
  const deliveryChannelsOf = (row: Row): DeliveryChannel[] =>
    hasResults(row.status, counts.get(row.id)?.readable ?? 0) && rights.get(row.id)?.deliver
      ? [...(mayFnet ? ['FNET' as const] : []), ...(mayShiny && shinyOpen(row) ? ['SHINY' as const] : [])]
      : [];
  return list.map((row): ExecutionSummary => ({
    id: row.id,
    projectId: row.projectId,
    analysisId: row.analysisId,
    analysisName: row.analysisName,
    version: row.record.packageVersion,
    cdmId: row.cdmId,
    // A CDM or organisation deleted since keeps the name it ran under.
    cdmName: row.cdmName ?? row.record.cdmName,
    orgId: row.orgId,
    orgName: row.orgName ?? '',
    status: row.status,
    error: row.error,
    startedById: row.startedById,
    startedByName: row.startedByName ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
    resultAccess: rights.get(row.id)?.view ? 'VIEW' : 'NONE',
    mayCancel: mayCancel && !isTerminalExecutionStatus(row.status) && row.status !== 'CANCELLING',
    deliveryChannels: deliveryChannelsOf(row),
    // Taking files out: seeing them and the organisation's leave to take them (VIEW is seeing, DELIVERY is taking).
    mayDownload: rights.get(row.id)?.view === true && rights.get(row.id)?.deliver === true,
  }));
}

export async function listProjectExecutions(db: Database, userId: number, projectId: number) {
  return summariesOf(db, userId, projectId, await rows(db, eq(executions.projectId, projectId)));
}

export async function listAnalysisExecutions(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
) {
  const [analysis] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.projectId, projectId)));
  if (!analysis) throw AppError.notFound(analysisMessages.notFound);
  return summariesOf(
    db,
    userId,
    projectId,
    await rows(db, and(eq(executions.projectId, projectId), eq(executions.analysisId, analysisId))),
  );
}

/** Executions by id, in the project and analysis named (another project's id is not found). */
export async function executionSummaries(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
  ids: readonly number[],
): Promise<ExecutionSummary[]> {
  if (ids.length === 0) return [];
  const list = await rows(
    db,
    and(
      eq(executions.projectId, projectId),
      eq(executions.analysisId, analysisId),
      inArray(executions.id, [...ids]),
    ),
  );
  return summariesOf(db, userId, projectId, list);
}

export async function executionSummary(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
  executionId: number,
): Promise<ExecutionSummary> {
  const [summary] = await executionSummaries(db, userId, projectId, analysisId, [executionId]);
  if (!summary) throw AppError.notFound(t.notFound);
  return summary;
}

export async function getExecution(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
  executionId: number,
): Promise<ExecutionDetail> {
  const scope = and(
    eq(executions.id, executionId),
    eq(executions.projectId, projectId),
    eq(executions.analysisId, analysisId),
  );
  const [row] = await rows(db, scope);
  if (!row) throw AppError.notFound(t.notFound);
  const [summary] = await summariesOf(db, userId, projectId, [row]);
  const history = await db
    .select({ status: executionHistory.status, at: executionHistory.at, note: executionHistory.note })
    .from(executionHistory)
    .where(eq(executionHistory.executionId, executionId))
    .orderBy(asc(executionHistory.id));
  const fileCount = await db
    .select({ id: executionFiles.id })
    .from(executionFiles)
    .where(eq(executionFiles.executionId, executionId));
  return {
    ...summary!,
    history: history.map((event) => ({ ...event, at: iso(event.at) })),
    record: row.record,
    // The link takes results out: only for whoever may take them, and only while nothing is held.
    shinyUrl: summary!.deliveryChannels.includes('SHINY') ? row.shinyUrl : null,
    fileCount: fileCount.length,
    disclosureRules: row.disclosureRules ?? null,
  };
}
