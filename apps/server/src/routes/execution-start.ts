import type { FastifyInstance } from 'fastify';
import { executionMessages as t, executionsApi } from '@cdmnet/api/contract';
import { route } from '../http/route.js';
import { createExecutions, type ExecutionDeps } from '../services/executions.js';

/** Starting executions (spec §7 "Execution"): the guard admits only holders of EXECUTION_CREATE. */
export function executionStartRoutes(app: FastifyInstance, deps: ExecutionDeps) {
  route(app, deps.db, executionsApi.createExecutions, async ({ userId, params, body }) => ({
    content: await createExecutions(deps, userId, params.id, params.analysisId, body),
    message: t.created,
  }));
}
