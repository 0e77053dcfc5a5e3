import type { FastifyInstance } from 'fastify';
import { atlasSearchApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { searchOneAtlas, searchVocabulary, vocabularyFilters } from '../services/atlas-search.js';
import { cdmConcepts, conceptPage, localCodes } from '../services/concept-viewer.js';

/** The vocabulary search across hospitals and the concept viewer (spec §7 "Atlas", "Concept viewer"). */
export function atlasSearchRoutes(app: FastifyInstance, db: Database) {
  route(app, db, atlasSearchApi.searchVocabulary, async ({ userId, body }) => ({
    content: await searchVocabulary(db, userId, body),
  }));

  route(app, db, atlasSearchApi.searchOneAtlas, async ({ userId, params, body }) => ({
    content: await searchOneAtlas(db, userId, params.engineId, params.atlasId, body.query),
  }));

  route(app, db, atlasSearchApi.getVocabularyFilters, async ({ userId, query }) => ({
    content: await vocabularyFilters(db, userId, query.atlasIds),
  }));

  route(app, db, atlasSearchApi.getConcept, async ({ userId, params, query }) => ({
    content: await conceptPage(db, userId, params.conceptId, query.atlasIds),
  }));

  route(app, db, atlasSearchApi.getCdmConcepts, async ({ userId, params }) => ({
    content: await cdmConcepts(db, userId, params.cdm, params.ids),
  }));

  route(app, db, atlasSearchApi.getLocalCodes, async ({ userId, params }) => ({
    content: await localCodes(db, userId, params.cdm, params.domain, params.codes),
  }));
}
