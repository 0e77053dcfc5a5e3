import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SiteConfig } from '../config.js';
import type { CdmDatabase } from '../cdm/database.js';
import { webapiMessages as m } from '../messages.ko.js';
import { badRequest } from './not-found.js';
import type { RecordCounts } from './record-counts.js';
import { ancestorsAndDescendants, relatedConcepts } from './related-concepts.js';
import {
  CONCEPT_PAGE_MAX,
  conceptSearchSchema,
  conceptsAfter,
  conceptsByCodes,
  conceptsByIds,
  domains,
  findConcept,
  searchConcepts,
  vocabularies,
  vocabularyInfo,
  type ConceptSearch,
} from './vocabulary.js';

// WebAPI's VocabularyService and CDMResultsService calls over the site's CDM (protocol in README.md):
// search, concepts, related concepts and hierarchy, lookups, the vocabulary's version, domains and
// vocabularies, and the person and record counts per concept.

/** At most this many ids or codes per lookup or count call: one query each, kept short. */
const MAX_LIST = 1000;

const idList = z.array(z.number().int().safe()).max(MAX_LIST);
const codeList = z.array(z.string().min(1)).max(MAX_LIST);

export interface VocabularyContext {
  site: SiteConfig;
  db: CdmDatabase;
  counts: RecordCounts;
  /** True for the site's key; otherwise answers WebAPI's 404 and returns false. */
  knownSource: (key: string, reply: FastifyReply) => boolean;
}

type SourceParams = { Params: { sourceKey: string } };
type ConceptParams = { Params: { sourceKey: string; id: string } };

export function registerVocabularyRoutes(webapi: FastifyInstance, context: VocabularyContext) {
  const { db, counts, knownSource } = context;
  const schema = context.site.schemas.vocabulary;
  const conceptId = (raw: string) => {
    const id = Number(raw);
    return Number.isSafeInteger(id) ? id : undefined;
  };

  webapi.post<SourceParams>('/vocabulary/:sourceKey/search', async (request, reply) => {
    if (!knownSource(request.params.sourceKey, reply)) return reply;
    const search = conceptSearchSchema.safeParse(request.body ?? {});
    if (!search.success) return badRequest(reply, m.badSearch(String(search.error.issues[0]?.path[0])));
    return searchConcepts(db, schema, search.data);
  });

  // The GET searches answer [] on any failure, as WebAPI's do.
  const getSearch = async (sourceKey: string, query: string, reply: FastifyReply) => {
    if (!knownSource(sourceKey, reply)) return reply;
    const search: ConceptSearch = { QUERY: query };
    return searchConcepts(db, schema, search).catch(() => []);
  };
  webapi.get<{ Params: { sourceKey: string; query: string } }>(
    '/vocabulary/:sourceKey/search/:query',
    async (request, reply) => getSearch(request.params.sourceKey, request.params.query, reply),
  );
  webapi.get<SourceParams & { Querystring: { query?: string } }>(
    '/vocabulary/:sourceKey/search',
    async (request, reply) => getSearch(request.params.sourceKey, request.query.query ?? '', reply),
  );

  webapi.get<ConceptParams>('/vocabulary/:sourceKey/concept/:id', async (request, reply) => {
    if (!knownSource(request.params.sourceKey, reply)) return reply;
    const id = conceptId(request.params.id);
    const concept = id === undefined ? undefined : await findConcept(db, schema, id);
    // WebAPI answered a missing concept with 205 Reset Content and no body (WebAPI 2.7 onwards
    // answers 404 instead); engines.md asks for 205.
    if (!concept) return reply.code(205).send();
    return concept;
  });

  const hierarchy = (path: string, read: typeof relatedConcepts) =>
    webapi.get<ConceptParams>(path, async (request, reply) => {
      if (!knownSource(request.params.sourceKey, reply)) return reply;
      const id = conceptId(request.params.id);
      return id === undefined ? [] : read(db, schema, id);
    });
  hierarchy('/vocabulary/:sourceKey/concept/:id/related', relatedConcepts);
  hierarchy('/vocabulary/:sourceKey/concept/:id/ancestorAndDescendant', ancestorsAndDescendants);

  webapi.post<SourceParams>('/vocabulary/:sourceKey/lookup/identifiers', async (request, reply) => {
    if (!knownSource(request.params.sourceKey, reply)) return reply;
    const ids = idList.safeParse(request.body);
    if (!ids.success) return badRequest(reply, m.idList('조회할'));
    return conceptsByIds(db, schema, ids.data);
  });

  webapi.post<SourceParams>('/vocabulary/:sourceKey/lookup/sourcecodes', async (request, reply) => {
    if (!knownSource(request.params.sourceKey, reply)) return reply;
    const codes = codeList.safeParse(request.body);
    if (!codes.success) return badRequest(reply, m.codeList);
    return conceptsByCodes(db, schema, codes.data);
  });

  webapi.get<SourceParams>('/vocabulary/:sourceKey/info', async (request, reply) => {
    if (!knownSource(request.params.sourceKey, reply)) return reply;
    return vocabularyInfo(db, schema);
  });
  webapi.get<SourceParams>('/vocabulary/:sourceKey/domains', async (request, reply) => {
    if (!knownSource(request.params.sourceKey, reply)) return reply;
    return domains(db, schema);
  });
  webapi.get<SourceParams>('/vocabulary/:sourceKey/vocabularies', async (request, reply) => {
    if (!knownSource(request.params.sourceKey, reply)) return reply;
    return vocabularies(db, schema);
  });

  // CDMNet's extension (README.md): the vocabulary a page at a time, for the platform's finder index.
  const conceptPage = z.object({
    // Absent: from the first concept (ids start at 0, "No matching concept").
    after: z.coerce.number().int().safe().default(-1),
    limit: z.coerce.number().int().min(1).max(CONCEPT_PAGE_MAX).default(CONCEPT_PAGE_MAX),
  });
  webapi.get<SourceParams>('/vocabulary/:sourceKey/cdmnet/concepts', async (request, reply) => {
    if (!knownSource(request.params.sourceKey, reply)) return reply;
    const page = conceptPage.safeParse(request.query);
    if (!page.success) return badRequest(reply, m.conceptPage(CONCEPT_PAGE_MAX));
    return conceptsAfter(db, schema, page.data.after, page.data.limit);
  });

  webapi.post<SourceParams>('/cdmresults/:sourceKey/conceptRecordCount', async (request, reply) => {
    if (!knownSource(request.params.sourceKey, reply)) return reply;
    const ids = idList.safeParse(request.body);
    if (!ids.success) return badRequest(reply, m.idList('수를 셀'));
    return counts.answer(ids.data);
  });
}
