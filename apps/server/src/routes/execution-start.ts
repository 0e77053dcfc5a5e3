import type { FastifyInstance } from 'fastify';
import { executionMessages as t, executionsApi } from '@cdmnet/api/contract';
import { route } from '../http/route.js';
import { listExecutionTargets } from '../services/execution-targets.js';
import { createExecutions, type ExecutionDeps } from '../services/executions.js';

/**
 * Starting executions (spec §7 "Execution"): the guard admits only holders of EXECUTION_CREATE. The run
 * dialog first asks which target CDMs the caller may run on; a start runs on those and names the others.
 */
export function executionStartRoutes(app: FastifyInstance, deps: ExecutionDeps) {
  route(app, deps.db, executionsApi.listExecutionTargets, async ({ userId, params }) => ({
    content: await listExecutionTargets(deps.db, userId, params.id, params.analysisId),
  }));

  route(app, deps.db, executionsApi.createExecutions, async ({ userId, params, body }) => {
    const report = await createExecutions(deps, userId, params.id, params.analysisId, body);
    return {
      content: report,
      message:
        report.refused.length === 0 ? t.created : t.startedSome(report.started.length, report.refused.length),
    };
  });
}
