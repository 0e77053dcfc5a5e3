import type { FastifyInstance, FastifyReply } from 'fastify';
import { irbApi, irbMessages as t } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route, routeFile, routeUpload } from '../http/route.js';
import {
  getProjectIrbRequest,
  listIrbOrgs,
  listProjectIrbRequests,
  projectIrbDocument,
} from '../services/irb.js';
import {
  decideIrb,
  listOrgIrbHistory,
  listOrgIrbRequests,
  orgIrbDocument,
} from '../services/irb-decisions.js';
import { requestIrb } from '../services/irb-request.js';
import { contentDisposition } from './files.js';

/** The approval PDF as a download: never shown as a page, never kept by a shared cache. */
function sendDocument(reply: FastifyReply, file: { name: string; content: Buffer }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('attachment', file.name))
    .header('Cache-Control', 'private, no-store')
    .send(file.content);
}

/**
 * The IRB calls (domain.md "IRB"): the project asks, the organisation's admin decides. The contract's
 * guards admit the project's accepted members (`projectOf`, with IRB_REQUEST to ask) and the
 * organisation's admins (`orgAdminOf`) before the input is read; each request is then looked up within
 * that project or organisation, so another's id is not found.
 */
export function irbRoutes(app: FastifyInstance, db: Database) {
  route(app, db, irbApi.listIrbOrgs, async ({ params }) => ({
    content: await listIrbOrgs(db, params.id),
  }));
  route(app, db, irbApi.listProjectIrbRequests, async ({ params }) => ({
    content: await listProjectIrbRequests(db, params.id),
  }));
  routeUpload(app, db, irbApi.requestIrb, async ({ userId, params, body, files }) => ({
    content: await requestIrb(db, userId, params.id, body, files),
    message: t.requested,
  }));
  route(app, db, irbApi.getProjectIrbRequest, async ({ params }) => ({
    content: await getProjectIrbRequest(db, params.id, params.irbId),
  }));
  routeFile(app, db, irbApi.downloadProjectIrbDocument, async ({ params, reply }) =>
    sendDocument(reply, await projectIrbDocument(db, params.id, params.irbId)),
  );

  route(app, db, irbApi.listOrgIrbRequests, async ({ params }) => ({
    content: await listOrgIrbRequests(db, params.id),
  }));
  route(app, db, irbApi.listOrgIrbHistory, async ({ params, query }) => ({
    content: await listOrgIrbHistory(db, params.id, query),
  }));
  route(app, db, irbApi.approveIrb, async ({ userId, params }) => ({
    content: await decideIrb(db, userId, params.id, params.irbId, { state: 'APPROVED' }),
    message: t.approved,
  }));
  route(app, db, irbApi.rejectIrb, async ({ userId, params, body }) => ({
    content: await decideIrb(db, userId, params.id, params.irbId, { state: 'REJECTED', reason: body.reason }),
    message: t.rejected,
  }));
  routeFile(app, db, irbApi.downloadOrgIrbDocument, async ({ params, reply }) =>
    sendDocument(reply, await orgIrbDocument(db, params.id, params.irbId)),
  );
}
