import { and, eq } from 'drizzle-orm';
import { deliveryChannelLabels, resultRequestMessages as t } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { analyses, executions, organizations } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import { resultRightsOf } from '../policies/results.js';
import { recordAudit } from './audit.js';
import { fnetPackage } from './result-release.js';

// Results leaving (domain.md "What leaves a hospital"): the FNET package of one execution.

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
  if (row.status !== 'FINISHED_SUCCESSFULLY') throw AppError.conflict(t.notFinished);
  const deliveredAt = new Date().toISOString();
  const bytes = await fnetPackage(db, row.id, {
    ...row.record,
    executionId: row.id,
    orgName: row.orgName ?? '',
    analysisName: row.analysisName,
    deliveredAt,
  });
  await recordAudit(db, {
    actorId: userId,
    action: 'RESULT_DELIVERED',
    targetType: 'execution',
    targetId: row.id,
    projectId,
    detail: { channel: 'FNET', executionId: row.id, cdmName: row.record.cdmName, orgName: row.orgName ?? '' },
  });
  return { name: `fnet-execution-${row.id}-${row.record.cdmName}.zip`, bytes };
}
