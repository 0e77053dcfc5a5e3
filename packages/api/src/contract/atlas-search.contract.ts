import { z } from 'zod/mini';
import { maxLength } from '@cdmnet/validators';
import {
  atlasIdsQuery,
  atlasSearchForm,
  atlasSearchResult,
  cdmConcepts,
  conceptIdListParam,
  conceptIdParam,
  conceptPage,
  localCodes,
  oneAtlasSearchForm,
  sourceCodeListParam,
  vocabularyConcept,
  vocabularyFilters,
} from './atlas-search.js';
import { endpoint } from './endpoint.js';
import { recordId } from './ids.js';

// The vocabulary search across hospitals and the concept viewer (spec §7 "Atlas", "Concept viewer").
// Every call asks the hospitals' ATLAS WebAPIs live; each hospital answers or fails on its own.

export const searchVocabulary = endpoint({
  method: 'POST',
  path: '/api/v1/atlas/search',
  summary:
    'Searches the vocabularies of several accessible ATLASes at once (all when atlasIds is empty): concepts merged by id with the hospitals having each, paged, sorted and faceted; every hospital answers with its own state within its own timeout.',
  body: atlasSearchForm,
  content: atlasSearchResult,
});

export const searchOneAtlas = endpoint({
  method: 'POST',
  path: '/api/v1/atlas/:engineId/:atlasId/search',
  summary:
    "Spec §7: one ATLAS's vocabulary search (WebAPI's own order); 404 when the caller may not use that ATLAS under that engine.",
  params: z.object({ engineId: recordId, atlasId: recordId }),
  body: oneAtlasSearchForm,
  content: z.array(vocabularyConcept),
});

export const getVocabularyFilters = endpoint({
  method: 'GET',
  path: '/api/v1/atlas/vocabulary-filters',
  summary:
    "The search filters' choices: the domains and vocabularies (with their versions) of the ATLASes named, merged; hospitals that do not answer are left out.",
  query: atlasIdsQuery,
  content: vocabularyFilters,
});

export const getConcept = endpoint({
  method: 'GET',
  path: '/api/v1/atlas/concepts/:conceptId',
  summary:
    'A concept page: details and synonyms from the first hospital having it, hierarchy and maps-to/mapped-from, the hospitals having it, and persons with records of it per CDM where the organisation allows concept lookups to its members (hidden below its minimum cell count).',
  params: z.object({ conceptId: conceptIdParam }),
  query: atlasIdsQuery,
  content: conceptPage,
});

export const getCdmConcepts = endpoint({
  method: 'GET',
  path: '/api/v1/conceptid/cdmName/:cdm/conceptIds/:ids',
  summary:
    "Spec §7 concept viewer: concepts by id in one CDM's vocabulary with their person counts; 403 where the organisation's Concept ID switch or concept lookup is off, 404 for a CDM the caller cannot use.",
  params: z.object({ cdm: maxLength(200), ids: conceptIdListParam }),
  content: cdmConcepts,
});

export const getLocalCodes = endpoint({
  method: 'GET',
  path: '/api/v1/localcode/cdmName/:cdm/sourceDomain/:domain/sourceCodes/:codes',
  summary:
    "Spec §7 concept viewer: a hospital's local source codes as the vocabulary's concepts with those codes (in that domain; 'All' for any) and the standard concepts they map to; the same gates as the concept ids.",
  params: z.object({ cdm: maxLength(200), domain: maxLength(50), codes: sourceCodeListParam }),
  content: localCodes,
});
