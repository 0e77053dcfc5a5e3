import type { FastifyInstance } from 'fastify';
import { contentMessages, resourcesApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route, routeFile, routeUpload } from '../http/route.js';
import {
  createResource,
  deleteResource,
  findResourceFile,
  getResource,
  listResources,
  updateResource,
} from '../services/resources.js';
import { contentDisposition } from './files.js';
import type { RouteDependencies } from './dependencies.js';

export function resourcesRoutes(app: FastifyInstance, db: Database, _deps: RouteDependencies) {
  route(app, db, resourcesApi.listResources, async () => ({ content: await listResources(db) }));
  route(app, db, resourcesApi.getResource, async ({ params }) => ({
    content: await getResource(db, params.id),
  }));
  routeUpload(app, db, resourcesApi.createResource, async ({ userId, body, files }) => ({
    content: await createResource(db, userId, body, files),
    message: contentMessages.created,
  }));
  routeUpload(app, db, resourcesApi.updateResource, async ({ userId, params, body, files }) => ({
    content: await updateResource(db, userId, params.id, body, files),
    message: contentMessages.updated,
  }));
  route(app, db, resourcesApi.deleteResource, async ({ userId, params }) => {
    await deleteResource(db, userId, params.id);
    return { content: null, message: contentMessages.deleted };
  });

  // The attachment itself (not an envelope): only a file of this resource, always as a download, so a
  // stale link never serves another file and no attachment renders as a page.
  routeFile(app, db, resourcesApi.downloadResourceFile, async ({ params, reply }) => {
    const file = await findResourceFile(db, params.id, params.fileId);
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', contentDisposition('attachment', file.name))
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });
}
