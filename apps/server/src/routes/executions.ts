import type { FastifyInstance, FastifyReply } from 'fastify';
import { executionMessages as t, executionsApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route, routeFile } from '../http/route.js';
import {
  executionFile,
  executionLog,
  executionShiny,
  listExecutionFiles,
  validateExecutionFiles,
  viewExecutionFile,
  zipExecutionFiles,
  type ExecutionRef,
} from '../services/execution-results.js';
import { getExecution, listAnalysisExecutions, listProjectExecutions } from '../services/execution-views.js';
import { cancelExecution, cancelExecutions, type ExecutionDeps } from '../services/executions.js';
import { contentDisposition } from './files.js';

/** A result file always as a download: a CSV or HTML from an engine must never render as our page. */
function sendDownload(reply: FastifyReply, file: { name: string; content: Buffer }) {
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header('Content-Disposition', contentDisposition('attachment', file.name))
    .header('Cache-Control', 'private, no-store')
    .send(file.content);
}

const refOf = (
  userId: number,
  params: { id: number; analysisId: number; executionId: number },
): ExecutionRef => ({
  userId,
  projectId: params.id,
  analysisId: params.analysisId,
  executionId: params.executionId,
});

/**
 * The execution calls (spec §7 "Execution"; starting them is routes/execution-start.ts). The guard admits
 * the project's accepted members, and the cancel calls only those holding EXECUTION_CANCEL, before the
 * input is read; who may see which results the services decide from the organisation's levels.
 */
export function executionsRoutes(app: FastifyInstance, deps: ExecutionDeps) {
  const db: Database = deps.db;
  route(app, db, executionsApi.listProjectExecutions, async ({ userId, params }) => ({
    content: await listProjectExecutions(db, userId, params.id),
  }));
  route(app, db, executionsApi.listExecutions, async ({ userId, params }) => ({
    content: await listAnalysisExecutions(db, userId, params.id, params.analysisId),
  }));
  route(app, db, executionsApi.getExecution, async ({ userId, params }) => ({
    content: await getExecution(db, userId, params.id, params.analysisId, params.executionId),
  }));
  route(app, db, executionsApi.getExecutionLog, async ({ userId, params, query }) => ({
    content: await executionLog(db, refOf(userId, params), query.after),
  }));
  route(app, db, executionsApi.listExecutionFiles, async ({ userId, params }) => ({
    content: await listExecutionFiles(db, refOf(userId, params)),
  }));
  route(app, db, executionsApi.viewExecutionFile, async ({ userId, params }) => ({
    content: await viewExecutionFile(db, refOf(userId, params), params.fileId),
  }));
  routeFile(app, db, executionsApi.downloadExecutionFile, async ({ userId, params, reply }) =>
    sendDownload(reply, await executionFile(db, refOf(userId, params), params.fileId)),
  );
  route(app, db, executionsApi.validateExecutionFiles, async ({ userId, params, body }) => ({
    content: await validateExecutionFiles(db, refOf(userId, params), body.fileIds),
  }));
  routeFile(app, db, executionsApi.downloadExecutionFiles, async ({ userId, params, body, reply }) => {
    const zip = await zipExecutionFiles(db, refOf(userId, params), body.fileIds);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition('attachment', zip.name))
      .header('Cache-Control', 'private, no-store')
      .send(zip.bytes);
  });
  route(app, db, executionsApi.getExecutionShiny, async ({ userId, params }) => ({
    content: await executionShiny(db, refOf(userId, params)),
  }));
  route(app, db, executionsApi.cancelExecution, async ({ userId, params }) => ({
    content: await cancelExecution(deps, userId, params.id, params.analysisId, params.executionId),
    message: t.cancelRequested,
  }));
  route(app, db, executionsApi.cancelExecutions, async ({ userId, params, body }) => ({
    content: await cancelExecutions(deps, userId, params.id, params.analysisId, body.executionIds),
    message: t.cancelRequested,
  }));
}
