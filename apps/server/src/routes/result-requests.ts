import type { FastifyInstance } from 'fastify';
import { resultRequestMessages as t, resultRequestsApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route, routeFile } from '../http/route.js';
import { combineResults } from '../services/combined-results.js';
import { deliverByFnet } from '../services/result-delivery.js';
import {
  decideResultRequest,
  existingResultRequest,
  listOrgResultHistory,
  listOrgResultRequests,
  listProjectResultRequests,
  previewRelease,
  requestResults,
  requestResultsInBulk,
  updateResultRequest,
} from '../services/result-requests.js';
import type { SecretBox } from '../services/secrets.js';
import { contentDisposition } from './files.js';

/**
 * The result permission calls (domain.md "What leaves a hospital"): the project's members ask (the
 * guard admits accepted members), the organisation's admins review and decide (the guard admits them),
 * the services check who may see or deliver what. `secrets` opens the node's release token, to fetch
 * held files for the review and on release.
 */
export function resultRequestsRoutes(app: FastifyInstance, db: Database, secrets: SecretBox) {
  route(app, db, resultRequestsApi.requestResults, async ({ userId, params, body }) => ({
    content: await requestResults(db, userId, params.id, params.analysisId, params.executionId, body),
    message: t.requested,
  }));
  route(app, db, resultRequestsApi.updateResultRequest, async ({ userId, params, body }) => ({
    content: await updateResultRequest(db, userId, params.id, params.analysisId, params.permId, body),
    message: t.updated,
  }));
  route(app, db, resultRequestsApi.existingResultRequest, async ({ userId, params, query }) => ({
    content: await existingResultRequest(
      db,
      userId,
      params.id,
      params.analysisId,
      params.executionId,
      query.type,
    ),
  }));
  route(app, db, resultRequestsApi.requestResultsInBulk, async ({ userId, params, body }) => {
    const { executionIds, ...ask } = body;
    return {
      content: await requestResultsInBulk(db, userId, params.id, params.analysisId, executionIds, ask),
      message: t.requested,
    };
  });
  route(app, db, resultRequestsApi.listProjectResultRequests, async ({ params }) => ({
    content: await listProjectResultRequests(db, params.id),
  }));
  routeFile(app, db, resultRequestsApi.downloadFnetPackage, async ({ userId, params, reply }) => {
    const zip = await deliverByFnet(db, userId, params.id, params.analysisId, params.executionId);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition('attachment', zip.name))
      .header('Cache-Control', 'private, no-store')
      .send(zip.bytes);
  });
  route(app, db, resultRequestsApi.combinedResults, async ({ userId, params, query }) => ({
    content: await combineResults(db, userId, params.id, params.analysisId, query),
  }));

  route(app, db, resultRequestsApi.listOrgResultRequests, async ({ params }) => ({
    content: await listOrgResultRequests(db, params.id),
  }));
  route(app, db, resultRequestsApi.listOrgResultHistory, async ({ params, query }) => ({
    content: await listOrgResultHistory(db, params.id, query),
  }));
  route(app, db, resultRequestsApi.previewRelease, async ({ params }) => ({
    content: await previewRelease(db, secrets, params.id, params.permId),
  }));
  route(app, db, resultRequestsApi.approveResultRequest, async ({ userId, params, query, body }) => ({
    content: await decideResultRequest(db, secrets, userId, params.id, params.permId, {
      approve: true,
      withDelivery: query.approve_with_delivery ?? false,
      release: body?.release ?? [],
    }),
    message: t.approved,
  }));
  route(app, db, resultRequestsApi.rejectResultRequest, async ({ userId, params, body }) => ({
    content: await decideResultRequest(db, secrets, userId, params.id, params.permId, {
      approve: false,
      reason: body.reason,
    }),
    message: t.rejected,
  }));
}
