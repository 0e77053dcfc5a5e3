import { zipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import {
  deliveryChannelLabels,
  disclosureMessages as d,
  resultRequestMessages as t,
  type DisclosureRules,
  type ExecutionRecord,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { analyses, executions, organizations } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import { resultRightsOf } from '../policies/results.js';
import { recordAudit } from './audit.js';
import { hasResults, readableFiles, resultFileRows, type ReadableFile } from './result-files.js';

// Results leaving (domain.md "What leaves a hospital"): the FNET package of one execution, the files
// that may leave (readableFiles: checked and released) with the reproducibility record beside them.

/**
 * The reproducibility record: the run's record, the disclosure rules the node applied, and each file
 * with its SHA-256 (who released it and when, for released ones); files that stayed at the hospital are
 * named with their status only.
 */
function reproducibilityRecord(
  record: ExecutionRecord & {
    executionId: number;
    orgName: string;
    analysisName: string;
    deliveredAt: string;
  },
  rules: DisclosureRules | null,
  leaving: readonly ReadableFile[],
  stayed: readonly { name: string; status: string }[],
) {
  return {
    ...record,
    disclosure: {
      rules,
      files: leaving.map((file) => ({
        name: `results/${file.name}`,
        status: file.status,
        sha256: file.sha256,
        size: file.bytes.length,
        ...(file.status === 'RELEASED'
          ? { releasedBy: file.releasedByName, releasedAt: file.releasedAt?.toISOString() ?? null }
          : {}),
      })),
      notDelivered: stayed,
    },
  };
}

/** The FNET package of an execution, for a member with DELIVERY_FNET who may deliver its results. */
export async function deliverByFnet(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
  executionId: number,
) {
  const [row] = await db
    .select({
      id: executions.id,
      orgId: executions.orgId,
      status: executions.status,
      record: executions.record,
      disclosureRules: executions.disclosureRules,
      orgName: organizations.name,
      analysisName: analyses.name,
    })
    .from(executions)
    .innerJoin(analyses, eq(analyses.id, executions.analysisId))
    .leftJoin(organizations, eq(organizations.id, executions.orgId))
    .where(
      and(
        eq(executions.id, executionId),
        eq(executions.projectId, projectId),
        eq(executions.analysisId, analysisId),
      ),
    );
  if (!row) throw AppError.notFound(t.notFound);
  const access = await projectAccessOf(db, projectId, userId);
  if (!mayDo(access, 'DELIVERY_FNET'))
    throw AppError.forbidden(t.channelNeedsPermission(deliveryChannelLabels.FNET));
  const rights = (await resultRightsOf(db, userId, access, [row])).get(row.id);
  if (!rights?.deliver) throw AppError.forbidden(t.deliveryHidden);
  const leaving = await readableFiles(db, row.id);
  if (!hasResults(row.status, leaving.length)) {
    throw AppError.conflict(row.status === 'FINISHED_WITH_ERROR' ? d.nothingToDeliver : t.notFinished);
  }
  const stayed = (await resultFileRows(db, row.id))
    .filter((file) => !leaving.some((leaves) => leaves.id === file.id))
    .map((file) => ({ name: file.name, status: file.status }));
  const record = reproducibilityRecord(
    {
      ...row.record,
      executionId: row.id,
      orgName: row.orgName ?? '',
      analysisName: row.analysisName,
      deliveredAt: new Date().toISOString(),
    },
    row.disclosureRules,
    leaving,
    stayed,
  );
  const entries: Record<string, Uint8Array> = {};
  for (const file of leaving) entries[`results/${file.name}`] = file.bytes;
  entries['reproducibility.json'] = Buffer.from(JSON.stringify(record, null, 2));
  const bytes = Buffer.from(zipSync(entries));
  await recordAudit(db, {
    actorId: userId,
    action: 'RESULT_DELIVERED',
    targetType: 'execution',
    targetId: row.id,
    projectId,
    detail: {
      channel: 'FNET',
      executionId: row.id,
      cdmName: row.record.cdmName,
      orgName: row.orgName ?? '',
      files: leaving.map((file) => ({ name: file.name, sha256: file.sha256 })),
    },
  });
  return { name: `fnet-execution-${row.id}-${row.record.cdmName}.zip`, bytes };
}
