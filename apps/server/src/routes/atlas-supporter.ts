import type { FastifyInstance } from 'fastify';
import { atlasSupporterApi, atlasSupporterMessages as t } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route, routeFile } from '../http/route.js';
import {
  accessibleTree,
  cancelGroup,
  cancelItem,
  createGroup,
  groupDownload,
  groupResources,
  listGroups,
  requireSupporter,
} from '../services/atlas-copies.js';
import { contentDisposition } from './files.js';

/** Spec §7 "Atlas-supporter": for holders of the ATLAS_SUPPORTER research role (403 before the input). */
export function atlasSupporterRoutes(app: FastifyInstance, db: Database) {
  const options = { admit: (userId: number) => requireSupporter(db, userId) };
  route(
    app,
    db,
    atlasSupporterApi.listAccessibleCdms,
    async ({ userId }) => ({ content: await accessibleTree(db, userId) }),
    options,
  );
  route(
    app,
    db,
    atlasSupporterApi.listGroupResources,
    async ({ userId, params }) => ({
      content: await groupResources(db, userId, params.atlasId, params.kind),
    }),
    options,
  );
  route(
    app,
    db,
    atlasSupporterApi.listGroups,
    async ({ userId }) => ({ content: await listGroups(db, userId) }),
    options,
  );
  route(
    app,
    db,
    atlasSupporterApi.createGroup,
    async ({ userId, params, body }) => {
      const group = await createGroup(db, userId, params.sourceAtlasId, body);
      return { content: group, message: t.started(group.groupHistory.length) };
    },
    options,
  );
  route(
    app,
    db,
    atlasSupporterApi.cancelGroup,
    async ({ userId, params }) => ({
      content: await cancelGroup(db, userId, params.groupId),
      message: t.groupCancelled,
    }),
    options,
  );
  route(
    app,
    db,
    atlasSupporterApi.cancelItem,
    async ({ userId, params }) => ({
      content: await cancelItem(db, userId, params.itemId),
      message: t.itemCancelled,
    }),
    options,
  );
  routeFile(app, db, atlasSupporterApi.downloadGroup, async ({ userId, params, reply }) => {
    await requireSupporter(db, userId);
    const file = await groupDownload(db, userId, params.resource, params.groupId);
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', file.name))
      .send(file.json);
  });
}
