import type { FastifyInstance } from 'fastify';
import { analysesApi, analysisMessages as t } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route, routeFile, routeUpload } from '../http/route.js';
import {
  deleteAdvancedImage,
  findAdvancedImage,
  getAdvancedDetail,
  listAdvancedImages,
  saveAdvanced,
} from '../services/analysis-advanced.js';
import { findPackage, uploadPackage } from '../services/analysis-packages.js';
import {
  createAnalysis,
  deleteAnalysis,
  getAnalysis,
  listAnalyses,
  listAnalysisTargets,
  modifyAnalysis,
} from '../services/analyses.js';
import { contentDisposition } from './files.js';

/**
 * The analysis calls (spec §7 "Analysis"). The guard admits the project's accepted members only,
 * before the input is read (`projectOf`); who may edit which analysis, and which types need a research
 * role, the services decide, since they need the analysis's row.
 */
export function analysesRoutes(app: FastifyInstance, db: Database) {
  route(app, db, analysesApi.listAnalysisTargets, async ({ userId }) => ({
    content: await listAnalysisTargets(db, userId),
  }));
  route(app, db, analysesApi.listAnalyses, async ({ params }) => ({
    content: await listAnalyses(db, params.id),
  }));
  route(app, db, analysesApi.createAnalysis, async ({ userId, params, body }) => ({
    content: await createAnalysis(db, userId, params.id, body),
    message: t.created,
  }));
  route(app, db, analysesApi.getAnalysis, async ({ userId, params }) => ({
    content: await getAnalysis(db, userId, params.id, params.analysisId),
  }));
  route(app, db, analysesApi.modifyAnalysis, async ({ userId, params, body }) => ({
    content: await modifyAnalysis(db, userId, params.id, params.analysisId, body),
    message: t.modified,
  }));
  route(app, db, analysesApi.deleteAnalysis, async ({ userId, params }) => {
    await deleteAnalysis(db, userId, params.id, params.analysisId);
    return { content: null, message: t.deleted };
  });

  routeUpload(app, db, analysesApi.uploadAnalysisPackage, async ({ userId, params, files }) => ({
    content: await uploadPackage(db, userId, params.id, params.analysisId, files, null),
    message: t.uploaded,
  }));
  routeUpload(app, db, analysesApi.uploadFlPackage, async ({ userId, params, query, files }) => ({
    content: await uploadPackage(db, userId, params.id, params.analysisId, files, query.flType),
    message: t.uploaded,
  }));
  // The package itself, always as a download: a .sql or .R file must never render as a page.
  routeFile(app, db, analysesApi.downloadAnalysisPackage, async ({ params, query, reply }) => {
    const file = await findPackage(db, params.id, params.analysisId, query.version);
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', contentDisposition('attachment', file.name))
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });

  routeUpload(app, db, analysesApi.saveAdvanced, async ({ userId, params, body, files }) => ({
    content: await saveAdvanced(db, userId, params.id, params.analysisId, body, files),
    message: t.saved,
  }));
  route(app, db, analysesApi.getAdvancedDetail, async ({ params }) => ({
    content: await getAdvancedDetail(db, params.id, params.analysisId),
  }));
  route(app, db, analysesApi.listAdvancedImages, async ({ params }) => ({
    content: await listAdvancedImages(db, params.id, params.analysisId),
  }));
  // Shown in the page: its type was read from its bytes on the way in (PNG, JPEG or WebP only), and
  // the browser must not guess another. Not cached: a member removed from the project loses it.
  routeFile(app, db, analysesApi.getAdvancedImage, async ({ params, reply }) => {
    const file = await findAdvancedImage(db, params.id, params.analysisId, params.imageId);
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Disposition', contentDisposition('inline', file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });
  route(app, db, analysesApi.deleteAdvancedImage, async ({ userId, params }) => {
    await deleteAdvancedImage(db, userId, params.id, params.analysisId, params.imageId);
    return { content: null, message: t.deleted };
  });
}
