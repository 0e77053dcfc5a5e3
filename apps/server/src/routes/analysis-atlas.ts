import type { FastifyInstance } from 'fastify';
import { analysisAtlasApi, atlasDesignMessages as t } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { getAtlasDesign, importAtlasDesign, listAtlasDesigns } from '../services/analysis-atlas.js';

/** The ATLAS design calls of an analysis (spec §7 "Analysis": atlas list, detail, POST). */
export function analysisAtlasRoutes(app: FastifyInstance, db: Database) {
  route(app, db, analysisAtlasApi.listAtlasDesigns, async ({ params }) => ({
    content: await listAtlasDesigns(db, params.id, params.analysisId),
  }));
  route(app, db, analysisAtlasApi.getAtlasDesign, async ({ params }) => ({
    content: await getAtlasDesign(
      db,
      params.id,
      params.analysisId,
      params.atlasId,
      params.kind,
      params.designId,
    ),
  }));
  route(app, db, analysisAtlasApi.importAtlasDesign, async ({ userId, params, body }) => {
    const { detail, name } = await importAtlasDesign(db, userId, params.id, params.analysisId, body);
    return { content: detail, message: t.imported(name) };
  });
}
